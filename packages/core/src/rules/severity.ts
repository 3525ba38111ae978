import type { Problem } from '../problem.js';
import type { RuleSeverities } from './define.js';
import { isRefusal } from './registry.js';

/**
 * The one place the user's overrides meet the problems; every check reports its rule's default severity.
 * Each entry point calls it once on its finished list: `checkDocument` (and `checkOversized`, for a file
 * refused before it was read), the value APIs (`checkValueAs`) and `diffManifests`.
 * Applies the user's overrides to problems that already carry their catalogue severity; `off` removes
 * the problem. A refusal (too large, too deep, binary) cannot be turned off: the file would pass unchecked;
 * its severity can still change, and the limits themselves are settings.
 */
export function applySeverities<P extends Problem>(problems: readonly P[], overrides: RuleSeverities | undefined): P[] {
  const out: P[] = [];
  for (const problem of problems) {
    const override = overrides?.[problem.rule];
    if (override === 'off' && isRefusal(problem.rule)) {
      out.push(problem);
      continue;
    }
    if (override === 'off') continue;
    const severity = override ?? problem.severity;
    out.push(severity === problem.severity ? problem : { ...problem, severity });
  }
  return out;
}
