import { describe, expect, test } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { CHART_LIMITS } from '../../src/blocks/types/data-visualization/limits.js';
import { expectTwins, message, pieChart, series, seriesChart } from './helpers.js';

const long = (n: number, letter = 'x'): string => letter.repeat(n);
const categories = (n: number): string[] => Array.from({ length: n }, (_, i) => `C${i + 1}`);
const fullSeries = (name: string, cats: string[]) =>
  series(
    name,
    cats.map((c, i) => [c, i]),
  );

describe('the four chart shapes', () => {
  test('correct pie, bar, area and line charts pass, with every optional field', () => {
    const axis = { categories: ['Q1', 'Q2'], x_label: long(CHART_LIMITS.axisTitle), y_label: 'EUR' };
    const bar = seriesChart(
      'bar',
      [
        series('Ops', [
          ['Q2', 3],
          ['Q1', 4],
        ]),
      ],
      ['Q1', 'Q2'],
    );
    (bar['chart'] as Record<string, unknown>)['axis_config'] = axis;
    const blocks = [
      {
        ...pieChart([
          ['A', 1],
          ['B', 2.5],
        ]),
        block_id: 'pie-1',
      },
      bar,
      seriesChart(
        'area',
        [
          series('Ops', [
            ['Q1', -3],
            ['Q2', 4],
          ]),
          series('Capex', [
            ['Q2', -1],
            ['Q1', -2],
          ]),
        ],
        ['Q1', 'Q2'],
      ),
      seriesChart(
        'line',
        [
          series('Ops', [
            ['Q2', -3.5],
            ['Q1', 0],
          ]),
        ],
        ['Q1', 'Q2'],
      ),
    ];
    expectTwins({ type: 'home', blocks }, []);
  });

  test('limits are inclusive: 50-character title, 20-character labels, 12 series of 20 points', () => {
    const cats = categories(CHART_LIMITS.maxPoints).map((c) => c.padEnd(CHART_LIMITS.category, '.'));
    const list = Array.from({ length: CHART_LIMITS.maxSeries }, (_, i) => fullSeries(`S${i}`.padEnd(CHART_LIMITS.name, '-'), cats));
    const pie = pieChart(Array.from({ length: CHART_LIMITS.maxSeries }, (_, i): [string, number] => [`L${i}`.padEnd(CHART_LIMITS.label, '_'), i + 1]));
    expectTwins({ type: 'home', blocks: [seriesChart('bar', list, cats, long(CHART_LIMITS.title)), pie] }, []);
  });
});

describe('limits from the table', () => {
  test('title over 50 characters', () => {
    expectTwins(message(pieChart([['A', 1]], long(51, 't'))), [{ rule: 'max-length', pointer: '/blocks/0/title', needle: 'ttt' }]);
  });
  test('segment label, point label, series name and category over 20 characters', () => {
    const label = long(21, 'p');
    const name = long(21, 'n');
    const category = long(21, 'c');
    expectTwins(message(pieChart([[long(21, 's'), 1]]), seriesChart('line', [series(name, [[category, 1]])], [category])), [
      { rule: 'max-length', pointer: '/blocks/0/chart/segments/0/label', needle: 'sss' },
      { rule: 'max-length', pointer: '/blocks/1/chart/series/0/name', needle: 'nnn' },
      { rule: 'max-length', pointer: '/blocks/1/chart/series/0/data/0/label', needle: 'ccc' },
      { rule: 'max-length', pointer: '/blocks/1/chart/axis_config/categories/0', needle: [category, 2] },
    ]);
    expect(label.length).toBe(21);
  });
  test('axis titles over 50 characters', () => {
    const chart = seriesChart('area', [series('A', [['Q1', 1]])], ['Q1']);
    Object.assign((chart['chart'] as { axis_config: object }).axis_config, { x_label: long(51, 'x'), y_label: long(51, 'y') });
    expectTwins(message(chart), [
      { rule: 'max-length', pointer: '/blocks/0/chart/axis_config/x_label', needle: 'xxx' },
      { rule: 'max-length', pointer: '/blocks/0/chart/axis_config/y_label', needle: 'yyy' },
    ]);
  });
  test('13 segments, 13 series and 21 points are too many', () => {
    const pie = pieChart(Array.from({ length: 13 }, (_, i): [string, number] => [`L${i}`, 1]));
    const cats = categories(21);
    const many = seriesChart(
      'bar',
      Array.from({ length: 13 }, (_, i) => fullSeries(`S${i}`, ['C1'])),
      ['C1'],
    );
    const long = seriesChart('line', [fullSeries('Long', cats)], cats);
    expectTwins(message(pie, many), [
      { rule: 'max-items', pointer: '/blocks/0/chart/segments', needle: 'segments' },
      { rule: 'max-items', pointer: '/blocks/1/chart/series', needle: 'series' },
    ]);
    expectTwins(message(long), [
      { rule: 'max-items', pointer: '/blocks/0/chart/series/0/data', needle: ['data', 2] },
      { rule: 'max-items', pointer: '/blocks/0/chart/axis_config/categories', needle: 'categories' },
    ]);
  });
  test('empty segments, series, data and categories are too few', () => {
    expectTwins({ type: 'home', blocks: [pieChart([]), seriesChart('bar', [], ['Q1']), seriesChart('line', [series('A', [])], [])] }, [
      { rule: 'min-items', pointer: '/blocks/0/chart/segments', needle: 'segments' },
      { rule: 'min-items', pointer: '/blocks/1/chart/series', needle: 'series' },
      { rule: 'min-items', pointer: '/blocks/2/chart/series/0/data', needle: ['data', 4] },
      { rule: 'min-items', pointer: '/blocks/2/chart/axis_config/categories', needle: ['categories', 2] },
    ]);
  });
});

describe('keys and types', () => {
  test('colour and format fields are unknown keys, marked at the key', () => {
    const pie = pieChart([['A', 1]]);
    Object.assign((pie['chart'] as { segments: object[] }).segments[0] as object, { color: '#ff0000' });
    const line = seriesChart('line', [series('A', [['Q1', 1]])], ['Q1']);
    Object.assign(line['chart'] as object, { number_format: 'percent' });
    Object.assign(line, { colour_scheme: 'dark' });
    expectTwins(message(pie, line), [
      { rule: 'unknown-key', pointer: '/blocks/0/chart/segments/0/color', needle: 'color' },
      { rule: 'unknown-key', pointer: '/blocks/1/chart/number_format', needle: 'number_format' },
      { rule: 'unknown-key', pointer: '/blocks/1/colour_scheme', needle: 'colour_scheme' },
    ]);
  });
  test('an axis title placed on the chart says where it belongs', () => {
    const bar = seriesChart('bar', [series('A', [['Q1', 1]])], ['Q1']);
    Object.assign(bar['chart'] as object, { x_label: 'Quarter' });
    const [problem] = validateBlocks(message(bar)).problems;
    expect(problem).toMatchObject({ rule: 'unknown-key', pointer: '/blocks/0/chart/x_label', data: { moveTo: 'blocks[].chart.axis_config' } });
  });
  test('missing required keys are reported at the parent key', () => {
    expectTwins(message({ type: 'data_visualization', chart: { type: 'bar', series: [series('A', [['Q1', 1]])] } }), [
      { rule: 'required', pointer: '/blocks/0/title', needle: { json: '{\n      "type"', yaml: '- type' } },
      { rule: 'required', pointer: '/blocks/0/chart/axis_config', needle: 'chart' },
    ]);
  });
  test('a value that is not a number is a type error', () => {
    expectTwins(message(pieChart([['A', '12' as unknown as number]])), [{ rule: 'type', pointer: '/blocks/0/chart/segments/0/value', needle: '12' }]);
  });
});

describe('dispatch on chart.type', () => {
  test('a bad bar chart reports only bar problems, never pie-branch noise', () => {
    const bar = { type: 'data_visualization', title: 'T', chart: { type: 'bar', series: [{ name: 'A', data: [{ label: 'Q1', value: 'x' }] }] } };
    const problems = validateBlocks(bar).problems;
    expect(problems.map((p) => [p.rule, p.pointer])).toEqual([
      ['required', '/chart/axis_config'],
      ['type', '/chart/series/0/data/0/value'],
    ]);
  });
  test('pie fields on a bar chart are unknown keys of the bar shape', () => {
    const bar = { type: 'data_visualization', title: 'T', chart: { type: 'bar', segments: [{ label: 'A', value: 1 }] } };
    expect(
      validateBlocks(bar)
        .problems.map((p) => [p.rule, p.pointer])
        .sort(),
    ).toEqual([
      ['required', '/chart/axis_config'],
      ['required', '/chart/series'],
      ['unknown-key', '/chart/segments'],
    ]);
  });
  test('an unknown shape is one problem listing pie, bar, area and line', () => {
    const donut = { type: 'data_visualization', title: 'T', chart: { type: 'donut', segments: [{ label: 'A', value: -1, color: 1 }] } };
    expectTwins(message(donut), [{ rule: 'chart-type', pointer: '/blocks/0/chart/type', needle: 'donut' }]);
    expect(validateBlocks(donut).problems[0]?.data).toEqual({ allowed: ['pie', 'bar', 'area', 'line'] });
  });
  test('a near miss suggests the shape', () => {
    const problems = validateBlocks({ type: 'data_visualization', title: 'T', chart: { type: 'lines', series: [] } }).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.data?.['suggestion']])).toEqual([['chart-type', '/chart/type', 'line']]);
  });
  test('a missing chart type is one problem at the chart key', () => {
    expectTwins(message({ type: 'data_visualization', title: 'T', chart: { segments: [] } }), [
      { rule: 'chart-type', pointer: '/blocks/0/chart/type', needle: 'chart' },
    ]);
  });
  test('a chart that is not an object, or missing, is a schema problem', () => {
    expect(validateBlocks({ type: 'data_visualization', title: 'T', chart: 'pie' }).problems.map((p) => [p.rule, p.pointer])).toEqual([['type', '/chart']]);
    expect(validateBlocks({ type: 'data_visualization', title: 'T' }).problems.map((p) => [p.rule, p.pointer])).toEqual([['required', '/chart']]);
  });
});
