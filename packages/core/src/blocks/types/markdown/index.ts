import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { blockSchema, TextBetween } from '../block-schema.js';
import type { BlockType } from '../block-type.js';

const LIMITS = BLOCK_LIMITS.markdown;

const MARKDOWN_SCHEMA = blockSchema('markdown', 'A markdown block: standard markdown, formatted by the platform (messages only).', () => ({
  text: TextBetween(
    LIMITS['text.min'],
    LIMITS.text,
    (min, max) => `Standard markdown (not mrkdwn), ${min} to ${max} characters; the markdown blocks of one payload share ${max}.`,
  ),
}));

/**
 * The markdown block. The total of all markdown blocks in one payload is a rule across blocks
 * (`markdown-total-too-long`, with the surfaces).
 */
export const markdown: BlockType = {
  family: 'block',
  type: 'markdown',
  description: 'Standard markdown text, as AI apps write it (messages only).',
  surfaces: ['message'],
  rules: [],
  schemaFor: () => MARKDOWN_SCHEMA(),
};
