/** Turns the service's invalid_manifest items into located problems, so they print like local ones. */
import { ruleInfo, type LocatedProblem, type SourceDocument } from 'manifesto-core';
import { normaliseServicePointer } from './pointer.js';
import type { RemoteResult, ServiceMessage } from './result.js';

/** The rule id of every problem the service reports. */
export const REMOTE_RULE = 'remote';

/**
 * One `remote` error per item of an `invalid` result, placed in the original YAML or JSON text;
 * a pointer to a field that is not in the text marks its deepest existing ancestor. Other results give none.
 */
export function remoteProblems(result: RemoteResult, document: Pick<SourceDocument, 'place'>): LocatedProblem[] {
  if (result.kind !== 'invalid') return [];
  return result.errors.map((error) =>
    document.place({
      rule: REMOTE_RULE,
      severity: ruleInfo(REMOTE_RULE)?.defaultSeverity ?? 'error',
      message: error.message,
      pointer: normaliseServicePointer(error.pointer),
      target: 'value',
    }),
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
    problems.push(
      document.place({
        rule: REMOTE_RULE,
        severity: ruleInfo(REMOTE_RULE)?.defaultSeverity ?? 'error',
        message: item.message,
        pointer: pointer.slice('/manifest'.length),
        target: 'value',
      }),
    );
  }
  return { problems, unplaced };
}
