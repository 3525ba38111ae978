import type { LocatedProblem, RuleSeverities } from 'manifesto-core';
import { isNode, type AstNode } from '../js/nodes.js';
import { findCalls, readPayloads, type PostingCall } from './js/find.js';
import { Modules } from './js/modules.js';
import { locatePayloadProblems } from './locate.js';
import { Places, type PayloadLiteral } from './payload.js';
import { settleImports, type PayloadExports } from '../python/payloads.js';

export type { PayloadLiteral, Place } from './payload.js';
export { Places } from './payload.js';
export { locatePayloadProblems } from './locate.js';

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
}

/**
 * The Block Kit problems of the payloads every file posts, one list per source in the order given: the
 * payloads are found in each program, or given as a Python file's `literals` (following constants, local functions and relative imports across
 * the sources) and checked with their holes (`manifesto-core/value`); a problem is listed under the file
 * where the part it concerns is written. Never throws: a file that cannot be read has no problems here.
 */
export function literalProblems(sources: readonly LiteralSource[], options: { rules?: RuleSeverities } = {}): LocatedProblem[][] {
  try {
    const modules = new Modules();
    const places = new Places();
    const scopes = sources.map((source) => (isNode(source.program) ? modules.add(source.fileName, source.program) : undefined));
    // Every file is walked before any payload is read, so a constant changed in any file is known as changed.
    const calls: PostingCall[] = [];
    sources.forEach((source, index) => {
      const scope = scopes[index];
      if (!scope) return;
      try {
        calls.push(...findCalls(source.fileName, source.program as AstNode, scope, modules));
      } catch {
        // A tree the reader cannot walk (too deep): its payloads stay unchecked, the others are not lost.
      }
    });
    let literals: PayloadLiteral[] = [];
    try {
      literals = readPayloads(calls, modules, places);
    } catch {
      literals = [];
    }
    const pythonExports = new Map<string, PayloadExports>();
    for (const source of sources) if (source.literalExports) pythonExports.set(source.fileName, source.literalExports);
    for (const source of sources) if (source.literals) literals = literals.concat(settleImports(source.literals, pythonExports));
    const texts = new Map(sources.map((source) => [source.fileName, source.text]));
    const located = locatePayloadProblems(literals, texts, options);
    return sources.map((source) => (located.get(source.fileName) ?? []).sort((a, b) => a.span.start - b.span.start));
  } catch {
    return sources.map(() => []);
  }
}
