import { Buffer } from 'node:buffer';
import { describe, expect, test } from 'vitest';
import { validateBlocks, validateBlocksText } from 'manifesto-core';
import { checkPayloadValue, Hole } from 'manifesto-core/value';

const LIMIT = 250_000;

/**
 * A home view whose minified JSON is exactly `bytes` long, padded with a 2-byte character when `wide`.
 * The bytes are spread over section blocks (a text and ten fields each), every string within its own
 * limits, so that the view's size is the only problem.
 */
function viewOfSize(bytes: number, wide = false): Record<string, unknown> {
  const count = Math.ceil(bytes / 20_000);
  const section = () => ({ type: 'section', text: { type: 'mrkdwn', text: 'x' }, fields: Array.from({ length: 10 }, () => ({ type: 'mrkdwn', text: 'x' })) });
  const view = { type: 'home', blocks: Array.from({ length: count }, section) };
  const strings = view.blocks.flatMap((block) => [block.text, ...block.fields]);
  const missing = bytes - Buffer.byteLength(JSON.stringify(view), 'utf8');
  const share = Math.floor(missing / strings.length);
  strings.forEach((object, index) => {
    const extra = share + (index === strings.length - 1 ? missing - share * strings.length : 0);
    object.text += wide ? 'é'.repeat(Math.floor(extra / 2)) + 'a'.repeat(extra % 2) : 'a'.repeat(extra);
  });
  expect(Buffer.byteLength(JSON.stringify(view), 'utf8')).toBe(bytes);
  return view;
}

describe('view-too-large (250 kb, UTF-8 size of the minified JSON)', () => {
  test('a view of exactly 250,000 bytes passes', () => {
    expect(validateBlocks(viewOfSize(LIMIT)).problems).toEqual([]);
  });

  test('one byte more is an error at the view, with the size in the message and data', () => {
    const [problem, ...rest] = validateBlocks(viewOfSize(LIMIT + 1)).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ rule: 'view-too-large', pointer: '', severity: 'error', data: { limit: LIMIT, actual: LIMIT + 1 } });
    expect(problem?.message).toContain(String(LIMIT + 1));
  });

  test('bytes count, not characters: 2-byte characters reach the limit with fewer characters', () => {
    const view = viewOfSize(LIMIT + 2, true);
    expect(JSON.stringify(view).length).toBeLessThan(LIMIT);
    expect(validateBlocks(view).problems.map((p) => [p.rule, p.data?.['actual']])).toEqual([['view-too-large', LIMIT + 2]]);
  });

  test('whitespace of a pretty-printed file does not count: the size is the minified JSON', () => {
    const text = JSON.stringify(viewOfSize(LIMIT - 10), null, 8);
    expect(text.length).toBeGreaterThan(LIMIT);
    expect(validateBlocksText(text, { format: 'json' }).problems).toEqual([]);
  });

  test('the views.publish string form is measured after decoding and marked at the view key', () => {
    const text = JSON.stringify({ user_id: 'U1', view: JSON.stringify(viewOfSize(LIMIT + 500)) }, null, 2);
    const problems = validateBlocksText(text, { format: 'json' }).problems;
    expect(problems.map((p) => [p.rule, p.pointer, p.range.start.line + 1, p.data?.['actual']])).toEqual([['view-too-large', '/view', 3, LIMIT + 500]]);
    expect(text.slice(problems[0]!.span.start, problems[0]!.span.end)).toBe('"view"');
  });

  test('messages have no size check here (the limit is the views.publish one)', () => {
    const view = viewOfSize(LIMIT + 100);
    expect(validateBlocks({ text: 'x', blocks: view['blocks'] }).problems).toEqual([]);
  });

  test('a view written in code is measured by its known parts: a template over the limit by its literal text', () => {
    const written = (bytes: number, form: 'view' | 'publish') => {
      const view = viewOfSize(bytes) as { blocks: { text: { text: unknown } }[] };
      const first = view.blocks[0]!.text;
      first.text = Hole.text([first.text as string]);
      return checkPayloadValue(view, form).map((p) => [p.rule, p.pointer, p.data?.['actual']]);
    };
    expect(written(LIMIT, 'view')).toEqual([]);
    expect(written(LIMIT + 1, 'view')).toEqual([['view-too-large', '', LIMIT + 1]]);
    expect(written(LIMIT, 'publish')).toEqual([]);
    expect(written(LIMIT + 1, 'publish')).toEqual([['view-too-large', '', LIMIT + 1]]);
  });
});
