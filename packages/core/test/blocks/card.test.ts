import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const image = { type: 'image', image_url: 'https://example.com/hero.png', alt_text: 'A hero picture' };
const button = (n: number) => ({ type: 'button', text: plain(`Go ${n}`), action_id: `go_${n}` });
const card = (extra: Record<string, unknown>) => ({ type: 'card', ...extra });

describe('card block', () => {
  it('accepts the documented example: hero image, icon, title, subtitle, body, subtext and buttons', () => {
    const example = card({
      block_id: 'card_1',
      hero_image: image,
      icon: { type: 'image', image_url: 'https://example.com/icon.png', alt_text: 'Icon' },
      title: mrkdwn('*Slack Card*'),
      subtitle: plain('A subtitle'),
      body: mrkdwn('The body of the card, with _formatting_.'),
      subtext: plain('Updated today'),
      actions: [{ ...button(1), url: 'https://example.com' }, button(2)],
    });
    expect(validateBlocks(message(example)).problems).toEqual([]);
    expect(validateBlocks(message(card({ title: plain('Only a title') }))).problems).toEqual([]);
    expect(validateBlocks(message(card({ hero_image: image }))).problems).toEqual([]);
  });

  it('needs at least one of hero_image, title, actions and body', () => {
    expectTwins(message(card({ subtitle: plain('Nothing else') })), [
      { rule: 'card-empty', pointer: '/blocks/0', needle: { json: '    {', yaml: '- type: card' } },
    ]);
  });

  it('title and subtitle are at most 150 characters, body and subtext 200', () => {
    expect(
      validateBlocks(
        message(card({ title: plain('T'.repeat(150)), subtitle: mrkdwn('S'.repeat(150)), body: plain('B'.repeat(200)), subtext: plain('X'.repeat(200)) })),
      ).problems,
    ).toEqual([]);
    expectTwins(
      message(card({ title: plain('T'.repeat(151)), subtitle: mrkdwn('S'.repeat(151)), body: plain('B'.repeat(201)), subtext: plain('X'.repeat(201)) })),
      [
        { rule: 'max-length', pointer: '/blocks/0/title/text', needle: 'TTTT' },
        { rule: 'max-length', pointer: '/blocks/0/subtitle/text', needle: 'SSSS' },
        { rule: 'max-length', pointer: '/blocks/0/body/text', needle: 'BBBB' },
        { rule: 'max-length', pointer: '/blocks/0/subtext/text', needle: 'XXXX' },
      ],
    );
  });

  it('holds 1 to 3 buttons, as the card reference says', () => {
    expect(validateBlocks(message(card({ actions: [button(1)] }))).problems).toEqual([]);
    expect(validateBlocks(message(card({ actions: [button(1), button(2), button(3)] }))).problems).toEqual([]);
    const four = message(card({ actions: [button(1), button(2), button(3), button(4)] }));
    expectTwins(four, [{ rule: 'max-items', pointer: '/blocks/0/actions', needle: 'actions' }]);
    expect(validateBlocks(four).problems[0]?.data).toEqual({ limit: 3, actual: 4 });
    expectTwins(message(card({ title: plain('t'), actions: [] })), [{ rule: 'min-items', pointer: '/blocks/0/actions', needle: 'actions' }]);
  });

  it('holds buttons as actions and image elements as pictures', () => {
    expectTwins(
      message(
        card({
          hero_image: { type: 'button', text: plain('no'), action_id: 'x' },
          actions: [{ type: 'overflow', action_id: 'o', options: [{ text: plain('a'), value: 'a' }] }],
        }),
      ),
      [
        { rule: 'type-not-allowed', pointer: '/blocks/0/hero_image/type', needle: { json: '"type": "button"', yaml: 'type: button' } },
        { rule: 'type-not-allowed', pointer: '/blocks/0/actions/0/type', needle: 'overflow' },
      ],
    );
  });

  it('is shown in messages and home tabs, not in modals', () => {
    expect(validateBlocks({ type: 'home', blocks: [card({ title: plain('Home card') })] }).problems).toEqual([]);
    expectTwins({ type: 'modal', title: plain('Cards'), blocks: [card({ title: plain('x') })] }, [
      { rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "card"', yaml: 'type: card' } },
    ]);
  });

  it('takes a Slack icon object instead of an image icon', () => {
    expectTwins(message(card({ title: plain('Deploys'), slack_icon: { type: 'icon', name: 'rocket' } })), []);
    expectTwins(message(card({ title: plain('Deploys'), slack_icon: { type: 'icon', name: 'star-filled' }, body: mrkdwn('ok') })), []);
  });

  it('refuses icon and slack_icon together, at slack_icon', () => {
    const both = card({ title: plain('Deploys'), icon: image, slack_icon: { type: 'icon', name: 'rocket' } });
    expectTwins(message(both), [{ rule: 'card-icon-conflict', pointer: '/blocks/0/slack_icon', needle: 'slack_icon' }]);
  });

  it('checks the Slack icon object: its type, its keys, and an unlisted name as a warning with the name meant', () => {
    expectTwins(message(card({ title: plain('x'), slack_icon: { type: 'image', name: 'rocket' } })), [
      { rule: 'enum', pointer: '/blocks/0/slack_icon/type', needle: 'image' },
    ]);
    expectTwins(message(card({ title: plain('x'), slack_icon: { type: 'icon', name: 'rocket', size: 2 } })), [
      { rule: 'unknown-key', pointer: '/blocks/0/slack_icon/size', needle: 'size' },
    ]);
    expectTwins(message(card({ title: plain('x'), slack_icon: { type: 'icon' } })), [
      { rule: 'required', pointer: '/blocks/0/slack_icon/name', needle: { json: '"slack_icon": {', yaml: 'slack_icon:' } },
    ]);
    expectTwins(message(card({ title: plain('x'), slack_icon: { type: 'icon', name: 'rockett' } })), [
      { rule: 'slack-icon-name-unknown', pointer: '/blocks/0/slack_icon/name', needle: 'rockett' },
    ]);
    const [problem] = validateBlocks(message(card({ title: plain('x'), slack_icon: { type: 'icon', name: 'rockett' } }))).problems;
    expect([problem?.severity, problem?.data?.['suggestion']]).toEqual(['warning', 'rocket']);
  });

  it('the block id is at most 255 characters', () => {
    expect(validateBlocks(message(card({ title: plain('t'), block_id: 'b'.repeat(255) }))).problems).toEqual([]);
    expectTwins(message(card({ title: plain('t'), block_id: 'b'.repeat(256) })), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});

describe('card in editors', () => {
  it('shows the actions limit', async () => {
    const { schemaFactsAt } = await import('manifesto-core/language');
    const facts = schemaFactsAt('blocks', message(card({ actions: [] })), '/blocks/0/actions');
    expect(facts?.limits).toEqual({ maxItems: 3, minItems: 1 });
    // The other value of a disputed limit is told in hover, never in a message.
    expect(facts?.note).toMatch(/\b2\b/);
  });
});
