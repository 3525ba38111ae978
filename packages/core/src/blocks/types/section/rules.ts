import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the section block; its shape mistakes use the shared schema rules. */
export const sectionTextOrFieldsRule = defineRule({
  id: 'section-text-or-fields',
  defaultSeverity: 'error',
  description: 'A section block has neither `text` nor `fields`; it needs one of them (or both).',
  docs: {
    why: 'A section shows its `text` or its `fields`; with neither it has nothing to show and the platform refuses it.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "section",
      "accessory": { "type": "button", "text": {"type": "plain_text", "text": "Open"}, "action_id": "open" }
    }
  ]
}
`,
    },
  },
});

export const SECTION_RULES: readonly Rule[] = [sectionTextOrFieldsRule];
