import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the section block; its shape mistakes use the shared schema rules. */
export const sectionTextOrFieldsRule = defineRule({
  id: 'section-text-or-fields',
  defaultSeverity: 'error',
  description: 'A section block has neither `text` nor `fields`; it needs one of them (or both).',
});

export const SECTION_RULES: readonly Rule[] = [sectionTextOrFieldsRule];
