import { expect } from 'vitest';
import { parse } from 'yaml';
import { diffManifests, type DiffOptions, type DiffResult } from 'manifesto-core';
import { lineOf } from '../helpers.js';

/** An expected diff problem: its rule, side, pointer, and a needle on its line in that side's text. */
export interface ExpectedChange {
  rule: string;
  side: 'old' | 'new';
  pointer: string;
  at: string | { yaml: string; json: string };
  occurrence?: number;
  severity?: string;
}

export interface DiffTwin {
  format: 'yaml' | 'json';
  oldText: string;
  newText: string;
  result: DiffResult;
}

const toJson = (yamlText: string): string => JSON.stringify(parse(yamlText), null, 2) + '\n';

/** The diff of two YAML texts, and of their JSON twins (the same values, keys in the same order). */
export function diffTwins(oldYaml: string, newYaml: string, options: DiffOptions = {}): DiffTwin[] {
  return (['yaml', 'json'] as const).map((format) => {
    const oldText = format === 'yaml' ? oldYaml : toJson(oldYaml);
    const newText = format === 'yaml' ? newYaml : toJson(newYaml);
    return { format, oldText, newText, result: diffManifests(oldText, newText, { ...options, old: { format }, new: { format } }) };
  });
}

/** Asserts, in both formats, exactly these problems (rule, side, pointer, line and severity). */
export function expectChanges(oldYaml: string, newYaml: string, expected: readonly ExpectedChange[], options: DiffOptions = {}): void {
  for (const { format, oldText, newText, result } of diffTwins(oldYaml, newYaml, options)) {
    expect(result.compared, format).toBe(true);
    const found = [...result.old.problems, ...result.new.problems].map((p) => ({
      rule: p.rule,
      side: p.side,
      pointer: p.pointer,
      line: p.range.start.line + 1,
      severity: p.severity,
    }));
    const wanted = expected.map((e) => ({
      rule: e.rule,
      side: e.side,
      pointer: e.pointer,
      line: lineOf(e.side === 'old' ? oldText : newText, typeof e.at === 'string' ? e.at : e.at[format], e.occurrence),
      severity: e.severity ?? 'error',
    }));
    const order = (a: { side: string; line: number; pointer: string }, b: { side: string; line: number; pointer: string }) =>
      a.side.localeCompare(b.side) || a.line - b.line || a.pointer.localeCompare(b.pointer);
    expect(found.sort(order), format).toEqual(wanted.sort(order));
    for (const p of result.old.problems) expect(p.side).toBe('old');
    for (const p of result.new.problems) expect(p.side).toBe('new');
  }
}
