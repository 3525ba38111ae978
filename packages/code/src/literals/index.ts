import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import { isNode, type AstNode } from '../js/nodes.js';
import { readPayloads } from './js/find.js';
import { Modules } from './js/modules.js';
import type { KeptLiterals } from './kept.js';
import { locatePayloadProblems } from './locate.js';
import { Places, type PayloadLiteral } from './payload.js';
import { settleImports, type PayloadExports } from '../python/payloads.js';

export type { PayloadLiteral, Place } from './payload.js';
export { Places } from './payload.js';
export { locatePayloadProblems } from './locate.js';
export { KeptLiterals } from './kept.js';

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

export interface LiteralOptions {
  rules?: RuleSeverities;
  /** The problems kept from the last call (an editor's), by the files each file's payloads followed. */
  kept?: KeptLiterals;
}

const NONE: ReadonlyMap<string, LocatedProblem[]> = new Map();

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
export function readLiterals(sources: readonly LiteralSource[], options: LiteralOptions = {}): { problems: LocatedProblem[][]; literals: PayloadLiteral[][] } {
  try {
    const { kept } = options;
    kept?.keepOnly(new Set(sources.map((source) => source.fileName)));
    const versions = new Map(sources.map((source) => [source.fileName, source.version]));
    const programs = new Map<string, AstNode>();
    for (const source of sources) if (isNode(source.program)) programs.set(source.fileName, source.program);
    const pythonExports = new Map<string, PayloadExports>();
    for (const source of sources) if (source.literalExports) pythonExports.set(source.fileName, source.literalExports);
    const texts = new Map(sources.map((source) => [source.fileName, source.text]));
    // Made at the first file not kept: each file is walked when its calls are read or a payload follows it.
    let modules: Modules | undefined;
    let places: Places | undefined;
    const payloads = new Map<string, readonly PayloadLiteral[]>();
    const problemsOf = (source: LiteralSource): ReadonlyMap<string, LocatedProblem[]> => {
      const found = kept?.get(source.fileName, versions);
      if (found) {
        payloads.set(source.fileName, found.literals);
        return found.problems;
      }
      const used = new Set([source.fileName]);
      let literals: PayloadLiteral[] = [];
      if (programs.has(source.fileName)) {
        modules ??= new Modules(programs);
        places ??= new Places();
        modules.used = used;
        try {
          literals = readPayloads(modules.load(source.fileName)!.calls, modules, places);
        } catch {
          literals = [];
        } finally {
          modules.used = undefined;
        }
      } else if (source.literals) literals = settleImports(source.literals, pythonExports, used);
      const problems = literals.length > 0 ? locatePayloadProblems(literals, texts, options) : NONE;
      kept?.set(source.fileName, used, versions, problems, literals);
      payloads.set(source.fileName, literals);
      return problems;
    };
    // JavaScript's payloads, then Python's, each in the files' order; a payload posted from two files is reported once.
    const ordered = [
      ...sources.filter((source) => programs.has(source.fileName)),
      ...sources.filter((source) => !programs.has(source.fileName) && source.literals),
    ];
    const byFile = new Map<string, LocatedProblem[]>();
    const seen = new Set<string>();
    for (const source of ordered) {
      for (const [fileName, problems] of problemsOf(source)) {
        for (const problem of problems) {
          const key = `${fileName}\u0000${problem.rule}\u0000${problem.span.start}:${problem.span.end}\u0000${problem.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const list = byFile.get(fileName) ?? [];
          list.push(problem);
          byFile.set(fileName, list);
        }
      }
    }
    return {
      problems: sources.map((source) => (byFile.get(source.fileName) ?? []).sort((a, b) => a.span.start - b.span.start)),
      literals: sources.map((source) => [...(payloads.get(source.fileName) ?? [])]),
    };
  } catch {
    return { problems: sources.map(() => []), literals: sources.map(() => []) };
  }
}
