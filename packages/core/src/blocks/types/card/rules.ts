import { defineRule, ruleLookup, type Rule } from '../../../rules/define.js';

export const CARD_RULES: readonly Rule[] = [
  defineRule({ id: 'card-empty', defaultSeverity: 'error', description: 'A card has none of hero_image, title, actions and body.' }),
];

export const cardRule = ruleLookup(CARD_RULES, 'the card block');
