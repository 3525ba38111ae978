/** Turns the service's invalid_manifest items into located problems, so they print like local ones. */
import { ruleInfo, type LocatedProblem, type SourceDocument } from '@manifesto/core';
import { normaliseServicePointer } from './pointer.js';
import type { RemoteResult } from './result.js';

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
