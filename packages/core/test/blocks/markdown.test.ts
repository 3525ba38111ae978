import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { blockStart, home, modal, msg } from './layout-fixtures.js';

const markdown = (text: unknown) => ({ type: 'markdown', text });

describe('markdown block', () => {
  it('accepts the docs example', () => {
    expect(
      validateBlocks(msg(markdown('**Lots of information here!!**'), { type: 'markdown', text: '## Heading\n- one\n- two', block_id: 'md' })).problems,
    ).toEqual([]);
  });

  it('takes text of 1 to 12,000 characters and reports the 12,001st', () => {
    expect(validateBlocks(msg(markdown('M'.repeat(12_000)))).problems).toEqual([]);
    const problems = validateBlocks(msg(markdown('M'.repeat(12_001)))).problems;
    expect(problems.map((p) => [p.rule, p.pointer])).toContainEqual(['max-length', '/blocks/0/text']);
    expectTwins(msg(markdown('')), [{ rule: 'min-length', pointer: '/blocks/0/text', needle: ['text', 2] }]);
    expectTwins(msg({ type: 'markdown' }), [{ rule: 'required', pointer: '/blocks/0/text', needle: blockStart('markdown') }]);
  });

  it('takes standard markdown as a string, not a text object', () => {
    expectTwins(msg(markdown({ type: 'mrkdwn', text: '*x*' })), [{ rule: 'type', pointer: '/blocks/0/text', needle: ['text', 2] }]);
  });

  it('belongs in messages only', () => {
    expectTwins(modal(markdown('Hi')), [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'markdown' }]);
    expectTwins(home(markdown('Hi')), [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'markdown' }]);
  });
});
