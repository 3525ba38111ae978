import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { clean, found, inActions, inInput, one, pt } from './elements-helpers.js';

const textInput = (config: unknown) => inInput({ type: 'plain_text_input', action_id: 'text', dispatch_action_config: config });
const conversations = (filter: unknown) => inActions({ type: 'conversations_select', action_id: 'c', filter });
const workflowButton = (workflow: unknown) => inActions({ type: 'workflow_button', text: pt('Run'), action_id: 'run', workflow });

describe('dispatch_action_config', () => {
  it('takes one or both triggers, each once', () => {
    clean(textInput({ trigger_actions_on: ['on_enter_pressed'] }));
    clean(textInput({ trigger_actions_on: ['on_enter_pressed', 'on_character_entered'] }));
    one(textInput({ trigger_actions_on: [] }), 'min-items', '/blocks/0/element/dispatch_action_config/trigger_actions_on', 'trigger_actions_on');
    one(
      textInput({ trigger_actions_on: ['on_enter_pressed', 'on_enter_pressed'] }),
      'unique-items',
      '/blocks/0/element/dispatch_action_config/trigger_actions_on',
      'trigger_actions_on',
    );
    expect(
      found(textInput({ trigger_actions_on: ['on_enter_pressed', 'on_character_entered', 'on_enter_pressed'] }))
        .map((p) => p.rule)
        .sort(),
    ).toEqual(['max-items', 'unique-items']);
  });

  it('knows the two triggers', () => {
    one(textInput({ trigger_actions_on: ['on_enter'] }), 'enum', '/blocks/0/element/dispatch_action_config/trigger_actions_on/0', 'on_enter');
  });
});

describe('conversation filter', () => {
  it('accepts the platform’s example', () => {
    clean(conversations({ include: ['public', 'mpim'], exclude_bot_users: true, exclude_external_shared_channels: false }));
  });

  it('needs at least one field, and a non-empty include of known kinds, each once', () => {
    one(conversations({}), 'min-properties', '/blocks/0/elements/0/filter', 'filter');
    one(conversations({ include: [] }), 'min-items', '/blocks/0/elements/0/filter/include', 'include');
    one(conversations({ include: ['channels'] }), 'enum', '/blocks/0/elements/0/filter/include/0', 'channels');
    one(conversations({ include: ['im', 'im'] }), 'unique-items', '/blocks/0/elements/0/filter/include', 'include');
    one(conversations({ exclude_bots: true }), 'unknown-key', '/blocks/0/elements/0/filter/exclude_bots', 'exclude_bots');
  });
});

describe('workflow and trigger', () => {
  const url = 'https://slack.com/shortcuts/Ft0123ABC456/321';

  it('accepts a trigger with customizable input parameters', () => {
    clean(workflowButton({ trigger: { url, customizable_input_parameters: [{ name: 'input_parameter_a', value: 'A' }] } }));
  });

  it('needs a trigger with an https url', () => {
    expect(found(workflowButton({}))).toEqual([{ rule: 'required', pointer: '/blocks/0/elements/0/workflow/trigger' }]);
    one(workflowButton({ trigger: { url: 'slack.com/shortcuts/x' } }), 'url', '/blocks/0/elements/0/workflow/trigger/url', 'slack.com/shortcuts/x');
  });

  it('names each input parameter', () => {
    one(
      workflowButton({ trigger: { url, customizable_input_parameters: [{ name: '', value: 'A' }] } }),
      'workflow-input-name-empty',
      '/blocks/0/elements/0/workflow/trigger/customizable_input_parameters/0/name',
      'name',
    );
    // A warning: the Trigger object page states no minimum length.
    expect(
      validateBlocks(workflowButton({ trigger: { url, customizable_input_parameters: [{ name: '', value: 'A' }] } })).problems.map((p) => p.severity),
    ).toEqual(['warning']);
    one(
      workflowButton({ trigger: { url, customizable_input_parameters: [{ name: 'a', value: 'A', label: 'x' }] } }),
      'unknown-key',
      '/blocks/0/elements/0/workflow/trigger/customizable_input_parameters/0/label',
      'label',
    );
  });
});
