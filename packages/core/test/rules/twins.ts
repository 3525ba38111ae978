import { expect } from 'vitest';
import { parse } from 'yaml';
import { checkJson, checkYaml, lineOf, type Found } from '../helpers.js';

/**
 * Where a problem is expected: its rule, its pointer, and a needle on its line (the nth occurrence).
 * A needle that is spelt differently in the two formats (`inputs:` / `"inputs":`) is given per format.
 */
export interface Expected {
  rule: string;
  pointer: string;
  at: string | { yaml: string; json: string };
  occurrence?: number;
}

export interface Twin {
  format: 'yaml' | 'json';
  text: string;
  check: (text: string) => Found[];
}

/**
 * The YAML text and its JSON twin (the same value, keys in the same order), so every case runs in
 * both formats. Needles such as `chat:write` occur in the same order in both texts.
 */
export function twins(yamlText: string): Twin[] {
  const jsonText = JSON.stringify(parse(yamlText), null, 2) + '\n';
  return [
    { format: 'yaml', text: yamlText, check: checkYaml },
    { format: 'json', text: jsonText, check: checkJson },
  ];
}

function byPlace(a: Found, b: Found): number {
  return a.line - b.line || a.pointer.localeCompare(b.pointer) || a.rule.localeCompare(b.rule);
}

/** Asserts, in both formats, exactly the expected problems among `rules` (other rules are ignored). */
export function expectProblems(yamlText: string, rules: readonly string[], expected: readonly Expected[]): void {
  for (const { format, text, check } of twins(yamlText)) {
    const found = check(text)
      .filter((problem) => rules.includes(problem.rule))
      .sort(byPlace);
    const wanted = expected
      .map((e) => ({ rule: e.rule, pointer: e.pointer, line: lineOf(text, typeof e.at === 'string' ? e.at : e.at[format], e.occurrence) }))
      .sort(byPlace);
    expect(found, format).toEqual(wanted);
  }
}

/** Asserts that a correct manifest gets no problem at all, from any rule, in both formats. */
export function expectClean(yamlText: string): void {
  for (const { format, text, check } of twins(yamlText)) expect(check(text), format).toEqual([]);
}

/** Every problem of both formats, for assertions about what else a mistake produces. */
export function allProblems(yamlText: string): { format: string; text: string; found: Found[] }[] {
  return twins(yamlText).map(({ format, text, check }) => ({ format, text, found: check(text) }));
}

/** Replaces the one occurrence of `from` in a fixture, so a planted mistake cannot silently miss. */
export function plant(base: string, from: string, to: string): string {
  const at = base.indexOf(from);
  if (at < 0 || base.indexOf(from, at + 1) >= 0) throw new Error(`fixture must contain ${JSON.stringify(from)} exactly once`);
  return base.slice(0, at) + to + base.slice(at + from.length);
}

/** A YAML key and its JSON spelling, for needles. */
export function key(name: string): { yaml: string; json: string } {
  return { yaml: `${name}:`, json: `"${name}":` };
}

/** A YAML `key: value` pair and its JSON spelling, for needles. */
export function pair(name: string, value: string): { yaml: string; json: string } {
  return { yaml: `${name}: ${value}`, json: `"${name}": "${value}"` };
}
