import type { CodeFile, CodeFileResult } from './index.js';
import { codeTooDeepProblems } from 'manifesto-core/app';
import { linkFacts } from './link/link.js';
import { PayloadReader, type LiteralOptions } from './literals/index.js';
import { AppPrograms } from './programs.js';
import type { PayloadExports } from './python/payloads.js';
import { readInTurn } from './read-in-turn.js';
import { readInShares, type CodeWorkers } from './shares.js';

/**
 * How much code (characters, all files together) is read file by file (`readOnce`) rather than all trees at
 * once: on 200 files of 2,000 lines (12.6 MB) reading each file once halved the memory and took a sixth off
 * the main thread, while on a Bolt app of 200 short files (0.3 MB) it took a fifth more than reading the
 * trees together (measured in turns, 2026-11-26; PERFORMANCE.md, "Code files").
 */
export const READ_ONCE_FROM = 2_000_000;

/**
 * Reads each file once, without an editor's cache (the command line, on a large app): a JavaScript file's payloads are read
 * as soon as its facts are, and its tree let go unless another file's payload followed it (a module a
 * payload follows later is parsed again), so the app's trees are not all held at once. With `workers` (and
 * no payloads asked for), the JavaScript and TypeScript files are read in shares elsewhere (`shares.ts`).
 */
export async function readOnce(
  code: readonly CodeFile[],
  options: Pick<LiteralOptions, 'rules' | 'payloads'> & { workers?: CodeWorkers },
): Promise<CodeFileResult[]> {
  const programs = new AppPrograms(code);
  const payloads = new PayloadReader(new Map(code.map((file) => [file.fileName, file.text])), programs, options);
  const readings =
    options.workers && options.payloads === false
      ? await readInShares(code, options.workers, programs, payloads, options.rules)
      : await readInTurn(code, [...code.keys()], programs, payloads);
  const linked = linkFacts(readings.map((reading) => reading.raw));
  const exports = new Map<string, PayloadExports>();
  readings.forEach((reading, index) => reading.literalExports && exports.set(code[index]!.fileName, reading.literalExports));
  readings.forEach((reading, index) => reading.literals && payloads.python(code[index]!.fileName, reading.literals, exports));
  const literals = payloads.results(code.map((file) => file.fileName));
  return linked.map((facts, index) => ({
    facts,
    problems: [...codeTooDeepProblems(facts, code[index]!.text, options.rules), ...readings[index]!.problems, ...(literals.problems[index] ?? [])],
    literals: literals.literals[index] ?? [],
  }));
}
