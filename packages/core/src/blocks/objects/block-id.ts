import type { TSchema } from 'typebox';
import { Optional, Str } from '../../schema/common.js';
import { BLOCK_LIMITS } from '../limits/blocks.js';
import { lazy } from '../../lazy.js';

const BLOCK_ID = lazy(() =>
  Optional(
    Str({
      minLength: BLOCK_LIMITS.block['block_id.min'].value,
      maxLength: BLOCK_LIMITS.block.block_id.value,
      description: 'Identifies the block in interaction payloads; unique per message or view.',
    }),
  ),
);

/** The optional `block_id` every block carries: 1 to 255 characters, unique per message or view. */
export function BlockId(): TSchema {
  return BLOCK_ID();
}
