/**
 * How deep a file's code may nest before the parser is not asked to read it. oxc-parser's native parse
 * recurses on the thread's stack and crashes the process (not an exception) on deep nesting. Measured with
 * oxc-parser 0.159 on Linux x64, one construct nested N deep, the depth that crashed on the main thread and
 * the thread pool (8 MB) / in a worker thread (4 MB, where the command line reads code): `()=>{` 2980 / 1517,
 * `(` 6055 / 2980, `[` 8689 / 4298, a template's `${` 4151, `a<` in a type 4506 / 2175, `if (a)`, `else if`
 * and labels 6649 / 3420, `a ? b :`, `a =>` and `a =` 8792 / 4298, `class extends` 10351 / 5176, `new`
 * 18143 / 8689, JSX elements 15415, unary `!` and `typeof` 29054 / 14837, binary `+`, `&&`, tagged templates
 * 66460 / 32990, members `.b` and `as T` 175562.
 *
 * Each construct costs units in proportion to its stack (a worker's 4 MB is about 100,000), and a file whose
 * open constructs ever cost more than `LIMIT` (a quarter of a worker's stack) is not parsed; real code nests
 * tens deep. What counts is how deep constructs nest, not how many a file holds, so the scan keeps a count
 * per bracket level and forgets a level's marks where they provably end: at `;` and, outside a type's `<…>`,
 * at `,` for expressions; at the token after a `;` that is not `else` or `while` for statements (`if`,
 * `else`, loops); at a line break between a token that ends an expression and one that starts a statement
 * (ASI); and at the level's closing bracket. Strings, comments, template text, regular expressions and JSX
 * text are skipped; where the lexer could be wrong (a quote or `/` in JSX-like text) the misreading is
 * bounded to a line. The scan only ever overstates a construct's depth.
 */
const LIMIT = 25000;
/** An open bracket (`(`, `[`, `{`, a template's `${`). */
const W_BRACKET = 50;
/** An open JSX element. */
const W_ELEMENT = 48;
/** `<` in TypeScript (type arguments nest: `A<B<C>>`), and a JSX-like `<` in a file without JSX. */
const W_ANGLE = 48;
/** `?`, `=>`, assignments, `if`, `else`, loops, labels, `extends`. */
const W_HEAVY = 32;
/** `new`, `class`. */
const W_NEW = 16;
/** Prefix operators (`!`, `-x`, `typeof`, `await`), `**`. */
const W_UNARY = 8;
/** Binary operators. */
const W_BINARY = 4;
/** A call's or index's closing bracket, a template (chains `f()()`, ``a`x``y` ``). */
const W_CHAIN = 4;
/** `.`, `?.`, `...`. */
const W_MEMBER = 2;

const LEVELS = Math.ceil(LIMIT / W_ELEMENT) + 2;
/** How many brackets alone may nest. */
export const MAX_BRACKET_DEPTH = Math.floor(LIMIT / W_BRACKET);

// Level kinds.
const FILE = 0;
const PAREN = 1;
const SQUARE = 2;
const BRACE = 3;
const TEMPLATE = 4;
const TAG = 5; // a JSX element's opening tag
const CHILDREN = 6; // a JSX element's children

// Word kinds.
const IDENTIFIER = 0;
const ENDING = 1; // a keyword that ends an expression: `this`, `null`, `void` (a type)…
const IF = 2; // `if`, `while`, `for`, `with`, `else`, `do`: statements nested without brackets
const WHILE = 3;
const FOR = 4;
const WITH = 5;
const ELSE = 6;
const DO = 7;
const EXTENDS = 8;
const NEW = 9; // `new`, `class`
const UNARY = 10; // `typeof`, `delete`, `yield`, `keyof`, `infer`, `unique`, `readonly`, `asserts`
const AWAIT = 11;
const BINARY = 12; // `in`, `instanceof`, `as`, `satisfies`, `is`, `of`
const CONTINUES = 13; // `finally`, `from`, `implements`, `assert`: never a statement's start
const CATCH = 14;
const SWITCH = 15;
const KEYWORD = 16; // any other keyword that matters: no weight, ends nothing

/** Words that, after a line break, may continue the statement before it. */
function continuesLine(kind: number): boolean {
  return kind === BINARY || kind === CONTINUES || kind === CATCH || kind === EXTENDS || kind === ELSE || kind === WHILE || kind === WITH;
}

const KEYWORDS: ReadonlyArray<readonly [string, number]> = [
  ...['this', 'null', 'true', 'false', 'super', 'void'].map((word) => [word, ENDING] as const),
  ['if', IF],
  ['while', WHILE],
  ['for', FOR],
  ['with', WITH],
  ['else', ELSE],
  ['do', DO],
  ['extends', EXTENDS],
  ['new', NEW],
  ['class', NEW],
  ...['typeof', 'delete', 'yield', 'keyof', 'infer', 'unique', 'readonly', 'asserts'].map((word) => [word, UNARY] as const),
  ['await', AWAIT],
  ...['in', 'instanceof', 'as', 'satisfies', 'is', 'of'].map((word) => [word, BINARY] as const),
  ...['finally', 'from', 'implements', 'assert'].map((word) => [word, CONTINUES] as const),
  ['catch', CATCH],
  ['switch', SWITCH],
  ...['return', 'throw', 'case', 'var', 'let', 'const', 'export', 'import', 'default', 'try', 'function', 'enum'].map((word) => [word, KEYWORD] as const),
];

/** A keyword's place in `KEYWORDS` plus one, by its length, first and last letters (no two share them). */
const KEYWORD_SLOTS = new Uint8Array(11 * 26 * 26);
function slotOf(length: number, first: number, last: number): number {
  return (length * 26 + first - 0x61) * 26 + last - 0x61;
}
KEYWORDS.forEach(([word], index) => {
  KEYWORD_SLOTS[slotOf(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1))] = index + 1;
});

/** The kind of the word from `start` to `end`. */
function wordKind(text: string, start: number, end: number): number {
  const length = end - start;
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(end - 1);
  if (length < 2 || length > 10 || first < 0x61 || first > 0x7a || last < 0x61 || last > 0x7a) return IDENTIFIER;
  const slot = KEYWORD_SLOTS[slotOf(length, first, last)]!;
  if (slot === 0) return IDENTIFIER;
  const [word, kind] = KEYWORDS[slot - 1]!;
  return text.startsWith(word, start) && word.length === length ? kind : IDENTIFIER;
}

/** Whether a character code may be part of an identifier (any non-ASCII character is taken as one). */
function isWordCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f ||
    code === 0x24 ||
    code === 0x5c ||
    code > 0x7f
  );
}

/**
 * The offset where the file's open constructs first cost more than the limit, or -1. `fileName` tells
 * TypeScript (`<` may open type arguments) and JSX (`.jsx`, `.tsx`) apart; without it, both are assumed
 * of the file but JSX.
 */
export function tooDeepAt(text: string, fileName = 'file.ts'): number {
  if (surelyShallow(text)) return -1;
  return new Scan(text, /\.[cm]?tsx?$/i.test(fileName) || !/\.[cm]?jsx?$/i.test(fileName), /\.[jt]sx$/i.test(fileName)).run();
}

class Scan {
  // One entry per open level, the file's at 0; a level costs at least `W_ELEMENT`, so the limit bounds them.
  private readonly kinds = new Uint8Array(LEVELS);
  /** Marks of statements (`if`, `else`, loops) open at each level, forgotten at a statement's end. */
  private readonly statements = new Int32Array(LEVELS);
  /** Marks of expressions open at each level, forgotten at an expression's end. */
  private readonly expressions = new Int32Array(LEVELS);
  /** Whether a `<` at the level may have opened type arguments, whose `,` ends nothing outside them. */
  private readonly angles = new Uint8Array(LEVELS);
  /** Whether the level is a statement's head (`if (…)`): what follows its `)` is its body. */
  private readonly heads = new Uint8Array(LEVELS);
  private level = 0;
  private total = 0;
  /** Whether the last token ends an expression (a name, a literal, `)`, `]`, `}`): `/` then divides, `-` is binary. */
  private ending = false;
  /** The last token was `if`, `while`, `for`, `with`, `switch` or `catch`: the next `(` is a head. */
  private head = false;
  /** A statement may start here (a label's name). */
  private statementStart = true;
  /** The last token was `else` (`else if` is one level). */
  private afterElse = false;
  /** A `;` ended the level's expressions; its statements end unless `else` or `while` follows. */
  private afterSemicolon = false;
  /** A line break after a token that ends an expression: a statement ends if a new one starts. */
  private afterBreak = false;
  private index = 0;

  constructor(
    private readonly text: string,
    private readonly typescript: boolean,
    private readonly jsx: boolean,
  ) {}

  run(): number {
    const text = this.text;
    const length = text.length;
    while (this.index < length) {
      const start = this.index;
      const code = text.charCodeAt(start);
      if (code === 0x20 || code === 0x09 || code === 0x0d) {
        this.index++;
        continue;
      }
      if (code === 0x0a || code === 0x2028 || code === 0x2029) {
        if (this.ending) this.afterBreak = true;
        this.index++;
        continue;
      }
      if (isWordCode(code) && !(code >= 0x30 && code <= 0x39)) {
        if (this.word(start)) return start;
        continue;
      }
      if (this.punctuation(start, code)) return start;
    }
    return -1;
  }

  /** Adds a mark's cost at the current level; true when the limit is passed. */
  private mark(cost: number, statement = false): boolean {
    if (statement) this.statements[this.level]! += cost;
    else this.expressions[this.level]! += cost;
    this.total += cost;
    return this.total > LIMIT;
  }

  private endExpressions(level: number): void {
    this.total -= this.expressions[level]!;
    this.expressions[level] = 0;
    this.angles[level] = 0;
  }

  private endStatements(level: number): void {
    this.total -= this.statements[level]!;
    this.statements[level] = 0;
  }

  /** Forgets what ended before this token: the statements after a `;`, everything after a line break that ends a statement. */
  private settle(starts: boolean, continues: boolean): void {
    if (!this.afterSemicolon && !this.afterBreak) return;
    const level = this.level;
    if (this.afterSemicolon && !continues) {
      this.endStatements(level);
      this.statementStart = true;
    }
    if (this.afterBreak && starts) {
      this.endStatements(level);
      this.endExpressions(level);
      this.statementStart = true;
    }
    this.afterSemicolon = false;
    this.afterBreak = false;
  }

  private open(kind: number, cost: number): boolean {
    const level = ++this.level;
    this.kinds[level] = kind;
    this.statements[level] = 0;
    this.expressions[level] = 0;
    this.angles[level] = 0;
    this.heads[level] = 0;
    this.total += cost;
    return this.total > LIMIT;
  }

  private pop(): number {
    const level = this.level--;
    const kind = this.kinds[level]!;
    this.total -= this.statements[level]! + this.expressions[level]! + (kind === TAG || kind === CHILDREN ? W_ELEMENT : W_BRACKET);
    return kind;
  }

  /** Closes the innermost bracket (and any JSX element left open inside it); its kind. */
  private closeBracket(): number {
    while (this.level > 0 && this.isElement()) this.pop();
    return this.level > 0 ? this.pop() : FILE;
  }

  /** Closes the innermost JSX element, if the innermost level is one. */
  private closeElement(): void {
    if (this.isElement()) this.pop();
    this.ending = true;
    if (this.top() === CHILDREN) this.jsxText(this.index);
  }

  private isElement(): boolean {
    const kind = this.top();
    return kind === TAG || kind === CHILDREN;
  }

  private top(): number {
    return this.kinds[this.level]!;
  }

  /** A word: an identifier or a keyword. True when the limit is passed. */
  private word(start: number): boolean {
    const text = this.text;
    let end = start + 1;
    while (end < text.length && isWordCode(text.charCodeAt(end))) end++;
    this.index = end;
    const kind = wordKind(text, start, end);
    this.settle(!continuesLine(kind), kind === ELSE || kind === WHILE);
    const wasElse = this.afterElse;
    const wasStatementStart = this.statementStart;
    const wasHead = this.head;
    this.afterElse = false;
    this.statementStart = false;
    this.head = false;
    this.ending = false;
    switch (kind) {
      case IDENTIFIER:
        // A label (`name:` where a statement starts) nests the statement after it.
        if (wasStatementStart) {
          const after = this.skipSpace(end);
          if (text.charCodeAt(after) === 0x3a) {
            this.statementStart = true;
            this.index = after + 1;
            return this.mark(W_HEAVY, true);
          }
        }
        this.ending = true;
        return false;
      case ENDING:
        this.ending = true;
        return false;
      case IF:
        this.head = true;
        // `else if` is one level of the chain.
        return !wasElse && this.mark(W_HEAVY, true);
      case WHILE:
      case FOR:
      case WITH:
        this.head = true;
        return this.mark(W_HEAVY, true);
      case ELSE:
      case DO:
        this.statementStart = true;
        this.afterElse = kind === ELSE;
        return this.mark(W_HEAVY, true);
      case EXTENDS:
        return this.mark(W_HEAVY);
      case NEW:
        return this.mark(W_NEW);
      case AWAIT:
        this.head = wasHead; // `for await (`
        return this.mark(W_UNARY);
      case UNARY:
        return this.mark(W_UNARY);
      case BINARY:
        return this.mark(W_BINARY);
      case CATCH:
      case SWITCH:
        this.head = true;
        return false;
      default:
        return false;
    }
  }

  private skipSpace(from: number): number {
    let index = from;
    while (index < this.text.length) {
      const code = this.text.charCodeAt(index);
      if (code !== 0x20 && code !== 0x09) break;
      index++;
    }
    return index;
  }

  /** Any other token at `start`. True when the limit is passed. */
  private punctuation(start: number, code: number): boolean {
    const text = this.text;
    const next = text.charCodeAt(start + 1);
    if (code === 0x2f && next === 0x2f) {
      const end = text.indexOf('\n', start + 2);
      this.index = end < 0 ? text.length : end;
      return false;
    }
    if (code === 0x2f && next === 0x2a) {
      const end = text.indexOf('*/', start + 2);
      this.index = end < 0 ? text.length : end + 2;
      // A comment over lines breaks the line as a line break does.
      if (this.ending && /[\n\u2028\u2029]/.test(text.slice(start, this.index))) this.afterBreak = true;
      return false;
    }
    // Tokens that start a statement after a line break: strings and numbers.
    this.settle(code === 0x22 || code === 0x27 || (code >= 0x30 && code <= 0x39), false);
    const wasEnding = this.ending;
    const wasHead = this.head;
    this.head = false;
    this.afterElse = false;
    this.statementStart = false;
    this.ending = false;
    this.index = start + 1;
    switch (code) {
      case 0x22: // ' "
      case 0x27:
        this.index = this.string(start + 1, code);
        this.ending = true;
        return false;
      case 0x60: // `
        this.ending = true;
        if (this.mark(W_CHAIN)) return true;
        return this.template(start + 1);
      case 0x28: // (
        if (this.open(PAREN, W_BRACKET)) return true;
        this.heads[this.level] = wasHead ? 1 : 0;
        return false;
      case 0x5b: // [
        return this.open(SQUARE, W_BRACKET);
      case 0x7b: // {
        this.statementStart = true;
        return this.open(BRACE, W_BRACKET);
      case 0x29: // ) ] }
      case 0x5d: {
        const head = this.heads[this.level] === 1;
        this.closeBracket();
        this.ending = !head;
        this.statementStart = head;
        return !head && this.mark(W_CHAIN);
      }
      case 0x7d: {
        const kind = this.closeBracket();
        this.statementStart = true;
        this.ending = true;
        if (kind === TEMPLATE) return this.template(start + 1);
        if (this.top() === CHILDREN) this.jsxText(start + 1);
        return false;
      }
      case 0x3b: // ;
        this.endExpressions(this.level);
        this.afterSemicolon = true;
        this.statementStart = true;
        return false;
      case 0x2c: // ,
        if (this.angles[this.level] === 0) this.endExpressions(this.level);
        return false;
      case 0x3a: // : (a label's is taken with its name); a case's starts a statement
        this.statementStart = true;
        return false;
      case 0x2e: // . ... and a number's point
        if (next >= 0x30 && next <= 0x39) {
          this.index = this.number(start + 1);
          this.ending = true;
          return false;
        }
        if (next === 0x2e && text.charCodeAt(start + 2) === 0x2e) this.index = start + 3;
        return this.mark(W_MEMBER);
      case 0x3f: // ? ?. ?? ??=
        if (next === 0x3f) {
          this.index = start + 2;
          if (text.charCodeAt(start + 2) === 0x3d) {
            this.index++;
            return this.mark(W_HEAVY);
          }
          return this.mark(W_BINARY);
        }
        if (next === 0x2e && !(text.charCodeAt(start + 2) >= 0x30 && text.charCodeAt(start + 2) <= 0x39)) {
          this.index = start + 2;
          return this.mark(W_MEMBER);
        }
        return this.mark(W_HEAVY);
      case 0x3d: // = => == ===
        if (next === 0x3e) {
          this.index = start + 2;
          return this.mark(W_HEAVY);
        }
        if (next === 0x3d) {
          this.index = text.charCodeAt(start + 2) === 0x3d ? start + 3 : start + 2;
          return this.mark(W_BINARY);
        }
        // A JSX attribute's `=` nests nothing.
        return this.top() !== TAG && this.mark(W_HEAVY);
      case 0x2f: // / /= and regular expressions
        if (!wasEnding && text.charCodeAt(start - 1) !== 0x3c) {
          const end = this.regularExpression(start + 1);
          if (end >= 0) {
            this.index = end;
            this.ending = true;
            return false;
          }
        }
        if (next === 0x3e && (this.top() === TAG || this.top() === CHILDREN)) {
          // `/>` ends a JSX element.
          this.index = start + 2;
          this.closeElement();
          return false;
        }
        return this.operator(start, next, wasEnding);
      case 0x3c: // <
        return this.angle(start, next, wasEnding);
      case 0x3e: // >
        if (this.top() === TAG) {
          // The attributes are done: the element's children nest in it.
          this.endStatements(this.level);
          this.endExpressions(this.level);
          this.kinds[this.level] = CHILDREN;
          this.jsxText(start + 1);
          return false;
        }
        return this.operator(start, next, wasEnding);
      case 0x2b: // + - * % & | ^ ! ~
      case 0x2d:
      case 0x2a:
      case 0x25:
      case 0x26:
      case 0x7c:
      case 0x5e:
      case 0x21:
      case 0x7e:
        return this.operator(start, next, wasEnding);
      case 0x23: // #name
      case 0x40: // @decorator
        return false;
      default:
        if (code >= 0x30 && code <= 0x39) {
          this.index = this.number(start + 1);
          this.ending = true;
        }
        return false;
    }
  }

  /** An operator made of `+ - * / % & | ^ ! ~ < >` and `=`: assignments nest like `?`, prefix operators more than binary ones. */
  private operator(start: number, next: number, wasEnding: boolean): boolean {
    const text = this.text;
    const code = text.charCodeAt(start);
    let end = start + 1;
    // The longest run of operator characters that is one token: `>>>=`, `**=`, `&&=`, `!==`.
    if ((next === code && code !== 0x21 && code !== 0x7e) || (code === 0x3e && next === 0x3e)) {
      end++;
      if (code === 0x3e && text.charCodeAt(end) === 0x3e) end++;
    }
    if ((code === 0x2b || code === 0x2d) && end === start + 2) {
      this.index = end;
      return this.mark(W_UNARY); // ++ --
    }
    const last = text.charCodeAt(end);
    if (last === 0x3d) {
      end++;
      this.index = end;
      if (code === 0x21 || ((code === 0x3c || code === 0x3e) && end === start + 2)) {
        if (text.charCodeAt(end) === 0x3d) this.index++;
        return this.mark(W_BINARY); // != !== <= >=
      }
      return this.mark(W_HEAVY);
    }
    this.index = end;
    if (code === 0x2a && end === start + 2) return this.mark(W_UNARY); // ** nests to the right
    if (!wasEnding && end === start + 1 && (code === 0x21 || code === 0x7e || code === 0x2b || code === 0x2d)) return this.mark(W_UNARY);
    if (code === 0x21) {
      this.ending = true; // TypeScript's `x!`
      return this.mark(W_MEMBER);
    }
    return this.mark(W_BINARY);
  }

  /** `<`: a JSX element, a closing tag, type arguments or a comparison. */
  private angle(start: number, next: number, wasEnding: boolean): boolean {
    if (this.jsx && !wasEnding) {
      if (next === 0x2f && (this.top() === CHILDREN || this.top() === TAG)) return this.closingTag(start);
      if (next === 0x3e || (isWordCode(next) && !(next >= 0x30 && next <= 0x39) && !this.typeParameters(start + 1))) {
        this.index = start + 1;
        return this.open(TAG, W_ELEMENT);
      }
    }
    if (next === 0x3c || next === 0x3d) return this.operator(start, next, wasEnding);
    if (!this.typescript && !(this.jsx && !wasEnding)) return this.operator(start, next, wasEnding);
    this.angles[this.level] = 1;
    return this.mark(W_ANGLE);
  }

  /** `<T,` or `<T extends`: a generic arrow function's type parameters in a `.tsx` file. */
  private typeParameters(from: number): boolean {
    let end = from;
    while (end < this.text.length && isWordCode(this.text.charCodeAt(end))) end++;
    const after = this.skipSpace(end);
    return this.text.charCodeAt(after) === 0x2c || (this.text.startsWith('extends', after) && !isWordCode(this.text.charCodeAt(after + 7)));
  }

  /** `</name>`: closes the innermost JSX element. */
  private closingTag(start: number): boolean {
    const end = this.text.indexOf('>', start);
    this.index = end < 0 ? this.text.length : end + 1;
    this.closeElement();
    return false;
  }

  /** JSX text up to the next `<` or `{`. */
  private jsxText(from: number): void {
    const text = this.text;
    let index = from;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (code === 0x3c || code === 0x7b) break;
      index++;
    }
    this.index = index;
    // The next `<` opens a child or closes the element.
    this.ending = false;
  }

  /** A string's end (after its quote); an unterminated string ends at its line. */
  private string(from: number, quote: number): number {
    const text = this.text;
    let index = from;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (code === quote) return index + 1;
      if (code === 0x5c) index += 2;
      else if (code === 0x0a) return index;
      else index++;
    }
    return index;
  }

  /** Template text up to its end or its next `${`, which opens a level closed by its `}`. */
  private template(from: number): boolean {
    const text = this.text;
    let index = from;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (code === 0x60) {
        this.index = index + 1;
        this.ending = true;
        return false;
      }
      if (code === 0x5c) index += 2;
      else if (code === 0x24 && text.charCodeAt(index + 1) === 0x7b) {
        this.index = index + 2;
        this.ending = false;
        this.statementStart = false;
        return this.open(TEMPLATE, W_BRACKET);
      } else index++;
    }
    this.index = index;
    return false;
  }

  /** A regular expression's end (after its flags), or -1 when none ends on its line: then `/` is an operator. */
  private regularExpression(from: number): number {
    const text = this.text;
    let index = from;
    let inClass = false;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029) return -1;
      if (code === 0x5c) index += 2;
      else {
        if (code === 0x5b) inClass = true;
        else if (code === 0x5d) inClass = false;
        else if (code === 0x2f && !inClass) {
          index++;
          while (index < text.length && isWordCode(text.charCodeAt(index))) index++;
          return index;
        }
        index++;
      }
    }
    return -1;
  }

  private number(from: number): number {
    let index = from;
    while (index < this.text.length) {
      const code = this.text.charCodeAt(index);
      if (!(isWordCode(code) || code === 0x2e)) break;
      index++;
    }
    return index;
  }
}

/** The longest file the regular expressions below may clear. */
const SHORT = 20000;
/** Runs of characters none of which the scan may count. */
const NOT_MARKS = /[^()[\]{}<>?=:!~+\-*/%&|^.`]+/g;
/** Every word the scan may count. */
const MARK_WORDS =
  /\b(?:if|else|while|for|with|do|extends|new|class|typeof|delete|yield|keyof|infer|unique|readonly|asserts|await|in|instanceof|as|satisfies|is|of)\b/g;

/**
 * Whether a short file surely passes no limit, found mostly by the regular expression engine: every mark the
 * scan may count, each at the most it may cost, summed over the whole file, plus the brackets' deepest
 * nesting counted over all brackets (strings' and comments' too, which the scan skips: only brackets closed
 * in a string or comment could make this less than the scan's depth, hundreds of them for it to matter).
 */
function surelyShallow(text: string): boolean {
  if (text.length > SHORT) return false;
  const marks = text.replace(NOT_MARKS, '');
  let cost = 0;
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < marks.length; index++) {
    switch (marks.charCodeAt(index)) {
      case 0x28: // ( [ {
      case 0x5b:
      case 0x7b:
        if (++depth > deepest) deepest = depth;
        break;
      case 0x29: // ) ]
      case 0x5d:
        cost += W_CHAIN;
        if (depth > 0) depth--;
        break;
      case 0x7d:
        if (depth > 0) depth--;
        break;
      case 0x3c: // <
        cost += W_ANGLE;
        break;
      case 0x3f: // ? = :
      case 0x3d:
      case 0x3a:
        cost += W_HEAVY;
        break;
      case 0x2e: // .
        cost += W_MEMBER;
        break;
      case 0x60: // `
        cost += W_CHAIN;
        break;
      default:
        cost += W_UNARY;
    }
    if (cost > LIMIT) return false;
  }
  if (cost + deepest * W_BRACKET > LIMIT) return false;
  return cost + deepest * W_BRACKET + W_HEAVY * (text.match(MARK_WORDS)?.length ?? 0) <= LIMIT;
}
