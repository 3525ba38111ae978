/** Turns the service's error items into located problems, so they print like local ones. */
import { remoteRule, type KindId, type LocatedProblem, type Problem, type SourceDocument } from 'manifesto-core';
import { embeddedAt } from 'manifesto-core/language';
import { normaliseServicePointer } from './pointer.js';
import type { RemoteResult, ServiceMessage } from './result.js';

/** The rule id of every problem the service reports, for clients that label diagnostics themselves. */
export const REMOTE_RULE = remoteRule.id;

/**
 * One `remote` error per item of an `invalid` result, placed in the original YAML or JSON text;
 * a pointer to a field that is not in the text marks its deepest existing ancestor. Other results give none.
 */
export function remoteProblems(result: RemoteResult, document: Pick<SourceDocument, 'place'>): LocatedProblem[] {
  if (result.kind !== 'invalid') return [];
  return result.errors.map((error) =>
    document.place(remoteRule.problem({ message: error.message, pointer: normaliseServicePointer(error.pointer), target: 'value' })),
  );
}

/**
 * The service's `response_metadata.messages` that point into the submitted manifest (`/manifest/…` of
 * the request arguments), placed in the file as `remote` problems; the others stay for the caller to print.
 */
export function messageProblems(
  messages: readonly ServiceMessage[],
  document: Pick<SourceDocument, 'place'>,
): { problems: LocatedProblem[]; unplaced: ServiceMessage[] } {
  const problems: LocatedProblem[] = [];
  const unplaced: ServiceMessage[] = [];
  for (const item of messages) {
    const pointer = item.pointer;
    if (pointer === undefined || !(pointer === '/manifest' || pointer.startsWith('/manifest/'))) {
      unplaced.push(item);
      continue;
    }
    problems.push(document.place(remoteRule.problem({ message: item.message, pointer: pointer.slice('/manifest'.length), target: 'value' })));
  }
  return { problems, unplaced };
}

/**
 * One `remote` error per item of blocks.validate's `invalid` answer, at the file's place for each pointer
 * (`toFile` turns a pointer into what was sent into one into the file). Inside a view written as a JSON
 * string, the error is placed in the string through its escapes; other results give none.
 */
export function blockRemoteProblems(result: RemoteResult, document: SourceDocument, kind: KindId, toFile: (pointer: string) => string): LocatedProblem[] {
  if (result.kind !== 'invalid') return [];
  return result.errors.map((error) => {
    const problem = remoteRule.problem({ message: error.message, pointer: toFile(normaliseServicePointer(error.pointer)), target: 'value' });
    return placedInString(problem, document, kind) ?? document.place(problem);
  });
}

/** A problem below an embedded JSON string (the `view` of views.publish), placed in the string's text. */
function placedInString(problem: Problem, document: SourceDocument, kind: KindId): LocatedProblem | undefined {
  const node = document.find('/view');
  if (!node || typeof (document.value as { view?: unknown } | undefined)?.view !== 'string') return undefined;
  const embedded = embeddedAt(kind, document, node.valueSpan.start + 1);
  if (!embedded || !problem.pointer.startsWith(embedded.pointer + '/')) return undefined;
  const span = embedded.toFile(embedded.document.locate(problem.pointer.slice(embedded.pointer.length), 'value'));
  if (!span) return undefined;
  const located = document.place(problem);
  return { ...located, span, range: { start: document.lines.position(span.start), end: document.lines.position(span.end) } };
}
