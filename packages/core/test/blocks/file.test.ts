import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { schemaFactsAt } from 'manifesto-core/language';
import { expectTwins } from './helpers.js';
import { blockStart, home, modal, msg } from './layout-fixtures.js';

const docsFile = { type: 'file', external_id: 'ABCD1', source: 'remote' };

describe('file block', () => {
  it('accepts the docs example where the surface is unknown (a block or list read back from the platform)', () => {
    expect(validateBlocks(docsFile).problems).toEqual([]);
    expect(validateBlocks([docsFile, { ...docsFile, block_id: 'file' }]).problems).toEqual([]);
  });

  it('cannot be sent in a message, a modal or a home tab', () => {
    for (const payload of [msg(docsFile), modal(docsFile), home(docsFile)]) {
      expectTwins(payload, [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'file' }]);
    }
    const [problem] = validateBlocks(msg(docsFile)).problems;
    expect(problem?.message).toContain('apps cannot send it on any surface');
    expect(problem?.message).toContain('files.remote.share');
  });

  it('is not offered as a block type on a known surface, only where the surface is unknown', () => {
    const allowedAt = (value: unknown, pointer: string) => schemaFactsAt('blocks', value, pointer)?.allowed ?? [];
    for (const payload of [msg({ type: '' }), modal({ type: '' }), home({ type: '' })]) {
      expect(allowedAt(payload, '/blocks/0/type')).not.toContain('file');
      expect(allowedAt(payload, '/blocks/0/type')).toContain('divider');
    }
    expect(allowedAt([{ type: '' }], '/0/type')).toContain('file');
  });

  it('needs an external_id of at least one character and source remote', () => {
    expectTwins([{ ...docsFile, external_id: '' }], [{ rule: 'min-length', pointer: '/0/external_id', needle: 'external_id' }]);
    expectTwins([{ ...docsFile, source: 'local' }], [{ rule: 'enum', pointer: '/0/source', needle: 'local' }]);
    expectTwins([{ type: 'file', source: 'remote' }], [{ rule: 'required', pointer: '/0/external_id', needle: { json: '  {', yaml: 'type: file' } }]);
  });

  it('marks a missing key of a message block at the block', () => {
    expectTwins(msg({ type: 'file', external_id: 'X' }), [
      { rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'file' },
      { rule: 'required', pointer: '/blocks/0/source', needle: blockStart('file') },
    ]);
  });
});
