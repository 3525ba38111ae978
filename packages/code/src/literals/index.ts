import type { LocatedProblem } from 'manifesto-core';
import { isNode, type AstNode } from '../js/nodes.js';
import type { PayloadExports } from '../python/payloads.js';
import type { PayloadLiteral } from './payload.js';
import { PayloadReader, type LiteralOptions, type LiteralResults } from './reader.js';

export type { PayloadLiteral, Place } from './payload.js';
export { Places } from './payload.js';
export { locatePayloadProblems } from './locate.js';
export { KeptLiterals } from './kept.js';
export { PayloadReader, type LiteralOptions, type LiteralResults } from './reader.js';

/** One file for the payload literals: its text, and its program when it is JavaScript or TypeScript that parsed. */
export interface LiteralSource {
  fileName: string;
  text: string;
  /** The oxc-parser Program (ESTree) of a JavaScript or TypeScript file. */
  program?: unknown;
  /** The payloads already read from the file (a Python file's, read while its tree lived). */
  literals?: readonly PayloadLiteral[];
  /** What a Python file offers other files' payloads (constants, functions' returned values). */
  literalExports?: PayloadExports;
  /**
   * What stands for this text and reading (an editor's kept reading), the same object while they are
   * unchanged: with `kept`, a file's calls are read again only when a file they followed has another.
   */
  version?: unknown;
}

/**
 * The Block Kit problems of the payloads every file posts, one list per source in the order given: the
 * payloads are found in each program, or given as a Python file's `literals` (following constants, local functions and relative imports across
 * the sources) and checked with their holes (`manifesto-core/value`); a problem is listed under the file
 * where the part it concerns is written, once when two calls post it. Never throws: a file that cannot be
 * read has no problems here.
 */
export function literalProblems(sources: readonly LiteralSource[], options: LiteralOptions = {}): LocatedProblem[][] {
  return readLiterals(sources, options).problems;
}

/**
 * `literalProblems`, with the payloads each file's calls post (for an editor's hover, completion and quick
 * fixes inside them), one list per source in the order given.
 */
export function readLiterals(sources: readonly LiteralSource[], options: LiteralOptions = {}): LiteralResults {
  try {
    options.kept?.keepOnly(new Set(sources.map((source) => source.fileName)));
    const programs = new Map<string, AstNode>();
    for (const source of sources) if (isNode(source.program)) programs.set(source.fileName, source.program);
    const texts = new Map(sources.map((source) => [source.fileName, source.text]));
    const versions = new Map(sources.map((source) => [source.fileName, source.version]));
    const reader = new PayloadReader(texts, programs, options, versions);
    // JavaScript's payloads, then Python's, each in the files' order.
    for (const source of sources) if (programs.has(source.fileName)) reader.javascript(source.fileName);
    const pythonExports = new Map<string, PayloadExports>();
    for (const source of sources) if (source.literalExports) pythonExports.set(source.fileName, source.literalExports);
    for (const source of sources) if (!programs.has(source.fileName) && source.literals) reader.python(source.fileName, source.literals, pythonExports);
    return reader.results(sources.map((source) => source.fileName));
  } catch {
    return { problems: sources.map(() => []), literals: sources.map(() => []) };
  }
}
