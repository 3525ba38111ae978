import type { TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import type { Rule } from '../../rules/define.js';
import type { ValueSuggestion } from '../../kinds/kind.js';

/**
 * The families of Block Kit objects that carry a `type`. Names are unique within a family only: an
 * `image` block and an `image` element are different objects.
 */
export type Family = 'block' | 'element' | 'text' | 'rich_text' | 'rich_inline';

/**
 * Where blocks are shown. `any` is a payload whose surface is unknown (a bare list or block, a view
 * without a valid `type`): surface restrictions are not applied there.
 */
export type Surface = 'message' | 'modal' | 'home' | 'any';

/**
 * A place in a schema that holds another typed object: an element in an `actions` block, a text object,
 * a block in a container. The walker dispatches the value found there by its `type`.
 */
export interface SlotSpec {
  readonly family: Family;
  /** The types accepted here; undefined accepts every type of the family. */
  readonly accepts?: readonly string[];
  /** Words for messages: "an element of an actions block". */
  readonly what: string;
  /** Length limits of a text object's `text` at this place. */
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Where public sources disagree on the limit: the other value, named in the message. */
  readonly note?: string;
  /**
   * Types of other families accepted here too, each checked as its own family's (a context block holds
   * text objects and image elements). A value whose type belongs to such a family goes to that spec.
   */
  readonly alternatives?: readonly SlotSpec[];
}

/** Where an object sits while it is checked. */
export interface Place {
  /** The object's pointer from the document root. */
  readonly pointer: string;
  readonly root: unknown;
  readonly surface: Surface;
  /** The slot that holds the object; undefined for a block at the top of a payload. */
  readonly slot?: SlotSpec;
  /** The pointer of the block that holds the object (the object itself for a block). */
  readonly block: string;
  /** Every object seen so far in this payload, for the rules across objects. */
  readonly seen: Seen[];
}

/** One object met on the walk, kept for the rules across objects (unique ids, focus, totals). */
export interface Seen {
  readonly object: KitObject;
  readonly value: Record<string, unknown>;
  readonly pointer: string;
  /** The pointer of the enclosing block. */
  readonly block: string;
}

/**
 * One Block Kit object with a `type`: a block, an element, a text object, a rich text element. Each sits
 * in a file of its family's folder and is registered in `kit/registry.ts`. The walker checks the schema
 * (`schemaFor`), then `check`, then every slot of the schema.
 */
export interface KitObject {
  readonly family: Family;
  readonly type: string;
  /** One line for hover and completion. */
  readonly description: string;
  /** The surfaces where the object may appear; undefined for all of them. */
  readonly surfaces?: readonly Exclude<Surface, 'any'>[];
  /** The rules this object reports, besides the shared schema and Block Kit rules. */
  readonly rules: readonly Rule[];
  /**
   * The schema of the object as written. `segments` is the place asked about below the object (a
   * discriminator offers every shape); `slot` gives the limits of the place that holds it (text objects).
   */
  schemaFor(value: Record<string, unknown>, segments: readonly string[], slot?: SlotSpec): TSchema;
  /** Replaces the walker's schema check when the object chooses its schema in a way of its own (charts). */
  checkSchema?(value: Record<string, unknown>, place: Place): Problem[];
  /** Checks beyond the schema: fields that exclude each other, values that must agree. */
  check?(value: Record<string, unknown>, place: Place): Problem[];
  /** Problems about the list of blocks that holds blocks of this type (charts per message). */
  checkList?(blocks: readonly unknown[], pointer: string, surface: Surface): Problem[];
  /** Values that fit at `segments` below the object beyond the schema's enums (chart labels). */
  valuesAt?(value: Record<string, unknown>, segments: readonly string[]): ValueSuggestion[];
}
