import { parse, type ParseResult } from 'oxc-parser';
import { tooDeepAt } from './depth.js';
import { PARSE_OPTIONS } from './read.js';

/**
 * Starts parsing a file on Node's thread pool (oxc-parser's asynchronous parse), so the next file's parse
 * runs beside the reading of this one. Undefined when the file nests too deep to be parsed safely (the
 * reader says so) or the parse failed: the reader then parses it itself.
 */
export function parseAhead(fileName: string, text: string): Promise<ParseResult | undefined> {
  if (tooDeepAt(text) >= 0) return Promise.resolve(undefined);
  return parse(fileName, text, PARSE_OPTIONS).catch(() => undefined);
}
