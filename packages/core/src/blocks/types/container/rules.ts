import { defineRule, type Rule } from '../../../rules/define.js';

export const containerTitleMissingRule = defineRule({
  id: 'container-title-missing',
  defaultSeverity: 'error',
  description: 'A container block has neither `title` nor `rich_text_title`.',
});
export const containerCollapsedNotCollapsibleRule = defineRule({
  id: 'container-collapsed-not-collapsible',
  defaultSeverity: 'error',
  description: 'A container block sets `default_collapsed: true` without `is_collapsible: true`.',
});

export const CONTAINER_BLOCK_RULES: readonly Rule[] = [containerTitleMissingRule, containerCollapsedNotCollapsibleRule];
