import { esc } from './html.js';

/** What the preview needs of a problem: the core's `LocatedProblem` fits. */
export interface PreviewProblem {
  rule: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
  pointer: string;
  range?: { start: { line: number; character: number } };
}

/** Whether `pointer` is `base` or inside it, segment by segment (`/blocks/1` holds `/blocks/1/text`, not `/blocks/10`). */
export function within(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(`${base}/`);
}

/**
 * Hands each problem to the first place that holds it (the places are the top-level blocks' pointers);
 * what no place holds comes back in `rest`, drawn above the surface.
 */
export function assignProblems(
  problems: readonly PreviewProblem[],
  places: readonly string[],
): { byPlace: Map<string, PreviewProblem[]>; rest: PreviewProblem[] } {
  const byPlace = new Map<string, PreviewProblem[]>();
  const rest: PreviewProblem[] = [];
  for (const problem of problems) {
    const place = places.find((base) => within(problem.pointer, base));
    if (place === undefined) rest.push(problem);
    else byPlace.set(place, [...(byPlace.get(place) ?? []), problem]);
  }
  return { byPlace, rest };
}

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

export function worst(problems: readonly PreviewProblem[]): PreviewProblem['severity'] {
  return problems.reduce<PreviewProblem['severity']>(
    (worst, problem) => (SEVERITY_ORDER[problem.severity] < SEVERITY_ORDER[worst] ? problem.severity : worst),
    'info',
  );
}

/** One problem as a list item: severity, rule id, where, message (all escaped). */
export function problemItem(problem: PreviewProblem): string {
  const line = problem.range !== undefined ? ` <span class="problem-line">line ${problem.range.start.line + 1}</span>` : '';
  return `<li class="problem problem-${esc(problem.severity)}" data-rule="${esc(problem.rule)}" data-pointer="${esc(problem.pointer)}"><span class="problem-rule">${esc(problem.rule)}</span>${line} ${esc(problem.message)}</li>`;
}

/** The marker on a block with problems, and the list shown when it is hovered or focused (CSS only). */
export function problemMarker(problems: readonly PreviewProblem[]): string {
  const severity = worst(problems);
  return `<span class="problem-marker marker-${severity}" aria-hidden="true">${problems.length}</span><ul class="problem-popup" role="tooltip">${problems.map(problemItem).join('')}</ul>`;
}
