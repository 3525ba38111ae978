/**
 * Core bugs the property tests found, kept as regression tests with the smallest inputs fast-check
 * shrank to (the broad properties in invariants.ts check the same things on random input).
 */
import { validateManifestText } from 'manifesto-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifestSample, mutated } from './arbitraries.js';
import { lineStarts, positionOf, splitsCrLf } from './invariants.js';

/** Each problem's range as the test computes it from its span and the text's own lines. */
function rangesAgree(text: string): boolean {
  const starts = lineStarts(text);
  return validateManifestText(text, { format: 'yaml' }).problems.every(
    (p) => JSON.stringify(p.range) === JSON.stringify({ start: positionOf(starts, p.span.start), end: positionOf(starts, p.span.end) }),
  );
}

describe('core bugs found by the property tests', () => {
  // The yaml library's line counter skips a lone `\r` and stops after some syntax errors; core keeps its own.
  it('YAML ranges count a lone CR as a line end and lines after a syntax error', () => {
    expect(rangesAgree('{}},\n{:')).toBe(true); // syntax error at offset 6 (line 1) is reported on line 0
    expect(rangesAgree('display_information:\r  name: x\r')).toBe(true); // ends on line 1, reported as line 0 character 21
  });

  // A leading BOM used to be stripped before parsing, so spans were one less than offsets into the
  // caller's text (LSP quick fixes on line 1 landed one early).
  it('a leading BOM moves every span one unit on, and nothing else', () => {
    const text = '{"a": 1, "a": 2}';
    const duplicate = (t: string) => validateManifestText(t, { format: 'json' }).problems.find((p) => p.rule === 'duplicate-key')?.span;
    expect(duplicate(text)).toEqual({ start: 9, end: 12 });
    expect(duplicate('\uFEFF' + text)).toEqual({ start: 10, end: 13 });
    fc.assert(
      fc.property(mutated(manifestSample(), 2, true), (sample) => {
        const spans = (t: string) => validateManifestText(t, { format: sample.format }).problems.map((p) => p.span.start);
        expect(spans('\uFEFF' + sample.text)).toEqual(spans(sample.text).map((start) => start + 1));
      }),
      { numRuns: 50 },
    );
  });

  // A syntax span used to be cut at the next `\n` only, so with CRLF it ended after the `\r` and the CLI
  // printed a column past the end of the line.
  it('a YAML syntax span never ends between the \\r and \\n of a CRLF', () => {
    const text = '"a"b\r\n{';
    const syntax = validateManifestText(text, { format: 'yaml' }).problems.filter((p) => p.rule === 'syntax');
    expect(syntax.length).toBeGreaterThan(0);
    for (const p of syntax) expect([splitsCrLf(text, p.span.start), splitsCrLf(text, p.span.end)]).toEqual([false, false]);
  });
});
