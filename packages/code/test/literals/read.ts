import { readFileSync } from 'node:fs';
import type { LocatedProblem } from 'manifesto-core';
import { checkCodeFiles } from '../../src/index.js';

/** A file of these tests: its name as the app has it, and its text. */
export interface TestFile {
  fileName: string;
  text: string;
}

/**
 * A fixture app file (stored as `<name>.txt`, so the project's own type check and linter leave the
 * app's code alone), named as the app has it: `/app/<path>`.
 */
export function fixture(path: string): TestFile {
  return { fileName: `/app/${path}`, text: readFileSync(new URL(`fixtures/${path}.txt`, import.meta.url), 'utf8') };
}

/** The payload literals' problems of each file, as the code package's `checkCodeFiles` reports them. */
export async function literalsOf(files: readonly TestFile[]): Promise<LocatedProblem[][]> {
  const results = await checkCodeFiles(files, { root: '/app' });
  return results.map((result) => result.problems);
}

/** `line rule` for each problem (1-based lines). */
export function lines(problems: readonly LocatedProblem[]): string[] {
  return problems.map((problem) => `${problem.range.start.line + 1} ${problem.rule}`);
}

/** What a fixture's `// expect: rule [rule…]` comments say is reported on their line. */
export function expected(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const marks = /\/\/ expect: ([\w\s-]+)$/.exec(line)?.[1]?.trim().split(/\s+/) ?? [];
    return marks.map((rule) => `${index + 1} ${rule}`);
  });
}
