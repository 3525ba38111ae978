import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the image block; its shape mistakes use the shared schema rules. */
export const imageBlockSourceRule = defineRule({
  id: 'image-block-source',
  defaultSeverity: 'error',
  description: 'An image block names neither `image_url` nor `slack_file`, or both; it needs exactly one.',
  docs: {
    why: 'An image block shows one image, from `image_url` or from `slack_file`; with neither or both the platform refuses it.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "image", "alt_text": "A chart of tickets"}] }
`,
    },
  },
});

export const IMAGE_BLOCK_RULES: readonly Rule[] = [imageBlockSourceRule];
