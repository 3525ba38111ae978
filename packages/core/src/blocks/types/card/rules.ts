import { defineRule, type Rule } from '../../../rules/define.js';
import { slackIconName } from '../../objects/slack-icon.js';

export const cardEmptyRule = defineRule({ id: 'card-empty', defaultSeverity: 'error', description: 'A card has none of hero_image, title, actions and body.' });
export const cardIconConflictRule = defineRule({
  id: 'card-icon-conflict',
  defaultSeverity: 'error',
  description: 'A card has both `icon` and `slack_icon`; they are shown in the same place, so only one is allowed.',
});

export const CARD_RULES: readonly Rule[] = [cardEmptyRule, cardIconConflictRule, slackIconName];
