import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { home, modal, msg } from './layout-fixtures.js';

describe('divider block', () => {
  it('accepts the docs example on every surface', () => {
    const divider = { type: 'divider' };
    expect(validateBlocks(msg(divider, { ...divider, block_id: 'line' })).problems).toEqual([]);
    expect(validateBlocks(modal(divider)).problems).toEqual([]);
    expect(validateBlocks(home(divider)).problems).toEqual([]);
  });

  it('has no fields besides block_id', () => {
    expectTwins(msg({ type: 'divider', text: 'x' }), [{ rule: 'unknown-key', pointer: '/blocks/0/text', needle: ['text', 2] }]);
  });

  it('names a misspelled block type', () => {
    expectTwins(msg({ type: 'divder' }), [{ rule: 'unknown-type', pointer: '/blocks/0/type', needle: 'divder' }]);
    expect(validateBlocks(msg({ type: 'divder' })).problems[0]?.data).toMatchObject({ suggestion: 'divider' });
  });
});
