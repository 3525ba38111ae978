import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the input block; its shape mistakes use the shared schema rules. */
export const inputFileDispatchActionRule = defineRule({
  id: 'input-file-dispatch-action',
  defaultSeverity: 'error',
  description: 'An input block holding a file_input sets `dispatch_action: true`; file inputs cannot dispatch actions.',
  fix: ({ pointer }) => [{ title: 'Set `dispatch_action` to false', edits: [{ op: 'set', pointer, value: false }] }],
});

export const INPUT_RULES: readonly Rule[] = [inputFileDispatchActionRule];
