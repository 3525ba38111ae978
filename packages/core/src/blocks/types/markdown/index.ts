import Type, { type TSchema } from 'typebox';
import { Closed, Str } from '../../../schema/common.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { BlockId } from '../../objects/block-id.js';
import type { BlockType } from '../block-type.js';
import { lazy } from '../../../lazy.js';

const LIMITS = BLOCK_LIMITS.markdown;

const MARKDOWN_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('markdown'),
      text: Str({
        minLength: LIMITS['text.min'].value,
        maxLength: LIMITS.text.value,
        description: `Standard markdown (not mrkdwn), ${LIMITS['text.min'].value} to ${LIMITS.text.value} characters; the markdown blocks of one payload share ${LIMITS.text.value}.`,
      }),
      block_id: BlockId(),
    },
    { description: 'A markdown block: standard markdown, formatted by the platform (messages only).' },
  ),
);

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
