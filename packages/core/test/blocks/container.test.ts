import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });
const container = (extra: Record<string, unknown>, children: unknown[] = [section('Inside')]) => ({ type: 'container', ...extra, child_blocks: children });
const richTitle = { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: 'Weekly report', style: { bold: true } }] }] };

describe('container block', () => {
  it('accepts the documented shape: title, subtitle, icon, width, collapsing and child blocks', () => {
    const example = container(
      {
        block_id: 'report',
        title: plain('Weekly report'),
        subtitle: { type: 'mrkdwn', text: '_Updated Monday_' },
        icon: { type: 'image', image_url: 'https://example.com/icon.png', alt_text: 'Report icon' },
        width: 'wide',
        is_collapsible: true,
        default_collapsed: true,
        has_header_divider: false,
      },
      [
        { type: 'header', text: plain('Numbers') },
        section('Revenue is up.'),
        { type: 'divider' },
        { type: 'context', elements: [{ type: 'mrkdwn', text: 'Source: finance' }] },
        { type: 'actions', elements: [{ type: 'button', text: plain('Open'), action_id: 'open' }] },
        { type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: 'Rich' }] }] },
        { type: 'table', rows: [[{ type: 'raw_text', text: 'A' }]] },
      ],
    );
    expect(validateBlocks(message(example)).problems).toEqual([]);
    expect(validateBlocks(message(container({ rich_text_title: richTitle }))).problems).toEqual([]);
  });

  it('needs a title or a rich_text_title', () => {
    expectTwins(message(container({ subtitle: plain('no title') })), [
      { rule: 'container-title-missing', pointer: '/blocks/0/title', needle: { json: '    {', yaml: '- type: container' } },
    ]);
  });

  it('starts collapsed only when it is collapsible', () => {
    expectTwins(message(container({ title: plain('t'), default_collapsed: true })), [
      { rule: 'container-collapsed-not-collapsible', pointer: '/blocks/0/default_collapsed', needle: 'default_collapsed' },
    ]);
  });

  it('title and subtitle are at most 150 characters; the title is plain text', () => {
    expect(validateBlocks(message(container({ title: plain('T'.repeat(150)), subtitle: { type: 'mrkdwn', text: 'S'.repeat(150) } }))).problems).toEqual([]);
    expectTwins(message(container({ title: plain('T'.repeat(151)), subtitle: plain('S'.repeat(151)) })), [
      { rule: 'max-length', pointer: '/blocks/0/title/text', needle: 'TTTT' },
      { rule: 'max-length', pointer: '/blocks/0/subtitle/text', needle: 'SSSS' },
    ]);
    expectTwins(message(container({ title: { type: 'mrkdwn', text: '*t*' } })), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/title/type', needle: 'mrkdwn' },
    ]);
  });

  it('holds 1 to 10 child blocks', () => {
    const children = (n: number) => Array.from({ length: n }, (_, i) => section(`Child ${i}`));
    expect(validateBlocks(message(container({ title: plain('t') }, children(10)))).problems).toEqual([]);
    expectTwins(message(container({ title: plain('t') }, children(11))), [{ rule: 'max-items', pointer: '/blocks/0/child_blocks', needle: 'child_blocks' }]);
    expectTwins(message(container({ title: plain('t') }, [])), [{ rule: 'min-items', pointer: '/blocks/0/child_blocks', needle: 'child_blocks' }]);
  });

  it('holds only the documented child types, and checks each child', () => {
    expectTwins(
      message(
        container({ title: plain('t'), rich_text_title: section('not rich') }, [
          { type: 'card', title: plain('c') },
          { type: 'container', title: plain('nested'), child_blocks: [section('x')] },
          { type: 'header', text: plain('H'.repeat(151)) },
        ]),
      ),
      [
        { rule: 'type-not-allowed', pointer: '/blocks/0/rich_text_title/type', needle: { json: '"type": "section"', yaml: 'type: section' } },
        { rule: 'type-not-allowed', pointer: '/blocks/0/child_blocks/0/type', needle: { json: '"type": "card"', yaml: 'type: card' } },
        { rule: 'type-not-allowed', pointer: '/blocks/0/child_blocks/1/type', needle: { json: ['"type": "container"', 2], yaml: ['type: container', 2] } },
        { rule: 'max-length', pointer: '/blocks/0/child_blocks/2/text/text', needle: 'HHHH' },
      ],
    );
  });

  it('names a misspelled width', () => {
    expectTwins(message(container({ title: plain('t'), width: 'wid' })), [{ rule: 'enum', pointer: '/blocks/0/width', needle: 'wid' }]);
  });

  it('the block id is at most 255 characters', () => {
    expectTwins(message(container({ title: plain('t'), block_id: 'b'.repeat(256) })), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});
