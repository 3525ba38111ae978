import type { Span } from '../problem.js';
import { placeProblem, sourceDocument, type SourceDocument } from './document.js';
import { LineIndex } from './line-index.js';

export const BOM = '\uFEFF';

/**
 * Parses a text that starts with a byte order mark as if it were not there (a YAML parser's
 * indentation rules change when it is), then moves every span one unit on, so that offsets and
 * ranges still count the mark, as the caller's and the editor's text does.
 */
export function parseAfterBom(text: string, parse: (body: string) => SourceDocument): SourceDocument {
  const inner = parse(text.slice(BOM.length));
  const lines = new LineIndex(text);
  const shift = (span: Span): Span => ({ start: span.start + BOM.length, end: span.end + BOM.length });
  return sourceDocument({
    format: inner.format,
    text,
    value: inner.value,
    problems: inner.problems.map((problem) => placeProblem(problem, shift(problem.span), lines)),
    fatal: inner.fatal,
    lines,
    find: (pointer) => {
      const node = inner.find(pointer);
      if (!node) return undefined;
      return node.keySpan ? { ...node, keySpan: shift(node.keySpan), valueSpan: shift(node.valueSpan) } : { ...node, valueSpan: shift(node.valueSpan) };
    },
    locate: (pointer, target) => shift(inner.locate(pointer, target)),
  });
}
