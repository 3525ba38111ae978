import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBlocksText, type LocatedProblem } from 'manifesto-core';
import { REAL_BLOCKS_CORPUS } from '../corpus-path.js';

/**
 * The real payloads of corpus/real-blocks/ (taken from the platform's SDKs, frameworks and samples)
 * against the mistakes judged in its EXPECTED.tsv: each `TRUE` row is reported as an error at its rule
 * and pointer, a `FALSE` row is no error, an `UNSURE` row (the sources disagree) is a warning at most,
 * and nothing else in any payload is an error. Where we were wrong, the code is fixed, not this list.
 */
type Verdict = 'TRUE' | 'FALSE' | 'UNSURE';
interface Row {
  file: string;
  rule: string;
  pointer: string;
  verdict: Verdict;
}

const ROWS: Row[] = readFileSync(join(REAL_BLOCKS_CORPUS, 'EXPECTED.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [file = '', rule = '', pointer = '', verdict = ''] = line.split('\t');
    return { file, rule, pointer, verdict: verdict as Verdict };
  });

const FILES = readdirSync(REAL_BLOCKS_CORPUS)
  .filter((name) => name.endsWith('.json'))
  .sort();

function check(file: string): LocatedProblem[] {
  return [...validateBlocksText(readFileSync(join(REAL_BLOCKS_CORPUS, file), 'utf8'), { format: 'json' }).problems];
}

const at = (problem: LocatedProblem) => `${problem.rule} ${problem.pointer}`;

describe('real Block Kit payloads (corpus/real-blocks)', () => {
  it('holds the 269 payloads and a verdict on every row', () => {
    expect(FILES).toHaveLength(269);
    for (const row of ROWS) {
      expect(FILES).toContain(row.file);
      expect(['TRUE', 'FALSE', 'UNSURE']).toContain(row.verdict);
    }
  });

  it.each(FILES)('%s: the judged errors, and no other error', (file) => {
    const problems = check(file);
    const rows = ROWS.filter((row) => row.file === file);
    const errors = problems.filter((problem) => problem.severity === 'error').map(at);
    const wanted = rows.filter((row) => row.verdict === 'TRUE').map((row) => `${row.rule} ${row.pointer}`);
    // Every judged mistake is an error at its rule and pointer; every other error is a false one.
    expect(errors.filter((error) => !wanted.includes(error))).toEqual([]);
    expect(wanted.filter((want) => !errors.includes(want))).toEqual([]);
    // FALSE and UNSURE rows are no errors (checked above); an UNSURE one may stay a warning.
    for (const row of rows.filter((row) => row.verdict !== 'TRUE')) {
      const here = problems.filter((problem) => problem.rule === row.rule && problem.pointer === row.pointer);
      expect(here.map((problem) => problem.severity)).not.toContain('error');
      if (row.verdict === 'FALSE') expect(here).toEqual([]);
    }
  });
});
