import Type, { type TSchema } from 'typebox';
import { Closed, Optional, Str } from '../../../schema/common.js';
import { PlainText } from '../../kit/slot.js';

/** Limits of the header block (the slackblocks limits table: `header.text.max_length` 150; block_id 255 for every block). */
export const HEADER_LIMITS = { text: 150, blockId: 255 } as const;

/** A header: one line of large plain text. Markdown is not rendered in headers, so `mrkdwn` is a mistake. */
export const HEADER_SCHEMA: TSchema = Closed(
  {
    type: Type.Literal('header'),
    text: PlainText(HEADER_LIMITS.text, { description: 'The header text; headers take plain text only, mrkdwn is not rendered' }),
    block_id: Optional(
      Str({ minLength: 1, maxLength: HEADER_LIMITS.blockId, description: 'Identifies the block in interaction payloads; unique per message or view.' }),
    ),
  },
  { description: 'A header block: large, bold text.' },
);
