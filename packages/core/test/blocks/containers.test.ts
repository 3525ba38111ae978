import { describe, expect, test } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { analyseBlocks } from '../../src/blocks/containers.js';
import { blocksJson, blocksYaml, expectTwins, lineOf, message, pieChart, series, seriesChart, yaml } from './helpers.js';

const bad = () => pieChart([['A', -1]]);
const section = { type: 'section', text: { type: 'mrkdwn', text: 'hello' } };

describe('container forms: pointers start at the document root', () => {
  test('a single block', () => {
    expect(analyseBlocks(bad()).container).toBe('block');
    expectTwins(bad(), [{ rule: 'chart-pie-value-positive', pointer: '/chart/segments/0/value', needle: '-1' }]);
  });
  test('a list of blocks', () => {
    expect(analyseBlocks([section, bad()]).container).toBe('blocks');
    expectTwins([section, bad()], [{ rule: 'chart-pie-value-positive', pointer: '/1/chart/segments/0/value', needle: '-1' }]);
  });
  test('a message', () => {
    expect(analyseBlocks(message(bad())).container).toBe('message');
    expectTwins({ channel: 'C123', text: 'x', blocks: [section, bad()] }, [
      { rule: 'chart-pie-value-positive', pointer: '/blocks/1/chart/segments/0/value', needle: '-1' },
    ]);
  });
  test('a view', () => {
    expect(analyseBlocks({ type: 'home', blocks: [] }).container).toBe('view');
    expectTwins({ type: 'home', callback_id: 'x', blocks: [bad()] }, [
      { rule: 'chart-pie-value-positive', pointer: '/blocks/0/chart/segments/0/value', needle: '-1' },
    ]);
  });
  test('a views.publish argument with the view as an object', () => {
    expect(analyseBlocks({ user_id: 'U1', view: { type: 'home', blocks: [] } }).container).toBe('publish');
    expectTwins({ user_id: 'U1', view: { type: 'home', blocks: [bad()] } }, [
      { rule: 'chart-pie-value-positive', pointer: '/view/blocks/0/chart/segments/0/value', needle: '-1' },
    ]);
  });
});

describe('blocks', () => {
  test('a block type Block Kit does not have is an error at its type, with the likely type', () => {
    expectTwins(message({ type: 'sectoin' }, { type: 'made_up' }, { type: 'button' }), [
      { rule: 'unknown-type', pointer: '/blocks/0/type', needle: 'sectoin' },
      { rule: 'unknown-type', pointer: '/blocks/1/type', needle: 'made_up' },
      { rule: 'unknown-type', pointer: '/blocks/2/type', needle: 'button' },
    ]);
    const [typo, , element] = validateBlocks(message({ type: 'sectoin' }, { type: 'made_up' }, { type: 'button' })).problems;
    expect(typo?.data).toMatchObject({ suggestion: 'section' });
    // An element named where a block belongs gets no suggestion; the message says which family it is.
    expect(element?.data).toEqual({ allowed: expect.arrayContaining(['actions', 'section']) as unknown });
    expect(element?.message).toContain('"button" is an element, not a block');
  });
  test('a block that is not an object, or has no string type, is block-shape', () => {
    expectTwins(message('section', { text: 'no type' }, { type: 42 }), [
      { rule: 'block-shape', pointer: '/blocks/0', needle: 'section' },
      { rule: 'block-shape', pointer: '/blocks/1', needle: { json: ['{', 2], yaml: 'no type' } },
      { rule: 'block-shape', pointer: '/blocks/2/type', needle: '42' },
    ]);
  });
  test('blocks that is not a list is a type error; a view without blocks misses them', () => {
    // A one-line mapping is marked itself; a multi-line one by its key.
    expectTwins({ text: 'x', blocks: { type: 'section' } }, [{ rule: 'type', pointer: '/blocks', needle: { json: 'blocks', yaml: 'type: section' } }]);
    expectTwins({ type: 'home', blocks: 'none' }, [{ rule: 'type', pointer: '/blocks', needle: 'blocks' }]);
    expect(validateBlocks({ user_id: 'U1', view: { type: 'home' } }).problems.map((p) => [p.rule, p.pointer])).toEqual([['required', '/view/blocks']]);
  });
  test('a message text that is not a string is a type error', () => {
    expectTwins({ text: 12, blocks: [] }, [{ rule: 'type', pointer: '/text', needle: '12' }]);
  });
  test('a view type other than home, modal or profile is an enum error; a missing one is required', () => {
    expectTwins({ type: 'page', blocks: [] }, [{ rule: 'enum', pointer: '/type', needle: 'page' }]);
    const problems = validateBlocks({ user_id: 'U1', view: { blocks: [] } }).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.data?.['allowed']])).toEqual([['required', '/view/type', ['home', 'modal', 'profile']]]);
  });
  test('a profile view (views.publish) is a view: profile_id is accepted, its blocks checked, its other keys unknown to us', () => {
    const section = { type: 'section', text: { type: 'mrkdwn', text: 'About me' } };
    expectTwins({ user_id: 'U1', view: { type: 'profile', profile_id: 'P0123', blocks: [section] } }, []);
    expectTwins({ type: 'profile', profile_id: 'P0123', callback_id: 'me', blocks: [section] }, []);
    expect(analyseBlocks({ type: 'profile', blocks: [] }).container).toBe('view');
    const published = validateBlocks({ user_id: 'U1', view: JSON.stringify({ type: 'profile', profile_id: 'P0123', blocks: [section] }) });
    expect(published.problems).toEqual([]);
    expectTwins({ type: 'profile', profile_id: 12, blocks: [{ type: 'sectoin' }] }, [
      { rule: 'type', pointer: '/profile_id', needle: '12' },
      { rule: 'unknown-type', pointer: '/blocks/0/type', needle: 'sectoin' },
    ]);
    expectTwins({ type: 'profile', profile_id: 'P0123' }, [{ rule: 'required', pointer: '/blocks', needle: { json: '{', yaml: 'type: profile' } }]);
  });
  test('a message of text alone is a message, checked as one', () => {
    expect(analyseBlocks({ channel: 'C0123456789', text: 'hi' }).container).toBe('message');
    expectTwins({ channel: 'C0123456789', text: 'hi' }, []);
    expectTwins({ channel: 'C0123456789', text: 'hi', chanel: 'x' }, [{ rule: 'unknown-key', pointer: '/chanel', needle: 'chanel' }]);
    // A text object has a type: it is a block-like object, not a message.
    expect(analyseBlocks({ type: 'plain_text', text: 'hi' }).container).toBe('block');
  });
  test('a document that is no container is one blocks-container problem', () => {
    for (const value of [42, 'text', null, { name: 'not blocks' }]) {
      expect(validateBlocks(value).problems.map((p) => [p.rule, p.pointer])).toEqual([['blocks-container', '']]);
    }
    const text = yaml`
      name: not blocks
      other: 1
    `;
    expect(blocksYaml(text)).toEqual([{ rule: 'blocks-container', pointer: '', line: 1 }]);
  });
});

describe('block counts', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'divider', block_id: `b${i}` }));
  test('50 blocks in a message pass; 51 are too many', () => {
    expect(validateBlocks(message(...many(50))).problems).toEqual([]);
    expectTwins(message(...many(51)), [{ rule: 'too-many-blocks', pointer: '/blocks', needle: 'blocks' }]);
    expect(validateBlocks(message(...many(51))).problems[0]?.data).toEqual({ limit: 50, actual: 51 });
  });
  test('100 blocks in a view pass; 101 are too many', () => {
    expect(validateBlocks({ type: 'home', blocks: many(100) }).problems).toEqual([]);
    expectTwins({ type: 'modal', title: { type: 'plain_text', text: 'Many' }, blocks: many(101) }, [
      { rule: 'too-many-blocks', pointer: '/blocks', needle: 'blocks' },
    ]);
    expect(validateBlocks({ user_id: 'U', view: { type: 'home', blocks: many(101) } }).problems.map((p) => [p.rule, p.pointer])).toEqual([
      ['too-many-blocks', '/view/blocks'],
    ]);
  });
  test('a bare list of blocks gets the view limit, since its container is unknown', () => {
    expect(validateBlocks(many(100)).problems).toEqual([]);
    const text = JSON.stringify(many(101), null, 2);
    expect(blocksJson(text)).toEqual([{ rule: 'too-many-blocks', pointer: '', line: 1 }]);
  });
});

describe('too-many-charts', () => {
  const chart = (name: string) => seriesChart('line', [series(name, [['Q1', 1]])], ['Q1']);
  test('two charts in a message pass', () => {
    expect(validateBlocks(message(chart('A'), section, chart('B'))).problems).toEqual([]);
  });
  test('a third chart in a message is a warning at the third chart', () => {
    const value = message(chart('A'), section, chart('B'), chart('C'), chart('D'));
    expectTwins(value, [
      {
        rule: 'too-many-charts',
        pointer: '/blocks/3',
        needle: { json: ['{\n      "type": "data_visualization"', 3], yaml: ['- type: data_visualization', 3] },
      },
    ]);
    const [problem] = validateBlocks(value).problems;
    expect(problem).toMatchObject({ severity: 'warning', data: { limit: 2, actual: 4 } });
  });
  test('views may hold more charts', () => {
    expect(validateBlocks({ type: 'home', blocks: [chart('A'), chart('B'), chart('C')] }).problems).toEqual([]);
  });
  test('the warning can be turned off or raised to an error', () => {
    const value = message(chart('A'), chart('B'), chart('C'));
    expect(validateBlocks(value, { rules: { 'too-many-charts': 'off' } }).problems).toEqual([]);
    expect(validateBlocks(value, { rules: { 'too-many-charts': 'error' } }).problems.map((p) => p.severity)).toEqual(['error']);
  });
});

test('YAML block files use the same pointers and their own lines', () => {
  const text = yaml`
    # a message written in YAML
    text: Weekly report
    blocks:
      - type: divider
      - type: data_visualization
        title: Signups
        chart:
          type: bar
          series:
            - name: Web
              data:
                - label: Jan
                  value: 1
                - label: Feb
                  value: 2
          axis_config:
            categories: [Jan, Feb, Mar]
  `;
  expect(blocksYaml(text)).toEqual([{ rule: 'chart-missing-point', pointer: '/blocks/1/chart/series/0/data', line: lineOf(text, 'data:') }]);
});
