import { defineRule, ruleLookup, type Rule } from '../../../rules/define.js';

export const CONTAINER_BLOCK_RULES: readonly Rule[] = [
  defineRule({ id: 'container-title-missing', defaultSeverity: 'error', description: 'A container block has neither `title` nor `rich_text_title`.' }),
  defineRule({
    id: 'container-collapsed-not-collapsible',
    defaultSeverity: 'error',
    description: 'A container block sets `default_collapsed: true` without `is_collapsible: true`.',
  }),
];

export const containerBlockRule = ruleLookup(CONTAINER_BLOCK_RULES, 'the container block');
