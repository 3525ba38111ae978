import type { TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import type { EmbeddedDocument } from '../../source/embedded.js';
import type { SchemaNode } from '../../schema/facts.js';
import type { JsonShape } from '../json-argument.js';

/** What a specification method's own check sees: the arguments with JSON strings decoded, as written, and the bounds. */
export interface SpecContext {
  method: string;
  /** The arguments with each decoded JSON string replaced by its value: pointers resolve in it. */
  args: Record<string, unknown>;
  /** The arguments as written. */
  written: Record<string, unknown>;
  maxDepth: number;
}

export interface SpecCheck {
  problems: Problem[];
  embedded?: EmbeddedDocument;
}

/** A specification method's arguments: its schema, the arguments that may be JSON strings, and its cross-field check. */
export interface MethodSpec {
  /** Built on first use (see lazy.ts). */
  readonly schema: () => TSchema;
  readonly decode?: Readonly<Record<string, JsonShape>>;
  check?(context: SpecContext): SpecCheck;
  /** For editors: the schema nodes at a place the method's schema leaves open (a chunk by its `type`); undefined to use the schema. */
  schemasAt?(args: unknown, segments: readonly string[]): SchemaNode[] | undefined;
}
