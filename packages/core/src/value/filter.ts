import type { Problem } from '../problem.js';
import { fieldName, parsePointer } from '../source/pointer.js';
import { quoted } from '../blocks/report.js';
import { countMayExceedRule } from '../blocks/rules.js';
import type { HoleSites } from './stand-in.js';

/** Rules that count a list's items against a maximum (`data.limit`, `data.actual`). */
const MAX_COUNT_RULES = new Set(['max-items', 'too-many-blocks']);

/**
 * What a template string still tells: it is a string (a type problem stands), and it is at least as long
 * as its literal parts (a max-length problem on them stands). Everything else about it is unknown.
 */
const TEXT_KNOWN_RULES = new Set(['type', 'max-length']);

/** Rules that compare the items of a list with each other: an unknown item may differ from every other. */
const COMPARING_RULES = new Set(['unique-items']);

/**
 * Keeps the problems of a stand-in check (`stand-in.ts`) that hold whatever the holes are:
 * - at or below an unknown value (a spread item included): dropped;
 * - at a template string: only its type and the length of its known parts;
 * - a key missing from an object with computed keys, or anything said of that object as a whole: dropped,
 *   the computed keys may hold it;
 * - a list with items that may be absent or many: a count over the maximum by the items always there stands
 *   (with that count), one over it only with the conditional items is `count-may-exceed`, a warning, and
 *   anything else said of a list with a spread (too few, empty) is dropped;
 * - a comparison among a list's items where one is unknown: dropped.
 */
export function keepKnown(problems: readonly Problem[], sites: HoleSites): Problem[] {
  const kept: Problem[] = [];
  for (const problem of problems) {
    const decided = judge(problem, sites);
    if (decided) kept.push(decided);
  }
  return kept;
}

function judge(problem: Problem, sites: HoleSites): Problem | undefined {
  const { pointer, rule } = problem;
  if (underUnknown(pointer, sites)) return undefined;
  if (sites.text.has(pointer)) return TEXT_KNOWN_RULES.has(rule) ? problem : undefined;
  const parent = typeof problem.data?.['parent'] === 'string' ? problem.data['parent'] : undefined;
  if (sites.open.has(pointer) || (rule === 'required' && parent !== undefined && sites.open.has(parent))) return undefined;
  if (COMPARING_RULES.has(rule) && holdsHole(pointer, sites)) return undefined;
  const list = sites.lists.get(pointer);
  if (!list) return problem;
  if (!MAX_COUNT_RULES.has(rule)) return list.spread > 0 ? undefined : problem;
  return countProblem(problem, list);
}

function countProblem(problem: Problem, list: { maybe: number; spread: number }): Problem | undefined {
  const limit = Number(problem.data?.['limit']);
  const actual = Number(problem.data?.['actual']);
  const always = actual - list.maybe - list.spread;
  const name = problem.pointer === '' ? 'The list' : quoted(fieldName(problem.pointer));
  if (always > limit) {
    if (always === actual) return problem;
    return { ...problem, message: `${name} has at least ${always} items written; the limit is ${limit}.`, data: { ...problem.data, actual: always } };
  }
  if (always + list.maybe <= limit) return undefined;
  return countMayExceedRule.problem({
    pointer: problem.pointer,
    target: problem.target,
    message: `${name} has ${always} items and ${list.maybe} more when their conditions hold; with all of them it is over the limit of ${limit}.`,
    data: { limit, always, conditional: list.maybe },
  });
}

function underUnknown(pointer: string, sites: HoleSites): boolean {
  if (sites.unknown.size === 0) return false;
  if (sites.unknown.has(pointer)) return true;
  let prefix = '';
  for (const segment of parsePointer(pointer)) {
    prefix += `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (sites.unknown.has(prefix)) return true;
  }
  return false;
}

function holdsHole(pointer: string, sites: HoleSites): boolean {
  const below = (at: string) => at.startsWith(`${pointer}/`);
  for (const at of sites.unknown) if (below(at)) return true;
  for (const at of sites.text.keys()) if (below(at)) return true;
  return false;
}
