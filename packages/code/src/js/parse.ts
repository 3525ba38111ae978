import type { OxcError, Program } from 'oxc-parser';
import { parse as parseNative, parseSync as parseSyncNative, type NativeParse } from 'oxc-parser/src-js/bindings.js';
import { jsonParseAst } from 'oxc-parser/src-js/wrap.js';

/**
 * How every file is parsed: parentheses leave no node of their own (`unwrap` would skip them anyway), and a
 * TypeScript file's tree has no types (`astType: 'js'`, what JavaScript files get anyway): bringing the
 * tree into JavaScript is most of a long file's reading, and the types were a third of it. The few
 * TypeScript facts the reader needs are read from the text (`type-text.ts`).
 */
export const PARSE_OPTIONS = { preserveParens: false, astType: 'js' } as const;

/** A file's parse: its errors, and its tree (ESTree), brought into JavaScript at the first read. */
export interface Parse {
  readonly errors: readonly OxcError[];
  readonly program: Program;
}

/**
 * oxc-parser's native parse, taken without its module record and comments, which the reader never reads:
 * the package's own `parseSync` and `parse` bring both into JavaScript for every file (about 20 µs a short
 * file of the Bolt app, 0.7 ms a 2,000-line one). What is not taken is freed with the native result.
 *
 * A class, its getter on the prototype: a getter made per parse (a closure holding the tree) is remembered by
 * the inline cache of each place that reads `program`, from old space, and V8's young-generation collector
 * keeps whatever old space points to. Every file's tree then outlived its reading: it was copied by the next
 * collection and promoted to the old generation, about 1 MB a long file (PERFORMANCE.md, "Code files").
 */
class TakenParse implements Parse {
  /** Taken now: the native side keeps nothing it has handed over. */
  private json: string | undefined;
  private tree: Program | undefined;

  constructor(
    readonly errors: readonly OxcError[],
    json: string,
  ) {
    this.json = json;
  }

  get program(): Program {
    if (this.tree === undefined) {
      this.tree = jsonParseAst(this.json!) as Program;
      this.json = undefined;
    }
    return this.tree;
  }
}

function taken(result: NativeParse): Parse {
  return new TakenParse(result.errors, result.program);
}

/** Parses a file on this thread, by its name's language or as `lang`. Throws as oxc-parser does. */
export function parseFile(fileName: string, text: string, lang?: 'jsx'): Parse {
  return taken(parseSyncNative(fileName, text, lang ? { ...PARSE_OPTIONS, lang } : PARSE_OPTIONS));
}

/** Parses a file on Node's thread pool; its tree is brought into JavaScript on this thread, at the first read. */
export async function parseFileOnPool(fileName: string, text: string): Promise<Parse> {
  return taken(await parseNative(fileName, text, PARSE_OPTIONS));
}
