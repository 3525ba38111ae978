import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { schemaFactsAt } from 'manifesto-core/language';
import { expectTwins } from './helpers.js';
import { blockStart, home, modal, msg } from './layout-fixtures.js';

/** A call registered with calls.add, posted by its id. */
const posted = { type: 'call', call_id: 'R0123ABCDEF' };
/** The same block as the platform returns it in a message (what an app may post again). */
const readBack = {
  ...posted,
  block_id: 'call-1',
  api_decoration_available: false,
  call: { v1: { id: 'R0123ABCDEF', name: 'Standup', join_url: 'https://calls.example.com/r/1', active_participants: [] } },
};

describe('call block', () => {
  it('is accepted in a message, posted by its call_id or as the platform returns it', () => {
    expectTwins(msg(posted), []);
    expectTwins({ channel: 'C0123ABCDEF', text: 'Standup call', blocks: [posted] }, []);
    expectTwins(msg(readBack), []);
    expect(validateBlocks([posted, readBack]).problems).toEqual([]);
  });

  it('is not shown in a modal or a home tab', () => {
    for (const payload of [modal(posted), home(posted)]) {
      expectTwins(payload, [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'call' }]);
      expect(validateBlocks(payload).problems[0]?.data).toEqual({ surface: payload.type, surfaces: ['message'] });
    }
  });

  it('needs a call_id, and keeps other keys and types to what the block has', () => {
    expectTwins(msg({ type: 'call' }), [{ rule: 'required', pointer: '/blocks/0/call_id', needle: blockStart('call') }]);
    expectTwins(msg({ ...posted, call_id: 7 }), [{ rule: 'type', pointer: '/blocks/0/call_id', needle: 'call_id' }]);
    expectTwins(msg({ ...posted, callId: 'R1' }), [{ rule: 'unknown-key', pointer: '/blocks/0/callId', needle: 'callId' }]);
  });

  it('is offered as a block type in messages, not in views', () => {
    const allowedAt = (value: unknown, pointer: string) => schemaFactsAt('blocks', value, pointer)?.allowed ?? [];
    expect(allowedAt(msg({ type: '' }), '/blocks/0/type')).toContain('call');
    expect(allowedAt(modal({ type: '' }), '/blocks/0/type')).not.toContain('call');
  });
});
