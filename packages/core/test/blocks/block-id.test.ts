import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { button, mrkdwn, msg, plain } from './layout-fixtures.js';

/** One valid block of each type that carries the shared BlockId, all valid in a message. */
const BLOCKS: Record<string, Record<string, unknown>> = {
  actions: { type: 'actions', elements: [button('b')] },
  context: { type: 'context', elements: [mrkdwn('note')] },
  context_actions: { type: 'context_actions', elements: [{ type: 'icon_button', icon: 'trash', text: plain('Delete'), action_id: 'd' }] },
  divider: { type: 'divider' },
  section: { type: 'section', text: mrkdwn('Hello') },
  image: { type: 'image', image_url: 'https://example.com/a.png', alt_text: 'a' },
  input: { type: 'input', label: plain('Name'), element: { type: 'plain_text_input', action_id: 'name' } },
  video: {
    type: 'video',
    title: plain('Clip'),
    alt_text: 'clip',
    thumbnail_url: 'https://example.com/t.jpg',
    video_url: 'https://example.com/embed/1',
  },
  markdown: { type: 'markdown', text: '**Hi**' },
  header: { type: 'header', text: plain('Header') },
};

describe('block_id on every block', () => {
  for (const [type, block] of Object.entries(BLOCKS)) {
    it(`${type}: 1 to 255 characters`, () => {
      expect(validateBlocks(msg({ ...block, block_id: 'i'.repeat(255) })).problems).toEqual([]);
      expect(validateBlocks(msg({ ...block, block_id: 'x' })).problems).toEqual([]);
      expectTwins(msg({ ...block, block_id: 'i'.repeat(256) }), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'iiii' }]);
      expectTwins(msg({ ...block, block_id: '' }), [{ rule: 'min-length', pointer: '/blocks/0/block_id', needle: 'block_id' }]);
      expectTwins(msg({ ...block, block_id: 7 }), [{ rule: 'type', pointer: '/blocks/0/block_id', needle: 'block_id' }]);
    });
  }

  it('describes block_id for editors', async () => {
    const { schemaFactsAt } = await import('manifesto-core/language');
    const facts = schemaFactsAt('blocks', msg(BLOCKS['section']), '/blocks/0/block_id');
    expect(facts?.limits).toEqual({ maxLength: 255, minLength: 1 });
    expect(facts?.description).toContain('unique per message or view');
  });
});
