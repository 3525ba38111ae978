import { describe, expect, test } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { blocksJson, blocksYaml, expectTwins, lineOf, message, pieChart, series, seriesChart, yaml } from './helpers.js';

const months = ['Jan', 'Feb', 'Mar'];

describe('chart-label-category', () => {
  test('a label that is a category passes', () => {
    expectTwins(
      message(
        seriesChart(
          'bar',
          [
            series('Web', [
              ['Jan', 1],
              ['Feb', 2],
              ['Mar', 3],
            ]),
          ],
          months,
        ),
      ),
      [],
    );
  });
  test('a label outside the categories is marked at the label, with the closest category as suggestion', () => {
    const value = message(
      seriesChart(
        'bar',
        [
          series('Web', [
            ['Jan', 1],
            ['Fbe', 2],
            ['Feb', 3],
            ['Mar', 4],
          ]),
        ],
        months,
      ),
    );
    expectTwins(value, [{ rule: 'chart-label-category', pointer: '/blocks/0/chart/series/0/data/1/label', needle: 'Fbe' }]);
    const [problem] = validateBlocks(value).problems;
    expect(problem?.data).toEqual({ allowed: months, suggestion: 'Feb' });
  });
  test('labels are compared exactly (case matters)', () => {
    expectTwins(
      message(
        seriesChart(
          'line',
          [
            series('Web', [
              ['jan', 1],
              ['Jan', 2],
              ['Feb', 3],
              ['Mar', 4],
            ]),
          ],
          months,
        ),
      ),
      [{ rule: 'chart-label-category', pointer: '/blocks/0/chart/series/0/data/0/label', needle: 'jan' }],
    );
  });
});

describe('chart-missing-point', () => {
  test('a series with one point per category passes, in any order', () => {
    expectTwins(
      message(
        seriesChart(
          'area',
          [
            series('Web', [
              ['Mar', 1],
              ['Jan', 2],
              ['Feb', 3],
            ]),
          ],
          months,
        ),
      ),
      [],
    );
  });
  test('a series that skips categories is marked at its data key, listing what is missing', () => {
    const value = message(
      seriesChart(
        'area',
        [
          series('Web', [
            ['Jan', 1],
            ['Feb', 2],
            ['Mar', 3],
          ]),
          series('App', [['Feb', 2]]),
        ],
        months,
      ),
    );
    expectTwins(value, [{ rule: 'chart-missing-point', pointer: '/blocks/0/chart/series/1/data', needle: ['data', 3] }]);
    expect(validateBlocks(value).problems[0]?.data).toEqual({ missing: ['Jan', 'Mar'] });
  });
});

describe('chart-duplicate-point', () => {
  test('two points for one category are marked at the second label', () => {
    const value = message(
      seriesChart(
        'bar',
        [
          series('Web', [
            ['Jan', 1],
            ['Feb', 2],
            ['Jan', 5],
            ['Mar', 3],
          ]),
        ],
        months,
      ),
    );
    expectTwins(value, [{ rule: 'chart-duplicate-point', pointer: '/blocks/0/chart/series/0/data/2/label', needle: ['Jan', 2] }]);
    expect(validateBlocks(value).problems[0]?.data).toEqual({ label: 'Jan', first: '/blocks/0/chart/series/0/data/0' });
  });
  test('the same category in two different series is not a duplicate', () => {
    expectTwins(
      message(
        seriesChart(
          'bar',
          [
            series('Web', [
              ['Jan', 1],
              ['Feb', 2],
              ['Mar', 3],
            ]),
            series('App', [
              ['Jan', 1],
              ['Feb', 2],
              ['Mar', 3],
            ]),
          ],
          months,
        ),
      ),
      [],
    );
  });
});

describe('chart-series-name-unique', () => {
  test('distinct names pass', () => {
    expectTwins(message(seriesChart('line', [series('Web', [['Jan', 1]]), series('App', [['Jan', 2]])], ['Jan'])), []);
  });
  test('a repeated name is marked at the later series name', () => {
    expectTwins(message(seriesChart('line', [series('Web', [['Jan', 1]]), series('App', [['Jan', 2]]), series('Web', [['Jan', 3]])], ['Jan'])), [
      { rule: 'chart-series-name-unique', pointer: '/blocks/0/chart/series/2/name', needle: ['Web', 2] },
    ]);
  });
});

describe('chart-category-unique', () => {
  test('a repeated category is marked at its second occurrence', () => {
    expectTwins(
      message(
        seriesChart(
          'bar',
          [
            series('Web', [
              ['Jan', 1],
              ['Feb', 2],
            ]),
          ],
          ['Jan', 'Feb', 'Jan'],
        ),
      ),
      [{ rule: 'chart-category-unique', pointer: '/blocks/0/chart/axis_config/categories/2', needle: ['Jan', 3] }],
    );
  });
});

describe('chart-pie-value-positive', () => {
  test('positive pie values pass, fractions included', () => {
    expectTwins(
      message(
        pieChart([
          ['Email', 0.5],
          ['Chat', 12],
        ]),
      ),
      [],
    );
  });
  test('zero and negative pie values are marked at the value', () => {
    expectTwins(
      message(
        pieChart([
          ['Email', 0],
          ['Chat', 12],
          ['Phone', -3],
        ]),
      ),
      [
        { rule: 'chart-pie-value-positive', pointer: '/blocks/0/chart/segments/0/value', needle: ': 0' },
        { rule: 'chart-pie-value-positive', pointer: '/blocks/0/chart/segments/2/value', needle: '-3' },
      ],
    );
  });
  test('negative values are allowed on bar, area and line charts', () => {
    for (const type of ['bar', 'area', 'line'] as const) {
      expectTwins(
        message(
          seriesChart(
            type,
            [
              series('Net', [
                ['Jan', -5],
                ['Feb', 0],
                ['Mar', -0.25],
              ]),
            ],
            months,
          ),
        ),
        [],
      );
    }
  });
});

describe('chart-number-finite', () => {
  const yamlText = yaml`
    blocks:
      - type: data_visualization
        title: Error rate
        chart:
          type: line
          series:
            - name: API
              data:
                - { label: Mon, value: .inf }
                - { label: Tue, value: .nan }
                - { label: Wed, value: -.inf }
          axis_config:
            categories: [Mon, Tue, Wed]
  `;
  test('YAML .inf, .nan and -.inf are errors at each value, not type errors', () => {
    expect(blocksYaml(yamlText)).toEqual([
      { rule: 'chart-number-finite', pointer: '/blocks/0/chart/series/0/data/0/value', line: lineOf(yamlText, '.inf') },
      { rule: 'chart-number-finite', pointer: '/blocks/0/chart/series/0/data/1/value', line: lineOf(yamlText, '.nan') },
      { rule: 'chart-number-finite', pointer: '/blocks/0/chart/series/0/data/2/value', line: lineOf(yamlText, '-.inf') },
    ]);
  });
  test('JSON twin: a number too large for a double (1e999) is infinite', () => {
    const json = JSON.stringify(
      message(
        pieChart([
          ['Email', 424242],
          ['Chat', 3],
        ]),
      ),
      null,
      2,
    ).replace('424242', '1e999');
    expect(blocksJson(json)).toEqual([{ rule: 'chart-number-finite', pointer: '/blocks/0/chart/segments/0/value', line: lineOf(json, '1e999') }]);
  });
  test('a non-finite pie value is reported once, as not finite', () => {
    const problems = validateBlocks(message(pieChart([['Email', Number.NEGATIVE_INFINITY]]))).problems;
    expect(problems.map((p) => [p.rule, p.pointer])).toEqual([['chart-number-finite', '/blocks/0/chart/segments/0/value']]);
  });
  test('finite values pass', () => {
    expect(blocksYaml(yamlText.replace('.inf', '1').replace('.nan', '2').replace('-.inf', '-3'))).toEqual([]);
  });
});
