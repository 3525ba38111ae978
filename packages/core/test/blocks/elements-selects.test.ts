import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { clean, dataOf, found, inAccessory, inActions, inInput, inModalInput, one, opt, pt, repeat } from './elements-helpers.js';

const options = (count: number) => Array.from({ length: count }, (_, i) => opt(`value-${i}`, `Option ${i}`));
const group = (label: string, count = 2) => ({ label: pt(label), options: options(count) });
const select = (type: string, extra: Record<string, unknown> = {}) => ({ type, action_id: 'pick', placeholder: pt('Choose'), ...extra });
const staticSelect = (extra: Record<string, unknown> = {}) => select('static_select', { options: options(3), ...extra });

describe('select menus', () => {
  it('accepts the platform’s examples of every select', () => {
    clean(inAccessory(staticSelect({ initial_option: opt('value-1', 'Option 1') })));
    clean(inActions(select('static_select', { option_groups: [group('Group 1'), group('Group 2')] })));
    clean(inInput(select('multi_static_select', { options: options(3), initial_options: [opt('value-0', 'Option 0')], max_selected_items: 2 })));
    clean(inActions(select('external_select', { min_query_length: 3, initial_option: opt('x', 'X') })));
    clean(inActions(select('multi_external_select', { min_query_length: 0, initial_options: [opt('x', 'X')], max_selected_items: 1 })));
    clean(inActions(select('users_select', { initial_user: 'U0123456' })));
    clean(inActions(select('multi_users_select', { initial_users: ['U0123456', 'W0123456'] })));
    clean(
      inModalInput(
        select('conversations_select', {
          initial_conversation: 'C0123456',
          default_to_current_conversation: true,
          response_url_enabled: true,
          filter: { include: ['public', 'mpim'], exclude_bot_users: true },
        }),
      ),
    );
    clean(inActions(select('multi_conversations_select', { initial_conversations: ['C0123456'], filter: { exclude_external_shared_channels: true } })));
    clean(inActions(select('channels_select', { initial_channel: 'C0123456', response_url_enabled: false })));
    clean(inActions(select('multi_channels_select', { initial_channels: ['C0123456'], max_selected_items: 3, focus_on_load: false })));
  });

  it('holds the placeholder to 150 characters of plain text', () => {
    clean(inActions(select('users_select', { placeholder: pt(repeat('P', 150)) })));
    one(inActions(select('users_select', { placeholder: pt(repeat('P', 151)) })), 'max-length', '/blocks/0/elements/0/placeholder/text', 'PPPP');
    one(
      inActions(select('users_select', { placeholder: { type: 'mrkdwn', text: 'Who?' } })),
      'type-not-allowed',
      '/blocks/0/elements/0/placeholder/type',
      'mrkdwn',
    );
  });

  it('holds options and option_groups to 100 each', () => {
    clean(inActions(staticSelect({ options: options(100) })));
    one(inActions(staticSelect({ options: options(101) })), 'max-items', '/blocks/0/elements/0/options', 'options');
    const groups = (count: number) => Array.from({ length: count }, (_, i) => group(`Group ${i}`, 1));
    clean(inActions(select('multi_static_select', { option_groups: groups(100) })));
    one(inActions(select('multi_static_select', { option_groups: groups(101) })), 'max-items', '/blocks/0/elements/0/option_groups', 'option_groups');
    expect(dataOf(inActions(select('multi_static_select', { option_groups: groups(101) })))).toEqual({ limit: 100, actual: 101 });
    one(inActions(select('static_select', { option_groups: [] })), 'min-items', '/blocks/0/elements/0/option_groups', 'option_groups');
  });

  it('takes options or option_groups, not both, and a static select needs one', () => {
    one(inActions(staticSelect({ option_groups: [group('G')] })), 'options-exclusive', '/blocks/0/elements/0/option_groups', 'option_groups');
    one(
      inActions(select('multi_static_select', { options: options(1), option_groups: [group('G')] })),
      'options-exclusive',
      '/blocks/0/elements/0/option_groups',
      'option_groups',
    );
    one(inActions(select('static_select')), 'options-exclusive', '/blocks/0/elements/0', {
      json: '{\n          "type": "static_select"',
      yaml: 'static_select',
    });
    expect(found(inActions(select('multi_static_select')))).toEqual([{ rule: 'options-exclusive', pointer: '/blocks/0/elements/0' }]);
  });

  it('finds initial_option among the options, by value and text', () => {
    one(
      inActions(staticSelect({ initial_option: opt('value-9', 'Option 9') })),
      'initial-option-unknown',
      '/blocks/0/elements/0/initial_option/value',
      'value-9',
    );
    one(
      inActions(staticSelect({ initial_option: opt('value-1', 'Renamed') })),
      'initial-option-unknown',
      '/blocks/0/elements/0/initial_option/text/text',
      'Renamed',
    );
    const renamed = inActions(staticSelect({ initial_option: opt('value-1', 'Renamed') }));
    expect(fixesFor('blocks', renamed, validateBlocks(renamed).problems[0]!)).toEqual([
      { title: 'Change to "Option 1"', edits: [{ op: 'set', pointer: '/blocks/0/elements/0/initial_option/text/text', value: 'Option 1' }] },
    ]);
    clean(inActions(select('static_select', { option_groups: [group('G', 3)], initial_option: opt('value-2', 'Option 2') })));
    const problem = validateBlocks(inActions(staticSelect({ initial_option: opt('nope', 'Nope') }))).problems[0];
    expect(problem?.message).toContain('"nope"');
    expect(problem?.data).toMatchObject({ value: 'nope', values: ['value-0', 'value-1', 'value-2'] });
  });

  it('finds each of initial_options among the options', () => {
    const value = inInput(select('multi_static_select', { options: options(3), initial_options: [opt('value-0', 'Option 0'), opt('gone', 'Gone')] }));
    one(value, 'initial-option-unknown', '/blocks/0/element/initial_options/1/value', 'gone');
  });

  it('needs max_selected_items of at least 1', () => {
    clean(inActions(select('multi_users_select', { max_selected_items: 1 })));
    one(
      inActions(select('multi_users_select', { max_selected_items: 0 })),
      'element-number-range',
      '/blocks/0/elements/0/max_selected_items',
      'max_selected_items',
    );
    expect(dataOf(inActions(select('multi_channels_select', { max_selected_items: 0 })))).toEqual({ limit: 1, actual: 0 });
    one(inActions(select('multi_users_select', { max_selected_items: 1.5 })), 'type', '/blocks/0/elements/0/max_selected_items', 'max_selected_items');
  });

  it('needs min_query_length of at least 0', () => {
    clean(inActions(select('external_select', { min_query_length: 0 })));
    one(inActions(select('external_select', { min_query_length: -1 })), 'element-number-range', '/blocks/0/elements/0/min_query_length', 'min_query_length');
  });

  it('keeps each select’s own fields', () => {
    one(inActions(select('users_select', { initial_channel: 'C1' })), 'unknown-key', '/blocks/0/elements/0/initial_channel', 'initial_channel');
    one(
      inActions(select('multi_channels_select', { response_url_enabled: true })),
      'unknown-key',
      '/blocks/0/elements/0/response_url_enabled',
      'response_url_enabled',
    );
    one(inActions(select('external_select', { options: options(1) })), 'unknown-key', '/blocks/0/elements/0/options', 'options');
  });

  it('warns of response_url_enabled outside an input block of a modal', () => {
    clean(inModalInput(select('channels_select', { response_url_enabled: true })));
    one(
      inInput(select('conversations_select', { response_url_enabled: true })),
      'response-url-enabled-place',
      '/blocks/0/element/response_url_enabled',
      'response_url_enabled',
    );
    one(
      inActions(select('channels_select', { response_url_enabled: true })),
      'response-url-enabled-place',
      '/blocks/0/elements/0/response_url_enabled',
      'response_url_enabled',
    );
    const [problem] = validateBlocks(inActions(select('channels_select', { response_url_enabled: true }))).problems;
    expect(problem?.severity).toBe('warning');
    expect(problem?.message).toContain('an actions block');
  });
});
