import { expect } from 'vitest';
import { stringify } from 'yaml';
import { parsePointer } from '../../src/source/pointer.js';
import { checkJson, checkYaml, lineOf, type Found } from '../helpers.js';

/** A change to a manifest value: set the value at a pointer, or delete the key when `value` is undefined. */
export type Edit = readonly [pointer: string, value: unknown];

/** Deep copy, so every case plants its mistake in a fresh manifest. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Applies edits to a copy of `base`; missing intermediate objects are created. */
export function plant(base: unknown, edits: readonly Edit[]): unknown {
  const root = clone(base) as Record<string, unknown>;
  for (const [pointer, value] of edits) {
    const segments = parsePointer(pointer);
    const last = segments.pop();
    if (last === undefined) throw new Error('cannot replace the root');
    let node: Record<string, unknown> = root;
    for (const segment of segments) {
      const next = node[segment];
      if (next === undefined) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    }
    if (value === undefined) delete node[last];
    else node[last] = clone(value);
  }
  return root;
}

/** The YAML and JSON texts of one value, with the checker for each. */
export function render(value: unknown): { format: 'yaml' | 'json'; text: string; check: (text: string) => Found[] }[] {
  return [
    { format: 'yaml', text: stringify(value, { lineWidth: 0 }), check: checkYaml },
    { format: 'json', text: JSON.stringify(value, null, 2) + '\n', check: checkJson },
  ];
}

/**
 * Asserts, in both formats, that the value has exactly one problem at `pointer` with `rule`, on the
 * line of the first occurrence of `at`, and no other error.
 */
export function expectOnly(value: unknown, expected: { rule: string; pointer: string; at: string }): void {
  for (const { format, text, check } of render(value)) {
    const found = check(text);
    expect(found, `${format}\n${text}`).toEqual([{ rule: expected.rule, pointer: expected.pointer, line: lineOf(text, expected.at) }]);
  }
}

/** Asserts, in both formats, that the value has no problem at all. */
export function expectNone(value: unknown): void {
  for (const { format, text, check } of render(value)) expect(check(text), `${format}\n${text}`).toEqual([]);
}
