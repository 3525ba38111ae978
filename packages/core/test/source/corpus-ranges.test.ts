import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManifestText, type LocatedProblem, type DocumentResult } from 'manifesto-core';
import { detectFormat, parentPointer } from 'manifesto-core/language';
import { CORPUS } from '../corpus-path.js';

const corpus = CORPUS;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(json|ya?ml)$/i.test(entry.name) ? [path] : [];
  });
}

const corpusFiles = [...files(join(corpus, 'real')), ...files(join(corpus, 'official'))];

/** The range invariants of DESIGN.md, checked for one result. */
function assertRanges(text: string, result: DocumentResult, label: string): void {
  const trimmedEnd = text.replace(/\s+$/, '').length;
  const lastLine = result.document.lines.position(trimmedEnd).line;
  for (const problem of result.problems) {
    const where = `${label} ${problem.rule} ${problem.pointer}`;
    expect(problem.span.start, where).toBeGreaterThanOrEqual(0);
    expect(problem.span.end, where).toBeGreaterThanOrEqual(problem.span.start);
    expect(problem.span.end, where).toBeLessThanOrEqual(text.length);
    // Never a range from somewhere in the middle that runs on to the end of the file.
    if (problem.span.end >= trimmedEnd && text.length > 0) expect(problem.range.start.line, where).toBe(lastLine);
    expect(problem.range.end.line - problem.range.start.line, where).toBeLessThan(50);
    assertKeyTarget(result, problem, where);
  }
}

/** A key target covers that key exactly, or the key of its deepest existing ancestor. */
function assertKeyTarget(result: DocumentResult, problem: LocatedProblem, where: string): void {
  if (problem.target !== 'key' || problem.pointer === '') return;
  let pointer = problem.pointer;
  let node = result.document.find(pointer);
  while (!node && pointer !== '') {
    pointer = parentPointer(pointer);
    node = result.document.find(pointer);
  }
  if (node?.keySpan) expect(problem.span, where).toEqual(node.keySpan);
}

describe('located problems over the corpora', () => {
  it('has corpus files to check', () => {
    expect(corpusFiles.length).toBeGreaterThan(100);
  });

  it.each(corpusFiles.map((path) => [path.slice(corpus.length + 1), path]))('%s: ranges are inside the text and keys are covered', (_name, path) => {
    const text = readFileSync(path, 'utf8');
    const result = validateManifestText(text, { format: detectFormat(text, path) });
    assertRanges(text, result, path);
  });

  it('never throws and keeps ranges valid when corpus texts are damaged at random', () => {
    const samples = corpusFiles.filter((_, i) => i % 6 === 0).map((path) => readFileSync(path, 'utf8'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: samples.length - 1 }), fc.nat(), fc.nat({ max: 40 }), fc.string({ maxLength: 8 }), (which, at, cut, insert) => {
        const text = samples[which]!;
        const start = at % (text.length + 1);
        const damaged = text.slice(0, start) + insert + text.slice(Math.min(text.length, start + cut));
        for (const format of ['yaml', 'json'] as const) {
          const result = validateManifestText(damaged, { format });
          assertRanges(damaged, result, `${format}@${start}`);
        }
      }),
      { numRuns: 300 },
    );
  });
});
