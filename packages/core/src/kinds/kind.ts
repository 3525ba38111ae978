import type { Problem } from '../problem.js';
import type { Rule } from '../rules/define.js';
import type { SchemaNode } from '../schema/facts.js';
import type { EmbeddedDocument } from '../source/embedded.js';

/** The document kinds Manifesto knows: app manifests, Block Kit payloads and Web API method arguments. */
export type KindId = 'manifest' | 'blocks' | 'methods';

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

/**
 * What a kind knows about a document beyond its problems, for editors: the schema at a place, the values
 * and references that fit there, and where a reference leads. The language server only asks.
 */
export interface KindLanguage {
  /** The schema nodes that may describe the value at `pointer` (several when unions are involved). */
  schemasAt(value: unknown, segments: readonly string[], context?: LanguageContext): SchemaNode[];
  valuesAt?(value: unknown, segments: readonly string[], context?: LanguageContext): ValueSuggestion[];
  /** References for a `{{` being typed in the string at `segments`. */
  templatesAt?(value: unknown, segments: readonly string[]): TemplateSuggestion[];
  /** The target of the reference in the string at `segments`; `expression` is the `{{…}}` under the cursor, if any. */
  definitionAt?(value: unknown, segments: readonly string[], expression: string | undefined): DefinitionTarget | undefined;
}

/** What a kind's check may know besides the value: the depth bound, the file name, the Web API method (`--method`). */
export interface KindContext {
  maxDepth: number;
  fileName?: string | undefined;
  method?: string | undefined;
}

/**
 * One kind of document: how it is recognised, which rules it reports, how its value is checked, and what
 * editors may ask about it. Registered in `kinds/registry.ts`; the CLI, the language server and the
 * extension all decide a file's kind through `recogniseKind`, so they never disagree.
 */
export interface DocumentKind {
  readonly id: KindId;
  /** Words for messages: "the manifest", "the block payload". */
  readonly noun: string;
  /** True when the file name alone says what the file is (`manifest.yaml`, `chart.blocks.json`). */
  matchesName(baseName: string): boolean;
  /**
   * The same names as globs, for editors' document selectors. `matchesName` accepts every name they match
   * (`kindFromName` relies on it; a property test holds it).
   */
  readonly nameGlobs: readonly string[];
  /** The configuration key whose globs claim more files for this kind. */
  readonly globsKey: 'manifests' | 'blocks' | 'methods';
  /** True when a parsed value, from a file the name does not decide, is plainly this kind. */
  sniff(value: unknown): boolean;
  /** Every rule the kind's checks report, besides the shared source and schema rules. */
  readonly rules: readonly Rule[];
  /** Checks a screened value; never called on cyclic or too-deep values. May throw: the runner catches. */
  check(value: unknown, context: KindContext): KindCheck;
  readonly language: KindLanguage;
}
