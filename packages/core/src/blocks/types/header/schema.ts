import Type, { type TSchema } from 'typebox';
import { Closed } from '../../../schema/common.js';
import { BlockId } from '../../objects/block-id.js';
import { PlainText } from '../../kit/slot.js';

/** Limits of the header block (the slackblocks limits table: `header.text.max_length` 150; the block_id is the shared `BlockId`). */
export const HEADER_LIMITS = { text: 150 } as const;

/** A header: one line of large plain text. Markdown is not rendered in headers, so `mrkdwn` is a mistake. */
export const HEADER_SCHEMA: TSchema = Closed(
  {
    type: Type.Literal('header'),
    text: PlainText(HEADER_LIMITS.text, { description: 'The header text; headers take plain text only, mrkdwn is not rendered' }),
    block_id: BlockId(),
  },
  { description: 'A header block: large, bold text.' },
);
