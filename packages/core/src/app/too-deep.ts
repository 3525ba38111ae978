import { LineIndex } from '../source/line-index.js';
import type { LocatedProblem } from '../problem.js';
import type { RuleSeverities } from '../rules/define.js';
import { applySeverities } from '../rules/severity.js';
import type { CodeFacts } from './facts.js';
import { codeTooDeepRule } from './rules.js';

/**
 * A code file left unread because it nests too deep, as a problem at the place the nesting passed the
 * limit, with the user's severities. Nothing for a file that was read or did not parse: a syntax error is
 * the editor's and the compiler's to report, not ours.
 */
export function codeTooDeepProblems(facts: CodeFacts, text: string, rules?: RuleSeverities): LocatedProblem[] {
  const unreadable = facts.unreadable;
  if (!unreadable?.tooDeep) return [];
  const span = unreadable.span;
  const problem = codeTooDeepRule.problem({
    message:
      'The code nests deeper here than can be parsed safely, so this file was not read: its listeners, calls and payloads are not checked. Flatten the nesting or split the file.',
    pointer: '',
    target: 'value',
  });
  const lines = new LineIndex(text);
  return applySeverities([{ ...problem, span, range: { start: lines.position(span.start), end: lines.position(span.end) } }], rules);
}
