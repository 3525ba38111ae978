import { stringify } from 'yaml';
import { expect } from 'vitest';
import { RULES, validateMethodArgumentsText, type LocatedProblem } from 'manifesto-core';
import { found, lineOf, type Found } from '../helpers.js';

export { lineOf, found } from '../helpers.js';

const KNOWN = new Set(RULES.map((rule) => rule.id));

function checked(problems: readonly LocatedProblem[]): LocatedProblem[] {
  for (const problem of problems) expect(KNOWN, `rule ${problem.rule} is not in the catalogue`).toContain(problem.rule);
  return [...problems];
}

export function argumentsProblems(method: string, text: string, format: 'yaml' | 'json'): LocatedProblem[] {
  return checked(validateMethodArgumentsText(method, text, { format }).problems);
}

/** The same arguments written as pretty JSON and as block-style YAML. */
export function twins(value: unknown): { json: string; yaml: string } {
  return { json: JSON.stringify(value, null, 2) + '\n', yaml: stringify(value, { lineWidth: 0 }) };
}

type Needle = string | [string, number];
export interface Expected {
  rule: string;
  pointer: string;
  /** The text on the problem's line (occurrence n when [text, n]), per format when they differ. */
  needle: Needle | { json: Needle; yaml: Needle };
}

/**
 * Checks the arguments of `method` in both formats: the same rules and pointers, each on the line where
 * its needle sits in that format.
 */
export function expectTwins(method: string, value: unknown, expected: Expected[]): void {
  const { json, yaml } = twins(value);
  for (const [text, format] of [
    [json, 'json'],
    [yaml, 'yaml'],
  ] as const) {
    const want = expected.map(({ rule, pointer, needle }) => {
      const chosen = typeof needle === 'object' && !Array.isArray(needle) ? needle[format] : needle;
      const [word, occurrence] = typeof chosen === 'string' ? [chosen, 1] : chosen;
      return { rule, pointer, line: lineOf(text, word, occurrence) };
    });
    const got = found(argumentsProblems(method, text, format)).map(({ rule, pointer, line }: Found) => ({ rule, pointer, line }));
    expect(sort(got), `${format}:\n${text}`).toEqual(sort(want));
  }
}

/** Valid arguments: nothing in either format. */
export function expectClean(method: string, value: unknown): void {
  const { json, yaml } = twins(value);
  expect(found(argumentsProblems(method, json, 'json')), json).toEqual([]);
  expect(found(argumentsProblems(method, yaml, 'yaml')), yaml).toEqual([]);
}

function sort<T extends { pointer: string; rule: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.pointer.localeCompare(b.pointer) || a.rule.localeCompare(b.rule));
}
