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
  docs: {
    why: 'A block file must hold something the platform can show (blocks, a message, a view); any other object is not Block Kit, and nothing in it would be checked.',
    example: {
      file: 'message.blocks.json',
      text: `{ "title": "Weekly report", "items": [] }
`,
    },
  },
});
export const blockShapeRule = defineRule({
  id: 'block-shape',
  defaultSeverity: 'error',
  description: 'A block is not an object with a string `type`.',
  docs: {
    why: 'The platform tells blocks apart by their `type`; a block that is not an object with one is refused with the whole message.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": ["divider"] }
`,
    },
  },
});
export const tooManyBlocksRule = defineRule({
  id: 'too-many-blocks',
  defaultSeverity: 'error',
  description: 'A message has more than 50 blocks or a view more than 100.',
  docs: {
    why: 'The platform refuses a message of more than 50 blocks and a view of more than 100; nothing is posted or opened.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{ "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }, { "type": "divider" }] }
`,
    },
  },
});
export const countMayExceedRule = defineRule({
  id: 'count-may-exceed',
  defaultSeverity: 'warning',
  description:
    'A list written in code has items that are there only when a condition holds; with all of them it is over its limit (a warning: the conditions may never all hold).',
  docs: {
    why: 'When every condition holds the platform refuses the payload for its length, and that case is easy to miss in tests that take one branch.',
  },
});
export const viewBlocksEmptyRule = defineRule({
  id: 'view-blocks-empty',
  defaultSeverity: 'warning',
  description: 'A modal or Home tab has no blocks: it shows nothing (the view references set no minimum, so this is a warning).',
  docs: {
    why: 'A modal or Home tab without blocks opens blank, which is rarely meant.',
    example: {
      file: 'modal.view.json',
      text: `{ "type": "modal", "title": {"type": "plain_text", "text": "Report"}, "blocks": [] }
`,
    },
  },
});
export const homeModalKeyRule = defineRule({
  id: 'home-modal-key',
  defaultSeverity: 'warning',
  description:
    'A Home tab view has a key only modals define (title, submit, close, clear_on_close, notify_on_close, submit_disabled); a warning, as the Home tab reference does not list these keys and nothing says they are refused.',
  docs: {
    why: 'A Home tab shows no title and no buttons of its own, so the key does nothing; it usually means a modal view was copied into views.publish.',
    example: {
      file: 'home.view.json',
      text: `{ "type": "home", "title": {"type": "plain_text", "text": "Home"}, "blocks": [{ "type": "divider" }] }
`,
    },
  },
});
export const viewTooLargeRule = defineRule({
  id: 'view-too-large',
  defaultSeverity: 'error',
  description: 'A view is larger than 250 kb (UTF-8 size of its minified JSON).',
  docs: { why: 'The platform refuses views over 250 kB, so the modal or Home tab does not open or update.' },
});
export const viewJsonRule = defineRule({
  id: 'view-json',
  defaultSeverity: 'error',
  description: 'The views.publish `view` string is not a JSON-encoded view object.',
  docs: {
    why: 'views.publish takes the view as a JSON string too; a string that is not a JSON view is refused by the platform, and nothing inside it can be checked.',
    example: {
      file: 'home.view.json',
      text: `{ "user_id": "U0123ABCD", "view": "{\\"type\\": \\"home\\", \\"blocks\\": [" }
`,
    },
  },
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
  docs: {
    why: 'The platform refuses a modal with input blocks but no submit button: the user could fill it in and never send it.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Title" },
      "element": { "type": "plain_text_input", "action_id": "title" }
    }
  ]
}
`,
    },
  },
});
export const markdownTextConflictRule = defineRule({
  id: 'markdown-text-conflict',
  defaultSeverity: 'error',
  description: 'A message has `markdown_text` together with `text` or `blocks` (server error markdown_text_conflict).',
  docs: {
    why: 'The platform answers `markdown_text_conflict` when a message sets `markdown_text` beside `text` or `blocks`; the message is not posted.',
    example: {
      file: 'message.blocks.json',
      text: `{ "markdown_text": "**Deploy finished**", "text": "Deploy finished" }
`,
    },
  },
});
export const blockIdDuplicateRule = defineRule({
  id: 'block-id-duplicate',
  defaultSeverity: 'error',
  description: 'Two blocks of one message or view have the same `block_id`.',
  docs: {
    why: 'The platform refuses a message or view whose blocks share a `block_id`, and interaction payloads could not tell them apart.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "divider", "block_id": "rule"}, {"type": "divider", "block_id": "rule"}] }
`,
    },
  },
});
export const actionIdDuplicateRule = defineRule({
  id: 'action-id-duplicate',
  defaultSeverity: 'error',
  description: 'Two elements of one block have the same `action_id`.',
  docs: {
    why: 'The platform refuses a block whose elements share an `action_id`, since a click could not say which element it came from.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "actions",
      "elements": [
        {
          "type": "button",
          "text": { "type": "plain_text", "text": "Approve" },
          "action_id": "decide"
        },
        {
          "type": "button",
          "text": { "type": "plain_text", "text": "Reject" },
          "action_id": "decide"
        }
      ]
    }
  ]
}
`,
    },
  },
});
export const focusOnLoadMultipleRule = defineRule({
  id: 'focus-on-load-multiple',
  defaultSeverity: 'error',
  description: 'More than one element of a view has `focus_on_load: true`.',
  docs: {
    why: 'Only one element can take the focus when a view opens; the platform refuses a view where several ask for it.',
    example: {
      file: 'modal.view.json',
      text: `{
  "type": "modal",
  "title": { "type": "plain_text", "text": "Report" },
  "submit": { "type": "plain_text", "text": "Save" },
  "blocks": [
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Title" },
      "element": { "type": "plain_text_input", "action_id": "title", "focus_on_load": true }
    },
    {
      "type": "input",
      "label": { "type": "plain_text", "text": "Notes" },
      "element": { "type": "plain_text_input", "action_id": "notes", "focus_on_load": true }
    }
  ]
}
`,
    },
  },
});
export const markdownTotalTooLongRule = defineRule({
  id: 'markdown-total-too-long',
  defaultSeverity: 'error',
  description: 'The text of the markdown blocks of one message adds up to more than 12,000 characters.',
  docs: { why: 'The platform refuses a message whose markdown blocks hold more than 12,000 characters in all, even when each block is within its own limit.' },
});
export const oneTablePerMessageRule = defineRule({
  id: 'one-table-per-message',
  defaultSeverity: 'error',
  description: 'A message has more than one table or data_table block (server error only_one_table_allowed).',
  docs: {
    why: 'The platform answers `only_one_table_allowed` to a message with two table or data table blocks; it is not posted.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    { "type": "table", "rows": [[{"type": "raw_text", "text": "a"}]] },
    { "type": "table", "rows": [[{"type": "raw_text", "text": "b"}]] }
  ]
}
`,
    },
  },
});

export const CONTAINER_RULES: readonly Rule[] = [
  blocksContainerRule,
  blockShapeRule,
  tooManyBlocksRule,
  countMayExceedRule,
  viewBlocksEmptyRule,
  homeModalKeyRule,
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
