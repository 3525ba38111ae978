import { defineRule, ruleLookup, type Rule } from '../../../rules/define.js';
import { slackIconName } from '../../objects/slack-icon.js';

export const CARD_RULES: readonly Rule[] = [
  defineRule({ id: 'card-empty', defaultSeverity: 'error', description: 'A card has none of hero_image, title, actions and body.' }),
  defineRule({
    id: 'card-icon-conflict',
    defaultSeverity: 'error',
    description: 'A card has both `icon` and `slack_icon`; they are shown in the same place, so only one is allowed.',
  }),
  slackIconName,
];

export const cardRule = ruleLookup(CARD_RULES, 'the card block');
