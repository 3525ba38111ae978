import { isRecord } from './pointer.js';
import type { SourceDocument } from './document.js';

/**
 * Whether a parsed text is broken: nothing usable came out (`fatal`), or the parser recovered around a
 * syntax mistake, so the value is a guess at what the text meant. Such a value is never sent to the
 * service, edited by a quick fix or taken as an embedded document. Any other argument is not broken text.
 */
export function isBrokenText(document: Pick<SourceDocument, 'fatal' | 'problems'>): boolean {
  if (!isRecord(document)) return false;
  if (document.fatal === true) return true;
  const problems: unknown = document.problems;
  return Array.isArray(problems) && problems.some((problem) => isRecord(problem) && problem['rule'] === 'syntax');
}
