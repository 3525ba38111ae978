import type { Problem } from '../problem.js';
import type { RuleSeverities } from './define.js';
import { REFUSAL_RULES } from '../source/screen.js';

/**
 * Applies the user's overrides to problems that already carry their catalogue severity; `off` removes
 * the problem. A refusal (too large, too deep, binary) cannot be turned off: the file would pass unchecked;
 * its severity can still change, and the limits themselves are settings.
 */
export function applySeverities<P extends Problem>(problems: readonly P[], overrides: RuleSeverities | undefined): P[] {
  const out: P[] = [];
  for (const problem of problems) {
    const override = overrides?.[problem.rule];
    if (override === 'off' && REFUSAL_RULES.has(problem.rule)) {
      out.push(problem);
      continue;
    }
    if (override === 'off') continue;
    const severity = override ?? problem.severity;
    out.push(severity === problem.severity ? problem : { ...problem, severity });
  }
  return out;
}
