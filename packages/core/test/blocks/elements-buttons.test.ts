import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { clean, dataOf, found, inAccessory, inActions, inContextActions, one, pt, repeat } from './elements-helpers.js';

const button = (extra: Record<string, unknown> = {}) => ({ type: 'button', text: pt('Approve'), action_id: 'approve', ...extra });
const trigger = { url: 'https://slack.com/shortcuts/Ft0123ABC456/123abc' };
const workflowButton = (extra: Record<string, unknown> = {}) => ({
  type: 'workflow_button',
  text: pt('Run'),
  action_id: 'run',
  workflow: { trigger },
  ...extra,
});
const iconButton = (extra: Record<string, unknown> = {}) => ({ type: 'icon_button', icon: 'trash', text: pt('Delete'), ...extra });
const feedback = (positive: Record<string, unknown> = {}, negative: Record<string, unknown> = {}) => ({
  type: 'feedback_buttons',
  action_id: 'feedback',
  positive_button: { text: pt('Good'), value: 'up', ...positive },
  negative_button: { text: pt('Bad'), value: 'down', ...negative },
});

describe('button', () => {
  it('accepts the platform’s examples', () => {
    clean(inActions(button({ value: 'click_me_123' })));
    clean(inActions(button({ url: 'https://www.example.com', style: 'primary', accessibility_label: 'Approve the request' })));
    clean(
      inAccessory(
        button({
          style: 'danger',
          confirm: {
            title: pt('Are you sure?'),
            text: { type: 'mrkdwn', text: 'Wouldn’t you prefer a good game of _chess_?' },
            confirm: pt('Do it'),
            deny: pt('Stop'),
          },
        }),
      ),
    );
  });

  it('holds text to 75 characters', () => {
    clean(inActions(button({ text: pt(repeat('A', 75)) })));
    one(inActions(button({ text: pt(repeat('A', 76)) })), 'max-length', '/blocks/0/elements/0/text/text', 'AAAA');
    expect(dataOf(inActions(button({ text: pt(repeat('A', 76)) })))).toEqual({ limit: 75, actual: 76 });
  });

  it('takes plain text only', () => {
    one(inActions(button({ text: { type: 'mrkdwn', text: '*Go*' } })), 'type-not-allowed', '/blocks/0/elements/0/text/type', 'mrkdwn');
  });

  it('holds value to 1–2000 characters', () => {
    clean(inActions(button({ value: repeat('v', 2000) })));
    one(inActions(button({ value: repeat('v', 2001) })), 'max-length', '/blocks/0/elements/0/value', 'vvvv');
    one(inActions(button({ value: '' })), 'min-length', '/blocks/0/elements/0/value', 'value');
  });

  it('holds url to 3000 characters of http or https (no source requires https for a link button)', () => {
    const url = (length: number) => 'https://example.com/' + repeat('u', length - 20);
    clean(inActions(button({ url: url(3000) })));
    one(inActions(button({ url: url(3001) })), 'max-length', '/blocks/0/elements/0/url', 'uuuu');
    clean(inActions(button({ url: 'http://example.com' })));
    one(inActions(button({ url: 'ftp://example.com' })), 'url', '/blocks/0/elements/0/url', 'ftp://example.com');
  });

  it('holds accessibility_label to 1–75 characters', () => {
    clean(inActions(button({ accessibility_label: repeat('L', 75) })));
    one(inActions(button({ accessibility_label: repeat('L', 76) })), 'max-length', '/blocks/0/elements/0/accessibility_label', 'LLLL');
    one(inActions(button({ accessibility_label: '' })), 'min-length', '/blocks/0/elements/0/accessibility_label', 'accessibility_label');
  });

  it('holds action_id to 1–255 characters', () => {
    clean(inActions(button({ action_id: repeat('a', 255) })));
    one(inActions(button({ action_id: repeat('a', 256) })), 'max-length', '/blocks/0/elements/0/action_id', 'aaaa');
    one(inActions(button({ action_id: '' })), 'min-length', '/blocks/0/elements/0/action_id', 'action_id');
  });

  it('knows its styles and keys, with did-you-mean', () => {
    one(inActions(button({ style: 'primery' })), 'enum', '/blocks/0/elements/0/style', 'primery');
    expect(validateBlocks(inActions(button({ style: 'primery' }))).problems[0]?.data).toMatchObject({ suggestion: 'primary' });
    one(inActions(button({ vaule: 'x' })), 'unknown-key', '/blocks/0/elements/0/vaule', 'vaule');
  });

  it('calls a misspelled element type by its likely name', () => {
    one(inActions({ type: 'buton', text: pt('Go') }), 'unknown-type', '/blocks/0/elements/0/type', 'buton');
  });

  it('needs text', () => {
    expect(found(inActions({ type: 'button', action_id: 'a' }))).toEqual([{ rule: 'required', pointer: '/blocks/0/elements/0/text' }]);
  });
});

describe('workflow_button', () => {
  it('accepts the platform’s example', () => {
    clean(
      inActions(
        workflowButton({
          workflow: {
            trigger: { ...trigger, customizable_input_parameters: [{ name: 'input_parameter_a', value: 'Value for input param A' }] },
          },
        }),
      ),
    );
  });

  it('holds text and accessibility_label to 75 characters', () => {
    clean(inActions(workflowButton({ text: pt(repeat('W', 75)), accessibility_label: repeat('L', 75) })));
    one(inActions(workflowButton({ text: pt(repeat('W', 76)) })), 'max-length', '/blocks/0/elements/0/text/text', 'WWWW');
    one(inActions(workflowButton({ accessibility_label: repeat('L', 76) })), 'max-length', '/blocks/0/elements/0/accessibility_label', 'LLLL');
  });

  it('needs a workflow and an action_id', () => {
    expect(found(inActions({ type: 'workflow_button', text: pt('Run') }))).toEqual([
      { rule: 'required', pointer: '/blocks/0/elements/0/workflow' },
      { rule: 'required', pointer: '/blocks/0/elements/0/action_id' },
    ]);
  });
});

describe('icon_button', () => {
  it('accepts an icon button in a context_actions block', () => {
    clean(inContextActions(iconButton({ action_id: 'delete', value: 'x', accessibility_label: 'Delete', visible_to_user_ids: ['U0123'] })));
  });

  it('holds text, value and accessibility_label to their limits', () => {
    clean(inContextActions(iconButton({ text: pt(repeat('T', 75)), value: repeat('v', 2000), accessibility_label: repeat('L', 75) })));
    one(inContextActions(iconButton({ text: pt(repeat('T', 76)) })), 'max-length', '/blocks/0/elements/0/text/text', 'TTTT');
    one(inContextActions(iconButton({ value: repeat('v', 2001) })), 'max-length', '/blocks/0/elements/0/value', 'vvvv');
    one(inContextActions(iconButton({ accessibility_label: repeat('L', 76) })), 'max-length', '/blocks/0/elements/0/accessibility_label', 'LLLL');
  });

  it('is visible to at most 10 users', () => {
    const users = (count: number) => Array.from({ length: count }, (_, i) => `U${1000 + i}`);
    clean(inContextActions(iconButton({ visible_to_user_ids: users(10) })));
    one(inContextActions(iconButton({ visible_to_user_ids: users(11) })), 'max-items', '/blocks/0/elements/0/visible_to_user_ids', 'visible_to_user_ids');
  });

  it('has one icon, trash', () => {
    one(inContextActions(iconButton({ icon: 'bin' })), 'enum', '/blocks/0/elements/0/icon', 'bin');
  });
});

describe('feedback_buttons', () => {
  it('accepts the platform’s example', () => {
    clean(inContextActions(feedback({ accessibility_label: 'Mark as good' }, { accessibility_label: 'Mark as bad' })));
  });

  it('holds each button’s text, value and accessibility_label to their limits', () => {
    clean(inContextActions(feedback({ text: pt(repeat('G', 75)), value: repeat('v', 2000), accessibility_label: repeat('L', 75) })));
    one(inContextActions(feedback({ text: pt(repeat('G', 76)) })), 'max-length', '/blocks/0/elements/0/positive_button/text/text', 'GGGG');
    one(inContextActions(feedback({}, { value: repeat('v', 2001) })), 'max-length', '/blocks/0/elements/0/negative_button/value', 'vvvv');
    one(inContextActions(feedback({ accessibility_label: repeat('L', 76) })), 'max-length', '/blocks/0/elements/0/positive_button/accessibility_label', 'LLLL');
  });
});
