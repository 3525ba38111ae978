import type { Problem, Target } from '../problem.js';
import type { Rule } from '../rules/define.js';

/** A problem of `rule` with its default severity; overrides are applied once, by the kind runner. */
export function blockProblem(rule: Rule, pointer: string, target: Target, message: string, data?: Record<string, unknown>): Problem {
  return rule.problem(data === undefined ? { pointer, target, message } : { pointer, target, message, data });
}

/** `name` in backticks, the form messages use for fields. */
export function quoted(name: string): string {
  return `\`${name}\``;
}
