import type { LocatedProblem, Problem, Span } from '../problem.js';
import { placeProblem, type SourceDocument } from './document.js';
import { valueAt } from './pointer.js';
import { mapSpan, offsetMap, type OffsetMap } from './string-offsets.js';

/** A string value that holds a document of its own (the views.publish `view`), decoded with its own positions. */
export interface EmbeddedDocument {
  /** Pointer of the string in the outer document (`/view`). */
  pointer: string;
  /** The decoded string, parsed, with positions in the decoded text. */
  document: SourceDocument;
}

/**
 * Locates problems in the text. A problem inside an embedded string (below its pointer, or with a
 * `within` span) is located in the decoded string, then mapped through the literal's escapes to the
 * file; when the literal cannot be followed, the string value as a whole is marked. A `within` span on
 * any other string is mapped the same way.
 */
export function placeProblems(problems: readonly Problem[], document: SourceDocument, embedded?: EmbeddedDocument): LocatedProblem[] {
  // The string's offset map is built once: building it per problem made 5,000 problems in a 600 kB view take minutes.
  let map: OffsetMap | null | undefined;
  const mapFor = (view: EmbeddedDocument): OffsetMap | null => {
    if (map !== undefined) return map;
    const node = document.find(view.pointer);
    const value = valueAt(document.value, view.pointer);
    return (map = node && typeof value === 'string' ? (offsetMap(document.text, node.valueSpan, value) ?? null) : null);
  };
  return problems.map(
    (problem) =>
      (embedded ? placeEmbedded(problem, document, embedded, mapFor) : undefined) ??
      (problem.within ? placeWithinString(problem, document) : undefined) ??
      document.place(problem),
  );
}

/**
 * A problem about part of a plain string (a name in the audit log's comma-separated `action`): its
 * `within` offsets into the string's value are mapped through the literal's escapes; undefined when the
 * literal cannot be followed, and the whole value is marked.
 */
function placeWithinString(problem: Problem, document: SourceDocument): LocatedProblem | undefined {
  const node = document.find(problem.pointer);
  const value = valueAt(document.value, problem.pointer);
  if (!node || typeof value !== 'string' || !problem.within) return undefined;
  const map = offsetMap(document.text, node.valueSpan, value);
  const span = map ? mapSpan(map, problem.within) : undefined;
  return span ? placeProblem(problem, span, document.lines) : undefined;
}

function placeEmbedded(
  problem: Problem,
  document: SourceDocument,
  embedded: EmbeddedDocument,
  mapFor: (view: EmbeddedDocument) => OffsetMap | null,
): LocatedProblem | undefined {
  const inner = innerSpan(problem, embedded);
  if (!inner) return undefined;
  const value = valueAt(document.value, embedded.pointer);
  if (!document.find(embedded.pointer) || typeof value !== 'string') return undefined;
  const map = mapFor(embedded);
  const span = map ? mapSpan(map, inner) : undefined;
  return placeProblem(problem, span ?? document.locate(embedded.pointer, 'value'), document.lines);
}

function innerSpan(problem: Problem, embedded: EmbeddedDocument): Span | undefined {
  const { pointer, document } = embedded;
  if (problem.pointer === pointer && problem.within) return problem.within;
  if (!problem.pointer.startsWith(pointer + '/')) return undefined;
  return document.locate(problem.pointer.slice(pointer.length), problem.target);
}
