import type { CodeFacts, OpenFact } from 'manifesto-core/app';

/**
 * What one file says before the others are read: its facts, the ids in them that name another module's
 * constant (`references`), and the constants it offers to others (`exports`). Every language reader
 * (`js/`, `python/`) produces this; the linker (`link.ts`) settles the references across the files and
 * turns what it cannot settle into `computed` ids with an `OpenFact`.
 *
 * A reader settles everything it can inside its file (local constants, concatenations of known strings),
 * so a `RawValue` of kind `import` or `concat` only appears where another file is needed.
 */
export interface RawCodeFacts {
  /** Complete except for the fields `references` point at, which hold `{kind: 'computed'}` until linked. */
  facts: CodeFacts;
  references: Reference[];
  exports: ModuleExports;
  /** Payloads another module gives (`say(blocks=load_blocks())`, `load_blocks` imported): see `ImportedPayload`. */
  importedPayloads?: ImportedPayload[];
}

/**
 * A posting call's blocks, attachments or view whose root is another module's export (a function called,
 * a constant read). When that module is none of the app's files (a package's, or one not given), or passes
 * the name on from such a module, the ids it declares are unknown: the linker adds `open`. `sources` are
 * the readings of one import (Python's `from pkg import cards` may name a module or a name), outside only
 * when every one is.
 */
export interface ImportedPayload {
  sources: readonly Extract<RawValue, { kind: 'import' | 'module' }>[];
  open: OpenFact;
}

/** A value as far as one file knows it. */
export type RawValue =
  | { kind: 'string'; value: string }
  | { kind: 'pattern'; source: string; flags: string }
  /** Known to be unknowable (a call, a parameter, a template with a run-time placeholder). */
  | { kind: 'computed' }
  /**
   * A constant of another module: `import {X} from './ids.js'` (name `X`), `import ids from …` (name
   * `default`), `ids.X.y` through a namespace (name `X`, path `['y']`). `candidates` are the file names the
   * module may be, in the order the language tries them (the reader knows its language's resolution).
   */
  | { kind: 'import'; candidates: readonly string[]; name: string; path: readonly string[] }
  /** Strings joined (`PREFIX + '_approve'`, a template literal): known when every part is. */
  | { kind: 'concat'; parts: readonly RawValue[] }
  /** An object of constants (`export const IDS = {approve: 'approve'}`), read through `path`. */
  | { kind: 'object'; properties: ReadonlyMap<string, RawValue> }
  /** A whole module as a value (`export * as ids from './ids.js'`, Python's `from . import ids`), read through `path`. */
  | { kind: 'module'; candidates: readonly string[] };

/** Where a reference's value goes once known. */
export type ReferenceTarget =
  | { list: 'listeners'; index: number; field: 'id' | 'blockId' }
  | { list: 'declared'; index: number; field: 'value' }
  | { list: 'calls'; index: number; field: 'method' };

export interface Reference {
  target: ReferenceTarget;
  value: RawValue;
  /** Added to the facts' `open` when the value turns out computed (a call's method that is not a string too). */
  open: OpenFact;
}

export interface ModuleExports {
  /** Export name (`default` for the default export) → value. */
  names: ReadonlyMap<string, RawValue>;
  /** `export * from './x.js'`: the candidates of each module whose names this one passes on. */
  stars: readonly (readonly string[])[];
}

export const NO_EXPORTS: ModuleExports = { names: new Map(), stars: [] };
