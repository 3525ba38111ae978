import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { schemaFactsAt } from 'manifesto-core/language';
import { expectTwins } from './helpers.js';
import { blockStart, home, modal, msg, plain } from './layout-fixtures.js';

const docsFile = { type: 'file', external_id: 'ABCD1', source: 'remote' };

describe('file block', () => {
  it('accepts the docs example where the surface is unknown (a block or list read back from the platform)', () => {
    expect(validateBlocks(docsFile).problems).toEqual([]);
    expect(validateBlocks([docsFile, { ...docsFile, block_id: 'file' }]).problems).toEqual([]);
  });

  it('is accepted in a message and its attachments, as the platform SDKs post it against the live service', () => {
    expectTwins(msg(docsFile), []);
    expectTwins({ channel: 'C0123ABCDEF', text: 'Logo', blocks: [{ type: 'section', text: plain('v1') }, docsFile] }, []);
    expectTwins({ text: 'x', attachments: [{ blocks: [docsFile] }] }, []);
  });

  it('is not shown in a modal or a home tab', () => {
    for (const payload of [modal(docsFile), home(docsFile)]) {
      expectTwins(payload, [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'file' }]);
      expect(validateBlocks(payload).problems[0]?.data).toEqual({ surface: payload.type, surfaces: ['message'] });
    }
  });

  it('is offered as a block type in messages and where the surface is unknown, not in views', () => {
    const allowedAt = (value: unknown, pointer: string) => schemaFactsAt('blocks', value, pointer)?.allowed ?? [];
    for (const payload of [modal({ type: '' }), home({ type: '' })]) {
      expect(allowedAt(payload, '/blocks/0/type')).not.toContain('file');
      expect(allowedAt(payload, '/blocks/0/type')).toContain('divider');
    }
    expect(allowedAt(msg({ type: '' }), '/blocks/0/type')).toContain('file');
    expect(allowedAt([{ type: '' }], '/0/type')).toContain('file');
  });

  it('needs an external_id of at least one character and source remote', () => {
    expectTwins([{ ...docsFile, external_id: '' }], [{ rule: 'min-length', pointer: '/0/external_id', needle: 'external_id' }]);
    expectTwins([{ ...docsFile, source: 'local' }], [{ rule: 'enum', pointer: '/0/source', needle: 'local' }]);
    expectTwins([{ type: 'file', source: 'remote' }], [{ rule: 'required', pointer: '/0/external_id', needle: { json: '  {', yaml: 'type: file' } }]);
  });

  it('marks a missing key of a message block at the block', () => {
    expectTwins(msg({ type: 'file', external_id: 'X' }), [{ rule: 'required', pointer: '/blocks/0/source', needle: blockStart('file') }]);
  });
});
