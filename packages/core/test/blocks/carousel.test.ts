import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const card = (n: number) => ({
  type: 'card',
  title: plain(`Card ${n}`),
  body: { type: 'mrkdwn', text: `Body ${n}` },
  actions: [{ type: 'button', text: plain('Open'), action_id: `open_${n}`, url: 'https://example.com' }],
});
const carousel = (elements: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'carousel', elements, ...extra });
const cards = (n: number) => Array.from({ length: n }, (_, i) => card(i));

describe('carousel block', () => {
  it('holds 1 to 10 cards', () => {
    expect(validateBlocks(message(carousel(cards(1), { block_id: 'c' }))).problems).toEqual([]);
    expect(validateBlocks(message(carousel(cards(10)))).problems).toEqual([]);
    expectTwins(message(carousel(cards(11))), [{ rule: 'max-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
    expectTwins(message(carousel([])), [{ rule: 'min-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
  });

  it('holds cards only, and checks each card', () => {
    expectTwins(message(carousel([{ type: 'section', text: plain('not a card') }, { type: 'card', subtitle: plain('empty') }, { type: 'crad' }])), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/elements/0/type', needle: 'section' },
      { rule: 'card-empty', pointer: '/blocks/0/elements/1', needle: { json: ['      {', 2], yaml: '- type: card' } },
      { rule: 'unknown-type', pointer: '/blocks/0/elements/2/type', needle: 'crad' },
    ]);
  });

  it('is shown in messages and home tabs, not in modals: one problem at the carousel, none for its cards', () => {
    expect(validateBlocks({ type: 'home', blocks: [carousel(cards(2))] }).problems).toEqual([]);
    expectTwins({ type: 'modal', title: plain('Cards'), blocks: [carousel(cards(1))] }, [
      { rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "carousel"', yaml: 'type: carousel' } },
    ]);
  });

  it('the block id is at most 255 characters', () => {
    expectTwins(message(carousel(cards(1), { block_id: 'b'.repeat(256) })), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});
