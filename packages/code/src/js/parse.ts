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

/**
 * Parses a file on Node's thread pool; its tree is brought into JavaScript on this thread, at the first read.
 * With `typeBodies` (offset pairs, `tooDeepAt`'s), the text is parsed with those interface bodies blanked.
 */
export async function parseFileOnPool(fileName: string, text: string, typeBodies: readonly number[] = []): Promise<Parse> {
  if (typeBodies.length === 0) return taken(await parseNative(fileName, text, PARSE_OPTIONS));
  return new BlankedParse(taken(await parseNative(fileName, blank(text, typeBodies), PARSE_OPTIONS)), fileName, text, typeBodies);
}

/**
 * A TypeScript file parsed with the bodies of its top-level interfaces blanked (spaces in place of their
 * text, so every offset is the file's). Nothing the reader reads is in an interface's body
 * (type-text.ts reads whether an export is a type from the declaration itself), and a typed file's interfaces
 * can be a sixth of its tree (the long file of `pnpm bench`), all to bring into JavaScript for nothing. The
 * bodies come from the nesting check's lexer; should one not be an interface's body in the parse, or the
 * blanked text not parse, the file is parsed again as written, so the tree is always the file's own. What
 * the blanking can change is a syntax error inside an interface's body: the compiler's to report, the file
 * read as if it were fixed (the reader reads nothing there).
 */
class BlankedParse implements Parse {
  private settled: Parse | undefined;

  constructor(
    private blanked: Parse | undefined,
    private readonly fileName: string,
    private readonly text: string,
    private readonly bodies: readonly number[],
  ) {}

  get errors(): readonly OxcError[] {
    return this.parse().errors;
  }

  get program(): Program {
    return this.parse().program;
  }

  private parse(): Parse {
    if (this.settled === undefined) {
      const blanked = this.blanked!;
      this.settled = blanked.errors.length === 0 && interfaceBodies(blanked.program, this.bodies) ? blanked : parseFile(this.fileName, this.text);
      // The blanked tree is let go when it is not the one kept.
      this.blanked = undefined;
    }
    return this.settled;
  }
}

/** `text` with each range of `ranges` (offset pairs) in spaces: every offset stays the file's (lines do not matter to the parse). */
function blank(text: string, ranges: readonly number[]): string {
  let out = '';
  let from = 0;
  for (let index = 0; index < ranges.length; index += 2) {
    out += text.slice(from, ranges[index]) + ' '.repeat(ranges[index + 1]! - ranges[index]!);
    from = ranges[index + 1]!;
  }
  return out + text.slice(from);
}

/** Whether every range is the inside of a top-level interface's braces in `program`. */
function interfaceBodies(program: Program, ranges: readonly number[]): boolean {
  const ends = new Map<number, number>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'TSInterfaceDeclaration') ends.set(declaration.body.start + 1, declaration.body.end - 1);
  }
  for (let index = 0; index < ranges.length; index += 2) if (ends.get(ranges[index]!) !== ranges[index + 1]) return false;
  return true;
}
