import { stringify } from 'yaml';
import { expect } from 'vitest';
import { RULES, validateBlocksText, type LocatedProblem, type TextOptions } from 'manifesto-core';
import { found, lineOf, type Found } from '../helpers.js';

export { lineOf, yaml, found } from '../helpers.js';

const KNOWN = new Set(RULES.map((rule) => rule.id));

/** Every problem must name a catalogued rule; a typo in a rule id fails here, not silently. */
function checked(problems: readonly LocatedProblem[]): LocatedProblem[] {
  for (const problem of problems) expect(KNOWN, `rule ${problem.rule} is not in the catalogue`).toContain(problem.rule);
  return [...problems];
}

export function blocksYaml(text: string, options: TextOptions = {}): Found[] {
  return found(checked(validateBlocksText(text, { ...options, format: 'yaml' }).problems));
}

export function blocksJson(text: string, options: TextOptions = {}): Found[] {
  return found(checked(validateBlocksText(text, { ...options, format: 'json' }).problems));
}

export function locatedJson(text: string): LocatedProblem[] {
  return checked(validateBlocksText(text, { format: 'json' }).problems);
}

/** The same payload written as pretty JSON and as block-style YAML. */
export function twins(value: unknown): { json: string; yaml: string } {
  return { json: JSON.stringify(value, null, 2) + '\n', yaml: stringify(value, { lineWidth: 0 }) };
}

/**
 * Checks a payload in both formats and asserts the same rules and pointers, each on the line where
 * `needles[i]` (the text of the mistake, occurrence `n` when given as [needle, n]) sits in that format.
 */
type Needle = string | [string, number];

export function expectTwins(value: unknown, expected: { rule: string; pointer: string; needle: Needle | { json: Needle; yaml: Needle } }[]): void {
  const { json, yaml } = twins(value);
  for (const [text, check, format] of [
    [json, blocksJson, 'json'],
    [yaml, blocksYaml, 'yaml'],
  ] as const) {
    const want = expected.map(({ rule, pointer, needle }) => {
      const chosen = typeof needle === 'object' && !Array.isArray(needle) ? needle[format] : needle;
      const [word, occurrence] = typeof chosen === 'string' ? [chosen, 1] : chosen;
      return { rule, pointer, line: lineOf(text, word, occurrence) };
    });
    const got = check(text).map(({ rule, pointer, line }) => ({ rule, pointer, line }));
    expect(sortFound(got), text).toEqual(sortFound(want));
  }
}

function sortFound<T extends { pointer: string; rule: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.pointer.localeCompare(b.pointer) || a.rule.localeCompare(b.rule));
}

export type Point = { label: string; value: number };

export function series(name: string, points: [string, number][]): { name: string; data: Point[] } {
  return { name, data: points.map(([label, value]) => ({ label, value })) };
}

export function seriesChart(type: 'bar' | 'area' | 'line', list: unknown[], categories: string[], title = 'Quarterly numbers'): Record<string, unknown> {
  return { type: 'data_visualization', title, chart: { type, series: list, axis_config: { categories } } };
}

export function pieChart(segments: [string, number][], title = 'Share by channel'): Record<string, unknown> {
  return { type: 'data_visualization', title, chart: { type: 'pie', segments: segments.map(([label, value]) => ({ label, value })) } };
}

export function message(...blocks: unknown[]): Record<string, unknown> {
  return { text: 'fallback', blocks };
}
