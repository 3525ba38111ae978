import type { Problem } from '../problem.js';
import type { Rule } from '../rules/define.js';
import type { SchemaNode } from '../schema/facts.js';
import type { EmbeddedDocument } from '../source/embedded.js';

/** The ids, configuration keys and globs of the kinds, derived from the one list in `registry.ts`. */
import type { KindId } from './registry.js';
export type { KindId, KindGlobsKey, KindGlobs } from './registry.js';

/** What a kind's check returns: problems with default severities, and any document embedded in a string. */
export interface KindCheck {
  problems: Problem[];
  /** A string that holds a document of its own (the views.publish `view`), for placing problems inside it. */
  embedded?: EmbeddedDocument;
}

/** A value an editor can offer at a place, beyond the schema's own enums: function ids, chart labels. */
export interface ValueSuggestion {
  value: unknown;
  detail?: string;
  /** `reference` for ids of things declared elsewhere in the document, `enum` for a closed list. */
  kind: 'reference' | 'enum';
}

/** A `{{…}}` reference an editor can offer inside a string. */
export interface TemplateSuggestion {
  label: string;
  detail: string;
  /** Whether the reference is complete (`}}` follows) or a prefix to go on from (`steps.form.`). */
  complete: boolean;
}

/** Where a reference points: the node at `pointer`, marked by its key or its value. */
export interface DefinitionTarget {
  pointer: string;
  part: 'key' | 'value';
}

/** What an editor knows about the document besides its value: its file name (method argument files name their method). */
export interface LanguageContext {
  fileName?: string | undefined;
  method?: string | undefined;
}

/** A document of another kind inside a document (a `view` or a `manifest` in method arguments), and where its pointers start. */
export interface InnerDocument {
  kind: KindId;
  /** The prefix of the inner document's pointers in the file (`/view`, or empty for a message's `{blocks}`). */
  root: string;
  value: unknown;
}

/**
 * What a kind knows about a document beyond its problems, for editors: the schema at a place, the values
 * and references that fit there, and where a reference leads. The language server only asks.
 */
export interface KindLanguage {
  /** The schema nodes that may describe the value at `pointer` (several when unions are involved). */
  schemasAt(value: unknown, segments: readonly string[], context?: LanguageContext): SchemaNode[];
  valuesAt?(value: unknown, segments: readonly string[], context?: LanguageContext): ValueSuggestion[];
  /**
   * The separator when the string at `segments` is a list written as one string (the audit log's
   * `action`, `user_login,user_logout`): editors complete the item under the cursor, not the whole string.
   */
  listSeparatorAt?(segments: readonly string[]): string | undefined;
  /** References for a `{{` being typed in the string at `segments`. */
  templatesAt?(value: unknown, segments: readonly string[]): TemplateSuggestion[];
  /** The target of the reference in the string at `segments`; `expression` is the `{{…}}` under the cursor, if any. */
  definitionAt?(value: unknown, segments: readonly string[], expression: string | undefined): DefinitionTarget | undefined;
  /** The editor's outline of the document: its named parts, each with the pointer of the node it stands for. */
  outline?(value: unknown, context?: LanguageContext): OutlineItem[];
  /** The pointer of a string that holds a document of its own (a views.publish `view` as JSON text), if any. */
  embeddedPointer?(value: unknown): string | undefined;
  /**
   * The document of another kind that holds `pointer`, if any: quick fixes are computed in it and their
   * edits moved under its `root` (method arguments hold views, blocks and manifests).
   */
  documentAt?(value: unknown, pointer: string, context?: LanguageContext): InnerDocument | undefined;
  /** Hover text (Markdown) for the value at `segments`, beyond its schema's: what a scope unlocks. */
  hoverAt?(value: unknown, segments: readonly string[]): string | undefined;
}

/** What an outline entry stands for; editors map it to their symbol kinds. */
export type OutlineSymbol = 'module' | 'array' | 'object' | 'property' | 'function' | 'event' | 'struct' | 'type' | 'method' | 'field' | 'string';

/** One entry of a document's outline: a name, the node it stands for, and the entries inside it. */
export interface OutlineItem {
  name: string;
  /** The JSON pointer of the node; an editor marks the node's key and value. */
  pointer: string;
  symbol: OutlineSymbol;
  /** A second line: a step's function, a block's `block_id`. */
  detail?: string;
  children?: OutlineItem[];
}

/** What a kind's check may know besides the value: the depth bound, the file name, the Web API method (`--method`). */
export interface KindContext {
  maxDepth: number;
  fileName?: string | undefined;
  method?: string | undefined;
}

/**
 * One kind of document: how it is recognised, which rules it reports, how its value is checked, and what
 * editors may ask about it. Listed in `KINDS` (`kinds/registry.ts`), from which its id, its configuration
 * key and editor setting, the CLI's `--kind` values and the extension's selector all follow; the CLI, the
 * language server and the extension all decide a file's kind through the registry, so they never disagree.
 */
export interface DocumentKind<Id extends string = string, GlobsKey extends string = string> {
  /** `--kind`'s value and the `kind` of results. */
  readonly id: Id;
  /** Words for messages: "the manifest", "the block payload". */
  readonly noun: string;
  /** True when the file name alone says what the file is (`manifest.yaml`, `chart.blocks.json`). */
  matchesName(baseName: string): boolean;
  /**
   * The same names as globs, for editors' document selectors. `matchesName` accepts every name they match
   * (`kindFromName` relies on it; a property test holds it).
   */
  readonly nameGlobs: readonly string[];
  /**
   * The configuration key (`.manifestorc.json`) whose globs claim more files for this kind; the editor's
   * setting is its singular with `Globs` (`manifests`: `manifestGlobs`).
   */
  readonly globsKey: GlobsKey;
  /** The globs the configuration key holds before the user's (the blocks kind lists its own names). */
  readonly defaultGlobs?: readonly string[];
  /** True when a parsed value, from a file the name does not decide, is plainly this kind. */
  sniff(value: unknown): boolean;
  /** Every rule the kind's checks report, besides the shared source and schema rules. */
  readonly rules: readonly Rule[];
  /** Checks a screened value; never called on cyclic or too-deep values. May throw: the runner catches. */
  check(value: unknown, context: KindContext): KindCheck;
  readonly language: KindLanguage;
}

/** Declares a kind, keeping its id and configuration key as literal types for the registry to derive from. */
export function defineKind<Id extends string, GlobsKey extends string>(kind: DocumentKind<Id, GlobsKey>): DocumentKind<Id, GlobsKey> {
  return kind;
}
