import type { Problem, Target } from '../problem.js';
import { RULE_SEVERITY } from '../rules.js';

/** A problem with the catalogue's default severity; overrides are applied once, by the caller. */
export function blockProblem(rule: string, pointer: string, target: Target, message: string, data?: Record<string, unknown>): Problem {
  const problem: Problem = { rule, severity: RULE_SEVERITY.get(rule) ?? 'error', message, pointer, target };
  if (data) problem.data = data;
  return problem;
}

/** `name` in backticks, the form messages use for fields. */
export function quoted(name: string): string {
  return `\`${name}\``;
}
