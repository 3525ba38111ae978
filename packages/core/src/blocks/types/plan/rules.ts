import { defineRule, type Rule } from '../../../rules/define.js';

export const onePlanPerMessageRule = defineRule({
  id: 'one-plan-per-message',
  defaultSeverity: 'error',
  description: 'A message has more than one plan block (the service answers "Cannot have more than 1 plan block").',
  docs: {
    why: 'The platform answers "Cannot have more than 1 plan block" and does not post the message.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    { "type": "plan", "title": "Steps", "tasks": [] },
    { "type": "plan", "title": "More steps", "tasks": [] }
  ]
}
`,
    },
  },
});

export const PLAN_RULES: readonly Rule[] = [onePlanPerMessageRule];
