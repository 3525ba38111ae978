/**
 * Quick fixes as edits of the document model, independent of YAML or JSON text. The language server
 * turns each edit into text edits with its format's editor; a future `manifesto check --fix` can do the same.
 */
export type FixEdit =
  /** Sets the value at `pointer`, creating the key when its parent exists. */
  | { op: 'set'; pointer: string; value: unknown }
  /** Adds `key: value` to the mapping at `parent`; `first` puts it before the other keys. */
  | { op: 'insert'; parent: string; key: string; value: unknown; first?: boolean }
  /** Appends `value` to the list at `pointer`, creating the list when it is missing. */
  | { op: 'append'; pointer: string; value: unknown }
  /** Renames the key at `pointer` to `name`. */
  | { op: 'rename'; pointer: string; name: string }
  /** Moves the member at `pointer` into the mapping at `to`. */
  | { op: 'move'; pointer: string; to: string };

export interface Fix {
  /** What the editor shows, such as "Add `chat:write` to `oauth_config.scopes.bot`". */
  title: string;
  edits: FixEdit[];
}

/**
 * What a fix may read: the checked value, and values for a new key. A fix is offered only when applying it
 * leaves the document with its problem gone and no new error (`language/fixes.ts`); a rule may return
 * several fixes with one title, of which the first that passes is offered.
 */
export interface FixContext {
  readonly value: unknown;
  /** A value for a new key at `pointer` from the schema: its first allowed value, or its required keys filled in. */
  placeholderAt(pointer: string): unknown;
  /**
   * A place as titles name it, in the file's terms: `settings.interactivity.request_url`, or
   * `view.blocks.0.text` for a document inside method arguments, whose pointers the fix sees relative to it.
   */
  pathOf(pointer: string): string;
  /** Values to try for a new key at `pointer`, best first: the schema's placeholder, then the values the document offers there (chart categories, function ids). */
  placeholdersAt(pointer: string): unknown[];
}
