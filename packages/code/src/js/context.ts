import type { CodeFacts, IdMatch, OpenFact } from 'manifesto-core/app';
import type { ImportedPayload, RawValue, Reference, ReferenceTarget } from '../link/raw.js';
import type { Evaluator } from './evaluate.js';
import type { AstNode } from './nodes.js';

/** What the walk over one file gathers, shared by the listener, call, id and receiver readers. */
export interface FileContext {
  fileName: string;
  /** The file's text, for what the tree leaves out (`type-text.ts`). */
  text: string;
  facts: CodeFacts;
  references: Reference[];
  /** Posting calls' payloads another module gives (`foreign-payload.ts`), for the linker. */
  importedPayloads: ImportedPayload[];
  evaluator: Evaluator;
  /** Object literals already read as a listener's constraint, so they are not also declared ids. */
  constraints: Set<AstNode>;
  /** Object literals already read once per element of a constant list they are mapped over (`mapped-ids.ts`). */
  mapped: Set<AstNode>;
  /** The file's program, for what needs the whole file (`mapped-ids.ts`'s changed names). */
  program: AstNode;
  /** Names the file changes in place, found when first needed. */
  mutatedNames?: Set<string>;
  /** How many loops (or `forEach`/`map` callbacks) enclose the node being read. */
  loopDepth: number;
  /** Whether an App was built yet: the first one decides the file's receiver. */
  appSeen: boolean;
}

/**
 * A value as the id of a fact: known here, left for the linker (an import, a concatenation with one), or
 * computed, with `open` added to the facts. `target` is where the linker writes the id it finds.
 */
export function settleId(context: FileContext, value: RawValue, target: ReferenceTarget, open: OpenFact): IdMatch {
  switch (value.kind) {
    case 'string':
      return { kind: 'exact', value: value.value };
    case 'pattern':
      return { kind: 'pattern', source: value.source, flags: value.flags };
    case 'import':
    case 'concat':
      context.references.push({ target, value, open });
      return { kind: 'computed' };
    default:
      context.facts.open.push(open);
      return { kind: 'computed' };
  }
}
