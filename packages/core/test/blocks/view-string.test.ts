import { describe, expect, test } from 'vitest';
import { validateBlocks, validateBlocksText, type LocatedProblem } from 'manifesto-core';
import { lineOf, yaml } from './helpers.js';

/** A home view whose bar chart has one planted mistake: the label "Fbe". */
const view = {
  type: 'home',
  blocks: [
    { type: 'section', text: { type: 'mrkdwn', text: 'Say "hi" to the café' } },
    {
      type: 'data_visualization',
      title: 'Signups',
      chart: {
        type: 'bar',
        series: [
          {
            name: 'Web',
            data: [
              { label: 'Jan', value: 1 },
              { label: 'Fbe', value: 2 },
              { label: 'Feb', value: 3 },
            ],
          },
        ],
        axis_config: { categories: ['Jan', 'Feb'] },
      },
    },
  ],
};
const POINTER = '/view/blocks/1/chart/series/0/data/1/label';

function only(problems: readonly LocatedProblem[]): LocatedProblem {
  expect(problems.map((p) => [p.rule, p.pointer])).toHaveLength(1);
  return problems[0]!;
}

/** 1-based line and column of `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

function position(problem: LocatedProblem): { line: number; column: number } {
  return { line: problem.range.start.line + 1, column: problem.range.start.character + 1 };
}

describe('views.publish with `view` as a JSON string', () => {
  test('a problem inside the string is mapped through the escapes to its line and column in the file', () => {
    // JSON.stringify escapes the inner quotes; é is written as \u00e9 so that escapes of several lengths precede the mistake.
    const text = JSON.stringify({ user_id: 'U1', view: JSON.stringify(view) }, null, 2).replace('café', 'caf\\u00e9');
    expect(text).toContain('\\u00e9');
    const problem = only(validateBlocksText(text, { format: 'json' }).problems);
    expect(problem).toMatchObject({ rule: 'chart-label-category', pointer: POINTER });
    expect(position(problem)).toEqual(positionOf(text, '\\"Fbe\\"'));
    expect(text.slice(problem.span.start, problem.span.end)).toBe('\\"Fbe\\"');
  });

  test('a pretty-printed inner view (escaped line breaks) still maps to the one line of the string', () => {
    const text = JSON.stringify({ user_id: 'U1', view: JSON.stringify(view, null, 2) }, null, 2);
    const problem = only(validateBlocksText(text, { format: 'json' }).problems);
    expect(problem.pointer).toBe(POINTER);
    expect(position(problem)).toEqual(positionOf(text, '\\"Fbe\\"'));
  });

  test('YAML twin: a literal block scalar maps to the line inside the block', () => {
    const inner = JSON.stringify(view, null, 2).replace(/\n/g, '\n  ');
    const text = `user_id: U1\nview: |\n  ${inner}\n`;
    const problem = only(validateBlocksText(text, { format: 'yaml' }).problems);
    expect(problem.pointer).toBe(POINTER);
    expect(position(problem)).toEqual(positionOf(text, '"Fbe"'));
    expect(problem.range.start.line + 1).toBe(lineOf(text, 'Fbe'));
  });

  test('YAML twin: a single-quoted scalar maps through doubled quotes', () => {
    const inner = JSON.stringify(view).replace(/'/g, "''");
    const text = `user_id: U1\nview: '${inner.replace('café', "caf'' é")}'\n`;
    const problem = only(validateBlocksText(text, { format: 'yaml' }).problems);
    expect(problem.pointer).toBe(POINTER);
    expect(position(problem)).toEqual(positionOf(text, '"Fbe"'));
  });

  test('a form the mapper does not follow (a folded scalar) marks the string value', () => {
    const text = `user_id: U1\nview: >-\n  ${JSON.stringify(view)}\n`;
    const problem = only(validateBlocksText(text, { format: 'yaml' }).problems);
    expect(problem.pointer).toBe(POINTER);
    expect(problem.range.start.line + 1).toBe(lineOf(text, 'view:'));
  });

  test('a correct string view passes', () => {
    const fixed = JSON.parse(JSON.stringify(view).replace('Fbe', 'Feb').replace(',{"label":"Feb","value":3}', ''));
    const text = JSON.stringify({ user_id: 'U1', view: JSON.stringify(fixed) }, null, 2);
    expect(validateBlocksText(text, { format: 'json' }).problems).toEqual([]);
  });

  test('a string that is not JSON is view-json at the place of the syntax error', () => {
    const text = JSON.stringify({ user_id: 'U1', view: '{"type": "home", "blocks": [}' }, null, 2);
    const problem = only(validateBlocksText(text, { format: 'json' }).problems);
    expect(problem).toMatchObject({ rule: 'view-json', pointer: '/view' });
    expect(position(problem)).toEqual(positionOf(text, '}"'));
  });

  test('a string that encodes something other than an object, or a view that is neither, is view-json', () => {
    expect(validateBlocks({ user_id: 'U1', view: '[1, 2]' }).problems.map((p) => [p.rule, p.pointer])).toEqual([['view-json', '/view']]);
    expect(validateBlocks({ user_id: 'U1', view: 12 }).problems.map((p) => [p.rule, p.pointer])).toEqual([['view-json', '/view']]);
    const text = yaml`
      user_id: U1
      view: 12
    `;
    expect(validateBlocksText(text, { format: 'yaml' }).problems.map((p) => [p.rule, p.range.start.line + 1])).toEqual([['view-json', 2]]);
  });

  test('a repeated key inside the string is a duplicate-key problem at its mapped place', () => {
    const text = JSON.stringify({ user_id: 'U1', view: '{"type":"modal","blocks":[{"type":"divider"}],"type":"home"}' }, null, 2);
    const problem = only(validateBlocksText(text, { format: 'json' }).problems);
    expect(problem).toMatchObject({ rule: 'duplicate-key', pointer: '/view' });
    expect(text.slice(problem.span.start, problem.span.end)).toBe('\\"type\\"');
    expect(problem.span.start).toBe(text.lastIndexOf('\\"type\\"'));
  });
});
