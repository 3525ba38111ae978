import type { TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import type { Rule } from '../../rules/define.js';
import type { ValueSuggestion } from '../../kinds/kind.js';

/** Where a list of blocks sits: a message holds 50, a view 100; a bare list is judged as a view. */
export type Surface = 'message' | 'view' | 'list';

/**
 * One block type, in its own folder under `blocks/types/`, registered in `blocks/types/index.ts`.
 * The containers find a block's type here; editors ask it for the schema and the values at a place.
 */
export interface BlockType {
  /** The block's `type` value. */
  readonly type: string;
  /** The rules this type reports, besides the shared schema rules. */
  readonly rules: readonly Rule[];
  /** Checks one block at `pointer` of the document `root`; pointers in problems start at the root. */
  check(block: Record<string, unknown>, pointer: string, root: unknown): Problem[];
  /** Problems about the list that holds blocks of this type (how many of them a message may hold). */
  checkList?(blocks: readonly unknown[], pointer: string, surface: Surface): Problem[];
  /**
   * The schema that describes this block as written, for hover, completion and quick fixes; `segments`
   * is the place asked about below the block (a shape's discriminator offers every shape).
   */
  schemaFor(block: Record<string, unknown>, segments: readonly string[]): TSchema;
  /** Values that fit at `segments` below the block beyond the schema's enums (chart labels). */
  valuesAt?(block: Record<string, unknown>, segments: readonly string[]): ValueSuggestion[];
}
