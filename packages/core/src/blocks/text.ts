import type { LocatedProblem, Problem, Span } from '../problem.js';
import { placeProblem, type SourceDocument } from '../source/document.js';
import { valueAt } from '../source/pointer.js';
import { checkText, type TextOptions, type TextResult } from '../text.js';
import { offsetMap, mapSpan, type OffsetMap } from './string-offsets.js';
import { analyse, type BlockOptions } from './validate.js';
import type { EmbeddedView } from './view-string.js';

/** Parses a YAML or JSON block payload and returns every problem with its position. Never throws. */
export function validateBlocksText(text: string, options: TextOptions & BlockOptions = {}): TextResult {
  let embedded: EmbeddedView | undefined;
  // The string's offset map is built once: building it per problem made 5,000 problems in a 600 kB view take minutes.
  let map: OffsetMap | null | undefined;
  const mapFor = (document: SourceDocument, view: EmbeddedView): OffsetMap | null => {
    if (map !== undefined) return map;
    const node = document.find(view.pointer);
    const value = valueAt(document.value, view.pointer);
    return (map = node && typeof value === 'string' ? (offsetMap(document.text, node.valueSpan, value) ?? null) : null);
  };
  return checkText(
    text,
    options,
    (value) => {
      const analysis = analyse(value, options);
      embedded = analysis.embedded;
      return analysis.problems;
    },
    (problem, document) => (embedded ? placeEmbedded(problem, document, embedded, mapFor(document, embedded)) : undefined) ?? document.place(problem),
  );
}

/**
 * Places a problem that lies inside the views.publish `view` string: located in the decoded string,
 * then mapped through the literal's escapes to the file. Undefined when the problem is outside the
 * string or its literal cannot be followed (then the string value as a whole is marked).
 */
function placeEmbedded(problem: Problem, document: SourceDocument, embedded: EmbeddedView, map: OffsetMap | null): LocatedProblem | undefined {
  const { pointer } = embedded;
  const inner = innerSpan(problem, embedded);
  if (!inner) return undefined;
  const value = valueAt(document.value, pointer);
  if (!document.find(pointer) || typeof value !== 'string') return undefined;
  const span = map ? mapSpan(map, inner) : undefined;
  return placeProblem(problem, span ?? document.locate(pointer, 'value'), document.lines);
}

function innerSpan(problem: Problem, embedded: EmbeddedView): Span | undefined {
  const { pointer, document } = embedded;
  const offset = problem.data?.['offset'];
  const end = problem.data?.['end'];
  if (problem.pointer === pointer && typeof offset === 'number' && typeof end === 'number') return { start: offset, end };
  if (!problem.pointer.startsWith(pointer + '/')) return undefined;
  return document.locate(problem.pointer.slice(pointer.length), problem.target);
}
