import Type, { type TSchema } from 'typebox';
import { lazy } from '../../lazy.js';
import { Closed, Str } from '../../schema/common.js';
import { noted, type Limit } from '../limits/limit.js';
import { BlockId } from '../objects/block-id.js';

/**
 * A block type's closed schema, built on first use: its `type`, its own fields, then the `block_id`
 * every block carries.
 */
export function blockSchema(type: string, description: string, fields: () => Record<string, TSchema>): () => TSchema {
  return lazy((): TSchema => Closed({ type: Type.Literal(type), ...fields(), block_id: BlockId() }, { description }));
}

/** A string between two entries of the limits table (`alt_text.min` and `alt_text`), described with both numbers. */
export function TextBetween(min: Limit, max: Limit, describe: (min: number, max: number) => string): TSchema {
  return Str({ minLength: min.value, maxLength: max.value, description: describe(min.value, max.value), ...noted(max) });
}
