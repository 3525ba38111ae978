import { defineRule, ruleLookup, type Rule } from '../rules/define.js';

/** The rules of the surfaces that hold blocks: messages, views, lists and the views.publish argument. */
export const CONTAINER_RULES: readonly Rule[] = [
  defineRule({
    id: 'blocks-container',
    defaultSeverity: 'error',
    description: 'The document is not a block, a list of blocks, a message, a view or a views.publish argument.',
  }),
  defineRule({ id: 'block-shape', defaultSeverity: 'error', description: 'A block is not an object with a string `type`.' }),
  defineRule({ id: 'too-many-blocks', defaultSeverity: 'error', description: 'A message has more than 50 blocks or a view more than 100.' }),
  defineRule({ id: 'view-too-large', defaultSeverity: 'error', description: 'A view is larger than 250 kb (UTF-8 size of its minified JSON).' }),
  defineRule({ id: 'view-json', defaultSeverity: 'error', description: 'The views.publish `view` string is not a JSON-encoded view object.' }),
];

export const containerRule = ruleLookup(CONTAINER_RULES, 'blocks/rules.ts');
