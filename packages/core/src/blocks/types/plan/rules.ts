import { defineRule, type Rule } from '../../../rules/define.js';

export const onePlanPerMessageRule = defineRule({
  id: 'one-plan-per-message',
  defaultSeverity: 'error',
  description: 'A message has more than one plan block (the service answers "Cannot have more than 1 plan block").',
});

export const PLAN_RULES: readonly Rule[] = [onePlanPerMessageRule];
