/** Where the cursor is, in terms the schema understands, for YAML and JSON, complete or not. */
import type { Span } from 'manifesto-core';

export interface CursorContext {
  format: 'yaml' | 'json';
  /**
   * `key`: a key of the object at `segments` is being typed (in YAML this may also be a scalar list item,
   * which the schema decides). `value`: the value at `segments` is being typed.
   */
  kind: 'key' | 'value';
  segments: string[];
  /** What was typed of the word at the cursor (without quotes). */
  prefix: string;
  /** The text a chosen item replaces. */
  replace: Span;
  /** Keys already present in the object (for `key`). */
  siblings: string[];
  /** The raw text of the value from its start to the cursor (for `{{...}}` templates). */
  valueBefore: string;
  /** Offset where `valueBefore` starts. */
  valueStart: number;
  yaml?: YamlPlacement;
  json?: JsonPlacement;
}

export interface YamlPlacement {
  /** Column at which a key is being typed; children go two columns further. */
  keyColumn: number;
  /** The cursor sits right after `key:` with no blank. */
  needsSpace: boolean;
  /** The word being typed is already followed by `:`, so only the name changes. */
  hasColonAfter: boolean;
}

export interface JsonPlacement {
  /** The cursor is inside a quoted string (its quotes are part of `replace`). */
  quoted: boolean;
  /** A `:` already follows the key being typed. */
  hasColonAfter: boolean;
  /** Another member follows, so an inserted member needs a trailing comma. */
  needsCommaAfter: boolean;
  /** Offset after the previous member when it lacks the comma an inserted member needs. */
  commaBefore?: number;
  /** Indentation of the line holding the cursor. */
  lineIndent: string;
}
