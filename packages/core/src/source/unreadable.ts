import type { Span } from '../problem.js';
import type { Refusal } from './screen.js';
import { placeProblem, sourceDocument, type SourceDocument, type SourceFormat } from './document.js';
import { LineIndex } from './line-index.js';

/** A document that was refused before parsing: no value, no nodes, one problem. */
export function unreadableDocument(text: string, format: SourceFormat, refusal: Refusal, lines = new LineIndex(text)): SourceDocument {
  const problem = placeProblem(refusal.problem, refusal.span, lines);
  const nowhere: Span = { start: refusal.span.start, end: refusal.span.start };
  return sourceDocument({ format, text, value: undefined, problems: [problem], fatal: true, lines, find: () => undefined, locate: () => nowhere });
}
