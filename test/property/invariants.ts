/**
 * What every located problem must satisfy, checked against positions the test computes itself
 * (not with the core's LineIndex), so a drift between span and range shows up.
 */
import { RULES, type Position, type Range, type DocumentResult } from 'manifesto-core';
import { expect } from 'vitest';

const RULE_IDS = new Set(RULES.map((rule) => rule.id));

/** Offsets where lines start: after `\n`, after `\r\n`, after a `\r` not followed by `\n` (as LSP counts). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

/** Zero-based line and UTF-16 character of an offset. */
export function positionOf(starts: readonly number[], offset: number): Position {
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  return { line, character: offset - starts[line]! };
}

/** An offset between the `\r` and the `\n` of one line end: the position would lie past the line's end. */
export function splitsCrLf(text: string, offset: number): boolean {
  return text[offset - 1] === '\r' && text[offset] === '\n';
}

/** Lengths of each line without its line end. */
export function lineLengths(text: string): number[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.length);
}

/** A range is inside a text when both ends are on existing lines, at most at the line's end, and in order. */
export function expectRangeInside(range: Range, lengths: readonly number[], what: string): void {
  for (const end of [range.start, range.end]) {
    expect(Number.isInteger(end.line) && end.line >= 0 && end.line < lengths.length, `${what}: line ${end.line} of ${lengths.length}`).toBe(true);
    expect(
      Number.isInteger(end.character) && end.character >= 0 && end.character <= lengths[end.line]!,
      `${what}: character ${end.character} on line ${end.line} of length ${lengths[end.line]}`,
    ).toBe(true);
  }
  const ordered = range.start.line < range.end.line || (range.start.line === range.end.line && range.start.character <= range.end.character);
  expect(ordered, `${what}: range ends before it starts ${JSON.stringify(range)}`).toBe(true);
}

/** The core's contract for a result: `{problems}` where each problem is catalogued, pointed and placed exactly. */
export function expectWellFormedResult(text: string, result: unknown): void {
  expect(result).toBeTypeOf('object');
  const { problems } = result as DocumentResult;
  expect(Array.isArray(problems)).toBe(true);
  const starts = lineStarts(text);
  for (const problem of problems) {
    const where = `${problem.rule} at ${JSON.stringify(problem.pointer)}`;
    expect(problem.rule, where).not.toBe('internal');
    expect(RULE_IDS.has(problem.rule), `${where}: rule not in the catalogue`).toBe(true);
    expect(typeof problem.pointer === 'string' && (problem.pointer === '' || problem.pointer.startsWith('/')), `${where}: pointer`).toBe(true);
    const { start, end } = problem.span;
    expect(
      Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= end && end <= text.length,
      `${where}: span ${start}-${end} in ${text.length}`,
    ).toBe(true);
    for (const offset of [start, end]) expect(splitsCrLf(text, offset), `${where}: span ${start}-${end} splits a CRLF at ${offset}`).toBe(false);
    expect(problem.range, `${where}: range of span ${start}-${end}`).toEqual({ start: positionOf(starts, start), end: positionOf(starts, end) });
  }
}
