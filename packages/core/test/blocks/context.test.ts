import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { blockStart, mrkdwn, msg, plain } from './layout-fixtures.js';

const context = (elements: unknown, extra: Record<string, unknown> = {}) => ({ type: 'context', elements, ...extra });
const texts = (n: number) => Array.from({ length: n }, (_, i) => mrkdwn(`note ${i}`));
const picture = { type: 'image', image_url: 'https://image.freepik.com/free-photo/red-drawing-pin_1156-445.jpg', alt_text: 'images' };

describe('context block', () => {
  it('accepts the docs example: an image element beside mrkdwn and plain text', () => {
    const block = context([picture, mrkdwn('Location: **Dogpatch**'), plain('Author: K A Applegate', { emoji: true })]);
    expect(validateBlocks(msg(block)).problems).toEqual([]);
  });

  it('takes 10 elements and reports the 11th, in YAML and JSON', () => {
    expect(validateBlocks(msg(context(texts(10)))).problems).toEqual([]);
    expectTwins(msg(context(texts(11))), [{ rule: 'max-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
    const [problem] = validateBlocks(msg(context(texts(11)))).problems;
    expect(problem?.data).toMatchObject({ limit: 10, actual: 11 });
  });

  it('needs at least one element', () => {
    expectTwins(msg(context([])), [{ rule: 'min-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
    expectTwins(msg({ type: 'context' }), [{ rule: 'required', pointer: '/blocks/0/elements', needle: blockStart('context') }]);
  });

  it('checks a text element against the text object limits, 1 to 3000 characters', () => {
    expect(validateBlocks(msg(context([mrkdwn('C'.repeat(3000))]))).problems).toEqual([]);
    expectTwins(msg(context([mrkdwn('C'.repeat(3001))])), [{ rule: 'max-length', pointer: '/blocks/0/elements/0/text', needle: 'CCCC' }]);
    expectTwins(msg(context([plain('')])), [{ rule: 'min-length', pointer: '/blocks/0/elements/0/text', needle: { json: '"text": ""', yaml: 'text: ""' } }]);
  });

  it('checks an image element as an element', () => {
    expectTwins(msg(context([{ type: 'image', image_url: 'https://example.com/a.png' }])), [
      { rule: 'required', pointer: '/blocks/0/elements/0/alt_text', needle: { json: '        {', yaml: 'type: image' } },
    ]);
  });

  it('holds text objects and images only, and names a misspelled type among both', () => {
    expectTwins(msg(context([{ type: 'button', text: plain('Go'), action_id: 'go' }])), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/elements/0/type', needle: 'button' },
    ]);
    expectTwins(
      msg(
        context([
          { type: 'imgae', image_url: 'https://example.com/a.png', alt_text: 'a' },
          { type: 'mrkdown', text: 'x' },
        ]),
      ),
      [
        { rule: 'unknown-type', pointer: '/blocks/0/elements/0/type', needle: 'imgae' },
        { rule: 'unknown-type', pointer: '/blocks/0/elements/1/type', needle: 'mrkdown' },
      ],
    );
    const problems = validateBlocks(msg(context([{ type: 'imgae' }, { type: 'mrkdown', text: 'x' }]))).problems;
    expect(problems.map((p) => p.data?.['suggestion'])).toEqual(['image', 'mrkdwn']);
    expect(problems[0]?.data?.['allowed']).toEqual(['plain_text', 'mrkdwn', 'image']);
  });

  it('names what a context element is when the type is missing', () => {
    const [problem] = validateBlocks(msg(context([{ text: 'x' }]))).problems;
    expect(problem?.rule).toBe('block-shape');
    expect(problem?.message).toContain('plain_text, mrkdwn or image');
  });
});
