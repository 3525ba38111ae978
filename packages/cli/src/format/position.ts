import { isAbsolute, relative, sep } from 'node:path';
import type { LocatedProblem } from 'manifesto-core';

/**
 * A problem's place as every output format prints it: 1-based lines and columns (UTF-16 code units,
 * as the JSON output), the end column being the column just past the last character (exclusive), which
 * is also what SARIF's `endColumn` means. An empty range has `endColumn === column`.
 */
export interface Position {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export function position(problem: LocatedProblem): Position {
  return {
    line: problem.range.start.line + 1,
    column: problem.range.start.character + 1,
    endLine: problem.range.end.line + 1,
    endColumn: problem.range.end.character + 1,
  };
}

/**
 * A checked file's path for CI tools: relative to the working directory with forward slashes (what
 * GitHub needs to put an annotation on the diff), or absolute when the file lies outside it.
 * Standard input (`<stdin>`) has no path: undefined.
 */
export function ciPath(file: string, cwd: string): string | undefined {
  if (file === '<stdin>') return undefined;
  let path = file;
  if (isAbsolute(path)) {
    const inside = relative(cwd, path);
    if (inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)) path = inside;
  }
  path = path.split(sep).join('/');
  while (path.startsWith('./')) path = path.slice(2);
  return path;
}
