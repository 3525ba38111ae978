import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the input block; its shape mistakes use the shared schema rules. */
export const inputFileDispatchActionRule = defineRule({
  id: 'input-file-dispatch-action',
  defaultSeverity: 'error',
  description: 'An input block holding a file_input sets `dispatch_action: true`; file inputs cannot dispatch actions.',
  fix: ({ pointer }) => [{ title: 'Set `dispatch_action` to false', edits: [{ op: 'set', pointer, value: false }] }],
  docs: {
    why: 'A file input cannot send actions as the user types; the platform refuses an input block that asks it to.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Send" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Attach" },
      "element": { "type": "file_input", "action_id": "files" },
      "dispatch_action": true
    }
  ]
}
`,
    },
  },
});

export const INPUT_RULES: readonly Rule[] = [inputFileDispatchActionRule];
