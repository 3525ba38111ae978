import { describe, expect, test } from 'vitest';
import { lineOf } from '../helpers.js';
import { baseV1, baseV2 } from './base.js';
import { CASES, type SchemaCase } from './cases.js';
import { plant, render } from './plant.js';

/** The expected line of a case in one format, found from its needle (never counted by hand). */
function expectedLine(item: SchemaCase, format: 'yaml' | 'json', text: string): number {
  const needle =
    typeof item.at === 'string' ? (item.at.endsWith(':') && format === 'json' ? `"${item.at.slice(0, -1)}":` : item.at) : item.at[format === 'yaml' ? 0 : 1];
  return lineOf(text, needle, item.occurrence ?? 1) + (item.plus ?? 0);
}

const base = (item: SchemaCase) => (item.version === 2 ? baseV2() : baseV1());

describe('every schema limit, pattern, enum, URL scheme and required key, in YAML and JSON', () => {
  test.each(CASES.map((item) => [item.title, item] as const))('%s: the mistake is one problem at its pointer and line', (_title, item) => {
    for (const { format, text, check } of render(plant(base(item), item.bad))) {
      const found = check(text).filter((problem) => !item.ignore?.includes(problem.rule));
      expect(found, format).toEqual([{ rule: item.rule, pointer: item.pointer, line: expectedLine(item, format, text) }]);
    }
  });

  test.each(CASES.filter((item) => item.good).map((item) => [item.title, item] as const))('%s: the allowed value passes', (_title, item) => {
    for (const { format, text, check } of render(plant(base(item), item.good ?? [])))
      expect(
        check(text).filter((problem) => !item.ignore?.includes(problem.rule)),
        format,
      ).toEqual([]);
  });
});
