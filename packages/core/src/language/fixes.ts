import type { Problem } from '../problem.js';
import type { KindId, LanguageContext } from '../kinds/kind.js';
import type { Fix } from '../rules/fix.js';
import { ruleById } from '../rules/registry.js';
import { placeholderAt } from './facts.js';

/**
 * The quick fixes of a problem, from the fix its rule declares; none for a rule without one, and
 * none inside a string that encodes a document of its own (its text is not the file's). `context` is
 * the editor's, as for `schemaFactsAt` (a method argument file's name gives its method).
 */
export function fixesFor(kind: KindId, value: unknown, problem: Problem, context?: LanguageContext): Fix[] {
  try {
    const rule = ruleById(problem.rule);
    if (!rule?.fix || problem.within) return [];
    return rule.fix(problem, { value, placeholderAt: (pointer) => placeholderAt(kind, value, pointer, context) });
  } catch {
    return [];
  }
}
