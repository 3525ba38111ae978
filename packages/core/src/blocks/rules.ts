import { defineRule, type Rule } from '../rules/define.js';

type SubmitData = { parent?: string };

/**
 * The rules of the surfaces that hold blocks (messages, modals, home tabs, lists, the views.publish
 * argument) and the rules across the objects of one payload (unique ids, focus, totals).
 */
export const blocksContainerRule = defineRule({
  id: 'blocks-container',
  defaultSeverity: 'error',
  description: 'The document is not a block, a list of blocks, a message, a view or a views.publish argument.',
});
export const blockShapeRule = defineRule({ id: 'block-shape', defaultSeverity: 'error', description: 'A block is not an object with a string `type`.' });
export const tooManyBlocksRule = defineRule({
  id: 'too-many-blocks',
  defaultSeverity: 'error',
  description: 'A message has more than 50 blocks or a view more than 100.',
});
export const countMayExceedRule = defineRule({
  id: 'count-may-exceed',
  defaultSeverity: 'warning',
  description:
    'A list written in code has items that are there only when a condition holds; with all of them it is over its limit (a warning: the conditions may never all hold).',
});
export const viewBlocksEmptyRule = defineRule({
  id: 'view-blocks-empty',
  defaultSeverity: 'warning',
  description: 'A modal or Home tab has no blocks: it shows nothing (the view references set no minimum, so this is a warning).',
});
export const viewTooLargeRule = defineRule({
  id: 'view-too-large',
  defaultSeverity: 'error',
  description: 'A view is larger than 250 kb (UTF-8 size of its minified JSON).',
});
export const viewJsonRule = defineRule({
  id: 'view-json',
  defaultSeverity: 'error',
  description: 'The views.publish `view` string is not a JSON-encoded view object.',
});
export const modalSubmitRequiredRule = defineRule<SubmitData>({
  id: 'modal-submit-required',
  defaultSeverity: 'error',
  description: 'A modal with an input block has no `submit` button label.',
  fix: ({ data }) =>
    data?.parent === undefined
      ? []
      : [
          {
            title: 'Add a `submit` button labelled "Submit"',
            edits: [{ op: 'insert', parent: data.parent, key: 'submit', value: { type: 'plain_text', text: 'Submit' } }],
          },
        ],
});
export const markdownTextConflictRule = defineRule({
  id: 'markdown-text-conflict',
  defaultSeverity: 'error',
  description: 'A message has `markdown_text` together with `text` or `blocks` (server error markdown_text_conflict).',
});
export const blockIdDuplicateRule = defineRule({
  id: 'block-id-duplicate',
  defaultSeverity: 'error',
  description: 'Two blocks of one message or view have the same `block_id`.',
});
export const actionIdDuplicateRule = defineRule({
  id: 'action-id-duplicate',
  defaultSeverity: 'error',
  description: 'Two elements of one block have the same `action_id`.',
});
export const focusOnLoadMultipleRule = defineRule({
  id: 'focus-on-load-multiple',
  defaultSeverity: 'error',
  description: 'More than one element of a view has `focus_on_load: true`.',
});
export const markdownTotalTooLongRule = defineRule({
  id: 'markdown-total-too-long',
  defaultSeverity: 'error',
  description: 'The text of the markdown blocks of one message adds up to more than 12,000 characters.',
});
export const oneTablePerMessageRule = defineRule({
  id: 'one-table-per-message',
  defaultSeverity: 'error',
  description: 'A message has more than one table or data_table block (server error only_one_table_allowed).',
});

export const CONTAINER_RULES: readonly Rule[] = [
  blocksContainerRule,
  blockShapeRule,
  tooManyBlocksRule,
  countMayExceedRule,
  viewBlocksEmptyRule,
  viewTooLargeRule,
  viewJsonRule,
  modalSubmitRequiredRule,
  markdownTextConflictRule,
  blockIdDuplicateRule,
  actionIdDuplicateRule,
  focusOnLoadMultipleRule,
  markdownTotalTooLongRule,
  oneTablePerMessageRule,
];
