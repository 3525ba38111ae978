import type { Problem } from './problem.js';
import { RULE_SEVERITY } from './rules.js';
import type { RuleSeverities } from './rule-info.js';

/** Applies the catalogue's default severity, then the user's overrides; `off` removes the problem. */
export function applySeverities<P extends Problem>(problems: readonly P[], overrides: RuleSeverities | undefined): P[] {
  const out: P[] = [];
  for (const problem of problems) {
    const override = overrides?.[problem.rule];
    if (override === 'off') continue;
    const severity = override ?? problem.severity ?? RULE_SEVERITY.get(problem.rule) ?? 'error';
    out.push(severity === problem.severity ? problem : { ...problem, severity });
  }
  return out;
}
