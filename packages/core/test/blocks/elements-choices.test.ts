import { describe, it } from 'vitest';
import { clean, inAccessory, inActions, inInput, md, mdOpt, one, opt, pt } from './elements-helpers.js';

const options = (count: number, make = opt) => Array.from({ length: count }, (_, i) => make(`value-${i}`, `Option ${i}`));

describe('checkboxes', () => {
  it('accepts the platform’s example, with mrkdwn text and descriptions', () => {
    clean(
      inInput({
        type: 'checkboxes',
        action_id: 'this_is_an_action_id',
        options: [
          { text: md('*a*'), value: 'A1', description: md('*the first*') },
          { ...opt('A2', 'b'), description: pt('the second') },
        ],
        initial_options: [{ text: md('*a*'), value: 'A1', description: md('*the first*') }],
        focus_on_load: true,
      }),
    );
  });

  it('holds options to 1–10', () => {
    clean(inActions({ type: 'checkboxes', options: options(10, mdOpt) }));
    one(inActions({ type: 'checkboxes', options: options(11) }), 'max-items', '/blocks/0/elements/0/options', 'options');
    one(inActions({ type: 'checkboxes', options: [] }), 'min-items', '/blocks/0/elements/0/options', 'options');
  });

  it('finds initial_options among the options', () => {
    one(
      inActions({ type: 'checkboxes', options: options(2), initial_options: [opt('value-7', 'Option 7')] }),
      'initial-option-unknown',
      '/blocks/0/elements/0/initial_options/0/value',
      'value-7',
    );
  });

  it('takes no url in an option', () => {
    one(
      inActions({ type: 'checkboxes', options: [opt('a', 'A', { url: 'https://example.com' })] }),
      'unknown-key',
      '/blocks/0/elements/0/options/0/url',
      'url',
    );
  });
});

describe('radio_buttons', () => {
  it('accepts the platform’s example', () => {
    clean(
      inAccessory({
        type: 'radio_buttons',
        action_id: 'this_is_an_action_id',
        initial_option: opt('A1', 'Radio 1'),
        options: [opt('A1', 'Radio 1'), opt('A2', 'Radio 2')],
      }),
    );
  });

  it('holds options to 1–10', () => {
    clean(inActions({ type: 'radio_buttons', options: options(10) }));
    one(inActions({ type: 'radio_buttons', options: options(11) }), 'max-items', '/blocks/0/elements/0/options', 'options');
    one(inActions({ type: 'radio_buttons', options: [] }), 'min-items', '/blocks/0/elements/0/options', 'options');
  });

  it('finds initial_option among the options, with the same text type', () => {
    one(
      inActions({ type: 'radio_buttons', options: options(2), initial_option: mdOpt('value-1', 'Option 1') }),
      'initial-option-unknown',
      '/blocks/0/elements/0/initial_option/text/type',
      'mrkdwn',
    );
  });
});

describe('overflow', () => {
  it('accepts the platform’s example, with a URL option', () => {
    clean(
      inAccessory({
        type: 'overflow',
        action_id: 'overflow',
        options: [opt('value-0', 'Option 1'), opt('value-1', 'Option 2', { url: 'https://example.com' })],
      }),
    );
  });

  it('holds options to 1–5', () => {
    clean(inActions({ type: 'overflow', options: options(5) }));
    one(inActions({ type: 'overflow', options: options(6) }), 'max-items', '/blocks/0/elements/0/options', 'options');
    one(inActions({ type: 'overflow', options: [] }), 'min-items', '/blocks/0/elements/0/options', 'options');
  });

  it('takes plain text options only', () => {
    one(inActions({ type: 'overflow', options: [mdOpt('a', 'A')] }), 'type-not-allowed', '/blocks/0/elements/0/options/0/text/type', 'mrkdwn');
  });

  it('is not an input element', () => {
    one(inInput({ type: 'overflow', options: options(2) }), 'type-not-allowed', '/blocks/0/element/type', 'overflow');
  });
});
