import Type, { type TSchema } from 'typebox';
import { Closed, Optional } from '../../../schema/common.js';
import { BlockId } from '../../objects/block-id.js';
import { PlainText } from '../../kit/slot.js';
import { BLOCK_LIMITS } from '../../limits/blocks.js';
import { lazy } from '../../../lazy.js';

/** Limits of the header block, from the limits table (`header.text` 150; the block_id is the shared `BlockId`). */
export const HEADER_LIMITS = {
  text: BLOCK_LIMITS.header.text.value,
  level: BLOCK_LIMITS.header.level.value,
  levelMin: BLOCK_LIMITS.header['level.min'].value,
} as const;

/** A header: one line of large plain text. Markdown is not rendered in headers, so `mrkdwn` is a mistake. */
export const HEADER_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('header'),
      text: PlainText(HEADER_LIMITS.text, { description: 'The header text; headers take plain text only, mrkdwn is not rendered' }),
      level: Optional(
        Type.Integer({
          minimum: HEADER_LIMITS.levelMin,
          maximum: HEADER_LIMITS.level,
          description: `The heading level, ${HEADER_LIMITS.levelMin} (largest) to ${HEADER_LIMITS.level}.`,
        }),
      ),
      block_id: BlockId(),
    },
    { description: 'A header block: large, bold text.' },
  ),
);
