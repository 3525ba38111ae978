import type { LocatedProblem, Problem, RuleSeverities } from 'manifesto-core';
import { LineIndex } from 'manifesto-core/language';
import { checkPayloadValue, isHole, type Hole } from 'manifesto-core/value';
import type { PayloadLiteral, Place } from './payload.js';

/**
 * Checks each payload found in code and places its problems where the part they concern is written: the
 * pointer is followed into the value as far as it goes (a missing key stops at the object that lacks
 * it), and the problem takes that part's key or value span. A payload written once and posted twice (a
 * helper that builds a view for views.open and views.update) reports each problem once.
 */
export function locatePayloadProblems(
  literals: readonly PayloadLiteral[],
  texts: ReadonlyMap<string, string>,
  options: { rules?: RuleSeverities } = {},
): Map<string, LocatedProblem[]> {
  const byFile = new Map<string, LocatedProblem[]>();
  const seen = new Set<string>();
  const indexes = new Map<string, LineIndex>();
  for (const literal of literals) {
    for (const problem of checkPayloadValue(literal.value, literal.form, options.rules ? { rules: options.rules } : {})) {
      const place = placeOf(literal, problem.pointer);
      const text = texts.get(place.fileName);
      if (text === undefined) continue;
      const span = problem.target === 'value' ? place.value : (place.key ?? place.value);
      const key = `${place.fileName}\u0000${problem.rule}\u0000${span.start}:${span.end}\u0000${problem.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let index = indexes.get(place.fileName);
      if (!index) indexes.set(place.fileName, (index = new LineIndex(text)));
      const located: LocatedProblem = { ...problem, span, range: { start: index.position(span.start), end: index.position(span.end) } };
      const list = byFile.get(place.fileName) ?? [];
      list.push(located);
      byFile.set(place.fileName, list);
    }
  }
  return byFile;
}

/** The place of the deepest part of the pointer that is written. */
export function placeOf(literal: PayloadLiteral, pointer: string): Place {
  let place = literal.place;
  let value: unknown = literal.value;
  for (const segment of segmentsOf(pointer)) {
    const container = unwrapMaybe(value);
    if (typeof container !== 'object' || container === null || isHole(container)) break;
    const next = literal.places.get(container, segment);
    if (!next) break;
    place = next;
    value = (container as Record<string, unknown>)[segment];
  }
  return place;
}

function unwrapMaybe(value: unknown): unknown {
  return isHole(value) && (value as Hole).kind === 'maybe' ? (value as Hole).value : value;
}

function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export type { Problem };
