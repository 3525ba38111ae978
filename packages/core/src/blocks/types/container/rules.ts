import { defineRule, type Rule } from '../../../rules/define.js';

export const containerTitleMissingRule = defineRule({
  id: 'container-title-missing',
  defaultSeverity: 'error',
  description: 'A container block has neither `title` nor `rich_text_title`.',
  docs: {
    why: 'A container is shown under its title; without `title` or `rich_text_title` the platform refuses it.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "container", "blocks": [{"type": "divider"}]}] }
`,
    },
  },
});
export const containerCollapsedNotCollapsibleRule = defineRule({
  id: 'container-collapsed-not-collapsible',
  defaultSeverity: 'error',
  description: 'A container block sets `default_collapsed: true` without `is_collapsible: true`.',
  docs: {
    why: 'Only a collapsible container can start collapsed; otherwise its content could never be opened.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "container",
      "title": { "type": "plain_text", "text": "Details" },
      "default_collapsed": true,
      "blocks": [{ "type": "divider" }]
    }
  ]
}
`,
    },
  },
});

export const CONTAINER_BLOCK_RULES: readonly Rule[] = [containerTitleMissingRule, containerCollapsedNotCollapsibleRule];
