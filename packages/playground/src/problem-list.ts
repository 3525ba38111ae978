import type { LocatedProblem } from 'manifesto-core';

/**
 * The problems as a list beside the editor: each item carries its rule (`data-rule`), its 1-based line
 * (`data-line`) and its severity, and selects its text in the editor when chosen.
 */
export function drawProblemList(list: HTMLElement, problems: readonly LocatedProblem[], select: (problem: LocatedProblem) => void): void {
  const items = problems.map((problem) => {
    const item = document.createElement('li');
    item.className = `problem severity-${problem.severity}`;
    item.dataset['rule'] = problem.rule;
    item.dataset['line'] = String(problem.range.start.line + 1);
    item.dataset['severity'] = problem.severity;
    item.tabIndex = 0;
    const where = document.createElement('span');
    where.className = 'where';
    where.textContent = `${problem.range.start.line + 1}:${problem.range.start.character + 1}`;
    const message = document.createElement('span');
    message.className = 'message';
    message.textContent = problem.message;
    const rule = document.createElement('code');
    rule.className = 'rule';
    rule.textContent = problem.rule;
    item.append(where, message, rule);
    item.addEventListener('click', () => select(problem));
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select(problem);
      }
    });
    return item;
  });
  list.replaceChildren(...items);
}
