import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { expectTwins } from './helpers.js';
import { blockStart, modal, mrkdwn, plain } from './layout-fixtures.js';

const input = (fields: Record<string, unknown>) => ({
  type: 'input',
  label: plain('Label'),
  element: { type: 'plain_text_input', action_id: 'text' },
  ...fields,
});

describe('input block', () => {
  it('accepts the docs examples: a multiline text input, a hint, optional, dispatch_action, a file input', () => {
    const problems = validateBlocks(
      modal(
        {
          type: 'input',
          element: { type: 'plain_text_input', multiline: true, action_id: 'ml_input' },
          label: plain('Label', { emoji: true }),
          hint: plain('Hint text'),
        },
        input({
          block_id: 'opt',
          optional: true,
          dispatch_action: true,
          element: { type: 'plain_text_input', action_id: 'dispatch', dispatch_action_config: { trigger_actions_on: ['on_enter_pressed'] } },
        }),
        input({
          block_id: 'files',
          label: plain('Upload Files'),
          element: { type: 'file_input', action_id: 'file_input_action_id_1', filetypes: ['jpg', 'png'], max_files: 5 },
        }),
        input({ block_id: 'when', element: { type: 'datetimepicker', action_id: 'when' } }),
      ),
    ).problems;
    expect(problems).toEqual([]);
  });

  it('takes a label and a hint up to 2000 characters and reports the 2001st', () => {
    expect(validateBlocks(modal(input({ label: plain('L'.repeat(2000)), hint: plain('H'.repeat(2000)) }))).problems).toEqual([]);
    expectTwins(modal(input({ label: plain('L'.repeat(2001)) })), [{ rule: 'max-length', pointer: '/blocks/0/label/text', needle: 'LLLL' }]);
    expectTwins(modal(input({ hint: plain('H'.repeat(2001)) })), [{ rule: 'max-length', pointer: '/blocks/0/hint/text', needle: 'HHHH' }]);
    const [problem] = validateBlocks(modal(input({ hint: plain('H'.repeat(2001)) }))).problems;
    expect(problem?.data).toMatchObject({ limit: 2000, actual: 2001 });
  });

  it('takes plain text only in the label and hint', () => {
    expectTwins(modal(input({ label: mrkdwn('*Bold*') })), [{ rule: 'type-not-allowed', pointer: '/blocks/0/label/type', needle: 'mrkdwn' }]);
  });

  it('needs a label and an element', () => {
    expectTwins(modal({ type: 'input', label: plain('Name') }), [
      { rule: 'required', pointer: '/blocks/0/element', needle: { json: '    {', yaml: 'type: input' } },
    ]);
    expectTwins(modal({ type: 'input', element: { type: 'plain_text_input' } }), [
      { rule: 'required', pointer: '/blocks/0/label', needle: blockStart('input') },
    ]);
  });

  it('holds input elements only', () => {
    expectTwins(modal(input({ element: { type: 'button', text: plain('Go'), action_id: 'go' } })), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/element/type', needle: 'button' },
    ]);
    expectTwins(modal(input({ element: { type: 'plain_txt_input', action_id: 'x' } })), [
      { rule: 'unknown-type', pointer: '/blocks/0/element/type', needle: 'plain_txt_input' },
    ]);
  });

  it('reports dispatch_action on a file input, with a fix', () => {
    const block = input({ element: { type: 'file_input', action_id: 'files' }, dispatch_action: true });
    expectTwins(modal(block), [{ rule: 'input-file-dispatch-action', pointer: '/blocks/0/dispatch_action', needle: 'dispatch_action' }]);
    const [problem] = validateBlocks(modal(block)).problems;
    expect(fixesFor('blocks', modal(block), problem!)).toEqual([
      { title: 'Set `dispatch_action` to false', edits: [{ op: 'set', pointer: '/blocks/0/dispatch_action', value: false }] },
    ]);
    expect(validateBlocks(modal({ ...block, dispatch_action: false })).problems).toEqual([]);
  });

  it('checks the types of optional and dispatch_action', () => {
    expectTwins(modal(input({ optional: 'yes' })), [{ rule: 'type', pointer: '/blocks/0/optional', needle: 'optional' }]);
  });
});
