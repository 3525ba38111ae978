import { tooDeepAt } from './depth.js';
import { parseFileOnPool, type Parse } from './parse.js';

/**
 * The length under which a file is parsed on the main thread when its turn comes: handing a parse to the pool
 * costs the main thread about a tenth of a millisecond, more than a short file's whole parse.
 */
const AHEAD_FROM = 16 * 1024;

/**
 * Starts parsing a long file on Node's thread pool (oxc-parser's asynchronous parse), so the next file's
 * parse runs beside the reading of this one. Undefined for a short file, one that nests too deep to be
 * parsed safely (the reader says so) or a parse that failed: the reader then parses it itself.
 */
export function parseAhead(fileName: string, text: string): Promise<Parse | undefined> {
  const typeBodies: number[] = [];
  if (text.length < AHEAD_FROM || tooDeepAt(text, fileName, typeBodies) >= 0) return Promise.resolve(undefined);
  return parseFileOnPool(fileName, text, typeBodies).catch(() => undefined);
}
