import type { Problem } from './problem.js';
import type { RuleSeverities } from './rule-info.js';

/** Applies the user's overrides to problems that already carry their catalogue severity; `off` removes the problem. */
export function applySeverities<P extends Problem>(problems: readonly P[], overrides: RuleSeverities | undefined): P[] {
  const out: P[] = [];
  for (const problem of problems) {
    const override = overrides?.[problem.rule];
    if (override === 'off') continue;
    const severity = override ?? problem.severity;
    out.push(severity === problem.severity ? problem : { ...problem, severity });
  }
  return out;
}
