import type { Problem } from '../problem.js';
import { internalRule } from '../source/rules.js';

/** What a caller gets instead of an exception: the check failed, here is why, please report it. */
export function internalProblem(error: unknown): Problem {
  const reason = error instanceof Error ? error.message : String(error);
  return internalRule.problem({
    message: `Manifesto could not finish checking this document (${reason}); please report it.`,
    pointer: '',
    target: 'container',
  });
}
