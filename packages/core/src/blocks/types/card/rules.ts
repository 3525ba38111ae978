import { defineRule, type Rule } from '../../../rules/define.js';
import { slackIconName } from '../../objects/slack-icon.js';

export const cardEmptyRule = defineRule({
  id: 'card-empty',
  defaultSeverity: 'error',
  description: 'A card has none of hero_image, title, actions and body.',
  docs: {
    why: 'A card with no image, title, actions or body shows nothing.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "card"}] }
`,
    },
  },
});
export const cardIconConflictRule = defineRule({
  id: 'card-icon-conflict',
  defaultSeverity: 'error',
  description: 'A card has both `icon` and `slack_icon`; they are shown in the same place, so only one is allowed.',
  docs: {
    why: 'A card shows one icon; `icon` and `slack_icon` fill the same place, so the platform takes only one of them.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "card",
      "title": { "type": "plain_text", "text": "Deploy" },
      "icon": { "type": "image", "image_url": "https://example.com/i.png", "alt_text": "icon" },
      "slack_icon": { "type": "icon", "name": "check" }
    }
  ]
}
`,
    },
  },
});

export const CARD_RULES: readonly Rule[] = [cardEmptyRule, cardIconConflictRule, slackIconName];
