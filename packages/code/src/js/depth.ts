/**
 * How deep a file's code may nest before the parser is not asked to read it. oxc-parser's native parse
 * recurses on the thread's stack and crashes the process (not an exception) on deep nesting. Measured with
 * oxc-parser 0.159 on Linux x64, one construct nested N deep, the depth that crashed on the main thread and
 * the thread pool (8 MB) / in a worker thread (4 MB, where the command line reads code): `()=>{` 2980 / 1517,
 * `(` 6055 / 2980, `[` 8689 / 4298, a template's `${` 4151, `a<` in a type 4506 / 2175, `if (a)`, `else if`
 * and labels 6649 / 3420, `a ? b :`, `a =>` and `a =` 8792 / 4298, `class extends` 10351 / 5176, `new`
 * 18143 / 8689, JSX elements 15415, unary `!`, `typeof`, `void`, `-` 29054 / 14828, `yield` 4226 in a worker,
 * `(function () { return` 876 in a worker, binary `+`, `&&`, tagged templates 66460 / 32990, members `.b` and
 * `as T` 175562. Every construct here, and random mixes of them, parse in a worker thread at three times
 * (mixes: twice) the deepest nesting the check lets through.
 *
 * Each construct costs units in proportion to its stack (a worker's 4 MB is about 100,000), and a file whose
 * open constructs ever cost more than `LIMIT` (a quarter of a worker's stack) is not parsed; real code nests
 * tens deep. What counts is how deep constructs nest, not how many a file holds, so the scan keeps a count
 * per bracket level and forgets a level's marks where they provably end: at `;` and, outside a type's `<…>`,
 * at `,` for expressions; at the token after a `;` that is not `else` or `while` for statements (`if`,
 * `else`, loops); at a line break between a token that ends an expression and one that starts a statement
 * (ASI); and at the level's closing bracket. Strings, comments, template text, regular expressions and JSX
 * text are skipped; where the lexer could be wrong (a quote or `/` in JSX-like text) the misreading is
 * bounded to a line. The scan overstates each construct's depth; the ways known to understate it take code
 * no one writes, with a margin of four to spare: a `,` after a chain of hundreds of labels, a line break
 * right after `void` inside a chain, hundreds of closing brackets in the strings of a short file (below).
 */
const LIMIT = 25000;
/** An open bracket (`(`, `[`, `{`, a template's `${`). */
const W_BRACKET = 50;
/** An open JSX element. */
const W_ELEMENT = 48;
/** `<` in TypeScript (type arguments nest: `A<B<C>>`), and a JSX-like `<` in a file without JSX. */
const W_ANGLE = 48;
/** `?`, `=>`, assignments, `if`, `else`, loops, labels, `extends`, `yield`. */
const W_HEAVY = 32;
/** `new`, `class`, `function`. */
const W_NEW = 16;
/** Prefix operators (`!`, `-x`, `typeof`, `void`, `await`), `**`. */
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
const ENDING = 1; // a keyword that ends an expression: `this`, `null`…
const IF = 2; // `if`, `while`, `for`, `with`, `else`, `do`: statements nested without brackets
const WHILE = 3;
const FOR = 4;
const WITH = 5;
const ELSE = 6;
const DO = 7;
const EXTENDS = 8; // and `yield`, which nests like an assignment
const NEW = 9; // `new`, `class`, `function`
const UNARY = 10; // `typeof`, `delete`, `keyof`, `infer`, `unique`, `readonly`, `asserts`
const AWAIT = 11;
const BINARY = 12; // `in`, `instanceof`, `as`, `satisfies`, `is`, `of`
const CONTINUES = 13; // `finally`, `from`, `implements`, `assert`: never a statement's start
const CATCH = 14;
const SWITCH = 15;
const KEYWORD = 16; // any other keyword that matters: no weight, ends nothing
/**
 * `void`: a prefix operator that nests like `!`, and TypeScript's type that ends a member (`f(): void` on
 * lines of their own): taken as ending an expression, so a line break after it may end a statement.
 */
const VOID = 17;

/** Words that, after a line break, may continue the statement before it. */
function continuesLine(kind: number): boolean {
  return kind === BINARY || kind === CONTINUES || kind === CATCH || kind === EXTENDS || kind === ELSE || kind === WHILE || kind === WITH;
}

const KEYWORDS: ReadonlyArray<readonly [string, number]> = [
  ...['this', 'null', 'true', 'false', 'super'].map((word) => [word, ENDING] as const),
  ['void', VOID],
  ['if', IF],
  ['while', WHILE],
  ['for', FOR],
  ['with', WITH],
  ['else', ELSE],
  ['do', DO],
  ['extends', EXTENDS],
  ['new', NEW],
  ['class', NEW],
  ['function', NEW],
  ['yield', EXTENDS],
  ...['typeof', 'delete', 'keyof', 'infer', 'unique', 'readonly', 'asserts'].map((word) => [word, UNARY] as const),
  ['await', AWAIT],
  ...['in', 'instanceof', 'as', 'satisfies', 'is', 'of'].map((word) => [word, BINARY] as const),
  ...['finally', 'from', 'implements', 'assert'].map((word) => [word, CONTINUES] as const),
  ['catch', CATCH],
  ['switch', SWITCH],
  ...['return', 'throw', 'case', 'var', 'let', 'const', 'export', 'import', 'default', 'try', 'enum'].map((word) => [word, KEYWORD] as const),
];

/** A keyword's place in `KEYWORDS` plus one, by its length, first and last letters (no two share them). */
const KEYWORD_SLOTS = new Uint8Array(11 * 26 * 26);
function slotOf(length: number, first: number, last: number): number {
  return (length * 26 + first - 0x61) * 26 + last - 0x61;
}
const KEYWORD_WORDS = KEYWORDS.map(([word]) => word);
const KEYWORD_KINDS = KEYWORDS.map(([, kind]) => kind);
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
  const word = KEYWORD_WORDS[slot - 1]!;
  return word.length === length && text.startsWith(word, start) ? KEYWORD_KINDS[slot - 1]! : IDENTIFIER;
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
 * of the file but JSX. With `typeBodies`, a TypeScript file's scan also notes there where the bodies of
 * its top-level interfaces are (`interface A {…}`, `export interface A {…}`): each the offsets after its
 * `{` and of its `}`, a pair for each (a short file cleared without a scan has none noted). What the lexer
 * could misread is checked against the parse (`parse.ts`).
 */
export function tooDeepAt(text: string, fileName = 'file.ts', typeBodies?: number[]): number {
  if (surelyShallow(text)) return -1;
  const typescript = /\.[cm]?tsx?$/i.test(fileName) || !/\.[cm]?jsx?$/i.test(fileName);
  return scan(text, typescript, /\.[jt]sx$/i.test(fileName), typescript ? typeBodies : undefined);
}

/** Level flags: a `<` at the level may have opened type arguments, whose `,` ends nothing outside them. */
const ANGLE = 1;
/** Level flags: the level is a statement's head (`if (…)`): what follows its `)` is its body. */
const HEAD = 2;

// Each level's state, set when the level opens (the file's at each scan's start): one set for every scan, so a
// scan allocates nothing (an allocation in the function also cost its first optimised version, V8 lacking
// feedback for it).
const kinds = new Uint8Array(LEVELS);
const statements = new Int32Array(LEVELS);
const expressions = new Int32Array(LEVELS);
const flags = new Uint8Array(LEVELS);

/**
 * The scan, one function over local state (it runs in V8's interpreter for an app's first files). Per level
 * (the file's at 0, then each open bracket, placeholder and JSX element): its kind, the marks of statements
 * open at it (`if`, `else`, loops, labels: forgotten at a statement's end) and of expressions (forgotten at an
 * expression's end too), and its flags. `total` is the cost of everything open.
 */
function scan(text: string, typescript: boolean, jsx: boolean, bodies: number[] | undefined): number {
  kinds[0] = FILE;
  statements[0] = 0;
  expressions[0] = 0;
  flags[0] = 0;
  const length = text.length;
  let level = 0;
  let total = 0;
  /** The last token ends an expression (a name, a literal, `)`, `]`, `}`): `/` then divides, `-` is binary. */
  let ending = false;
  /** The last token was `if`, `while`, `for`, `with`, `switch` or `catch`: the next `(` is a head. */
  let head = false;
  /** A statement may start here (a label's name). */
  let statementStart = true;
  /** The last token was `else` (`else if` is one level). */
  let afterElse = false;
  /** A `;` ended the level's expressions; its statements end unless `else` or `while` follows. */
  let afterSemicolon = false;
  /** A line break after a token that ends an expression: the statement ends if a new one starts. */
  let afterBreak = false;
  let index = 0;
  // Top-level interfaces (`bodies`): the last word was `export` where a statement starts; `interface` was
  // read where a declaration starts, its body the next `{`; the level of the body open, and where it starts.
  let afterExport = false;
  let interfaceHead = false;
  let bodyLevel = -1;
  let bodyStart = 0;

  while (index < length) {
    const start = index;
    const code = text.charCodeAt(index);
    if (code === 0x20 || code === 0x09 || code === 0x0d) {
      index++;
      continue;
    }
    if (code === 0x0a || code === 0x2028 || code === 0x2029) {
      if (ending) afterBreak = true;
      index++;
      continue;
    }
    // Comments leave the state as it was.
    if (code === 0x2f) {
      const next = text.charCodeAt(index + 1);
      if (next === 0x2f) {
        const end = text.indexOf('\n', index + 2);
        index = end < 0 ? length : end;
        continue;
      }
      if (next === 0x2a) {
        const end = text.indexOf('*/', index + 2);
        const after = end < 0 ? length : end + 2;
        // A comment over lines breaks the line as a line break does.
        if (ending && hasLineBreak(text, index, after)) afterBreak = true;
        index = after;
        continue;
      }
    }

    let cost = 0;
    let statement = false;
    if (isWordStart(code)) {
      let end = index + 1;
      while (end < length && isWordCode(text.charCodeAt(end))) end++;
      index = end;
      const kind = wordKind(text, start, end);
      // What ended before this word.
      if (afterSemicolon || afterBreak) {
        if (afterSemicolon && kind !== ELSE && kind !== WHILE) {
          total -= statements[level]!;
          statements[level] = 0;
          statementStart = true;
        }
        if (afterBreak && !continuesLine(kind)) {
          total -= statements[level]! + expressions[level]!;
          statements[level] = 0;
          expressions[level] = 0;
          flags[level]! &= ~ANGLE;
          statementStart = true;
        }
        afterSemicolon = false;
        afterBreak = false;
      }
      const wasElse: boolean = afterElse;
      const wasStatementStart: boolean = statementStart;
      if (level === 0 && bodies !== undefined) {
        const size = end - start;
        if (size === 9 && (wasStatementStart || afterExport) && kind === IDENTIFIER && text.startsWith('interface', start)) interfaceHead = true;
        afterExport = wasStatementStart && size === 6 && text.startsWith('export', start);
      }
      const wasHead: boolean = head;
      afterElse = false;
      statementStart = false;
      head = false;
      ending = false;
      switch (kind) {
        case IDENTIFIER: {
          // A label (`name:` where a statement starts) nests the statement after it.
          const after = wasStatementStart ? skipSpace(text, end) : -1;
          if (after >= 0 && text.charCodeAt(after) === 0x3a) {
            statementStart = true;
            index = after + 1;
            cost = W_HEAVY;
            statement = true;
          } else ending = true;
          break;
        }
        case ENDING:
          ending = true;
          break;
        case VOID:
          ending = true;
          cost = W_UNARY;
          break;
        case IF:
          head = true;
          // `else if` is one level of the chain.
          if (!wasElse) {
            cost = W_HEAVY;
            statement = true;
          }
          break;
        case WHILE:
        case FOR:
        case WITH:
          head = true;
          cost = W_HEAVY;
          statement = true;
          break;
        case ELSE:
        case DO:
          statementStart = true;
          afterElse = kind === ELSE;
          cost = W_HEAVY;
          statement = true;
          break;
        case EXTENDS:
          cost = W_HEAVY;
          break;
        case NEW:
          cost = W_NEW;
          break;
        case AWAIT:
          head = wasHead; // `for await (`
          cost = W_UNARY;
          break;
        case UNARY:
          cost = W_UNARY;
          break;
        case BINARY:
          cost = W_BINARY;
          break;
        case CATCH:
        case SWITCH:
          head = true;
          break;
        default:
          break;
      }
    } else {
      const next = text.charCodeAt(index + 1);
      // What ended before this token: strings and numbers start a statement after a line break.
      if (afterSemicolon || afterBreak) {
        if (afterSemicolon) {
          total -= statements[level]!;
          statements[level] = 0;
        }
        if (afterBreak && (code === 0x22 || code === 0x27 || (code >= 0x30 && code <= 0x39))) {
          total -= statements[level]! + expressions[level]!;
          statements[level] = 0;
          expressions[level] = 0;
          flags[level]! &= ~ANGLE;
        }
        afterSemicolon = false;
        afterBreak = false;
      }
      const wasEnding: boolean = ending;
      const wasHead: boolean = head;
      head = false;
      afterElse = false;
      statementStart = false;
      ending = false;
      index = start + 1;
      switch (code) {
        case 0x22: // ' "
        case 0x27:
          index = stringEnd(text, start + 1, code);
          ending = true;
          break;
        case 0x60: // ` (a template, chained when tagged)
          cost = W_CHAIN;
          index = start;
          break;
        case 0x28: // ( [ {
        case 0x5b:
        case 0x7b:
          if (interfaceHead && code === 0x7b && level === 0) {
            interfaceHead = false;
            bodyLevel = level + 1;
            bodyStart = start + 1;
          }
          level++;
          kinds[level] = code === 0x28 ? PAREN : code === 0x5b ? SQUARE : BRACE;
          statements[level] = 0;
          expressions[level] = 0;
          flags[level] = code === 0x28 && wasHead ? HEAD : 0;
          statementStart = code === 0x7b;
          total += W_BRACKET;
          if (total > LIMIT) return start;
          break;
        case 0x29: // ) ] }
        case 0x5d:
        case 0x7d: {
          // Any JSX element left open inside the bracket closes with it.
          while (level > 0 && (kinds[level] === TAG || kinds[level] === CHILDREN)) {
            total -= statements[level]! + expressions[level]! + W_ELEMENT;
            level--;
          }
          let kind = FILE;
          let wasHeadParen = false;
          if (level === bodyLevel && code === 0x7d) {
            bodies!.push(bodyStart, start);
            bodyLevel = -1;
          }
          if (level > 0) {
            kind = kinds[level]!;
            wasHeadParen = (flags[level]! & HEAD) !== 0;
            total -= statements[level]! + expressions[level]! + W_BRACKET;
            level--;
          }
          if (code === 0x7d) {
            statementStart = true;
            ending = true;
            if (kind === TEMPLATE)
              index = -1 - start; // back in the template's text
            else if (kinds[level] === CHILDREN) {
              // Back in JSX text: the next `<` opens a child or closes the element.
              index = jsxTextEnd(text, start + 1);
              ending = false;
            }
          } else {
            ending = !wasHeadParen;
            statementStart = wasHeadParen;
            if (!wasHeadParen) cost = W_CHAIN;
          }
          break;
        }
        case 0x3b: // ;
          interfaceHead = false;
          total -= expressions[level]!;
          expressions[level] = 0;
          flags[level]! &= ~ANGLE;
          afterSemicolon = true;
          statementStart = true;
          break;
        case 0x2c: // ,
          if ((flags[level]! & ANGLE) === 0) {
            total -= expressions[level]!;
            expressions[level] = 0;
          }
          break;
        case 0x3a: // : (a label's is taken with its name); a case's starts a statement
          statementStart = true;
          break;
        case 0x2e: // . ... and a number's point
          if (next >= 0x30 && next <= 0x39) {
            index = numberEnd(text, start + 1);
            ending = true;
          } else {
            if (next === 0x2e && text.charCodeAt(start + 2) === 0x2e) index = start + 3;
            cost = W_MEMBER;
          }
          break;
        case 0x3f: // ? ?. ?? ??=
          if (next === 0x3f) {
            index = start + 2;
            if (text.charCodeAt(start + 2) === 0x3d) {
              index++;
              cost = W_HEAVY;
            } else cost = W_BINARY;
          } else if (next === 0x2e && !isDigit(text.charCodeAt(start + 2))) {
            index = start + 2;
            cost = W_MEMBER;
          } else cost = W_HEAVY;
          break;
        case 0x3d: // = => == ===
          if (next === 0x3e) {
            index = start + 2;
            cost = W_HEAVY;
          } else if (next === 0x3d) {
            index = text.charCodeAt(start + 2) === 0x3d ? start + 3 : start + 2;
            cost = W_BINARY;
          } else if (kinds[level] !== TAG) cost = W_HEAVY; // a JSX attribute's `=` nests nothing
          break;
        case 0x3c: // <: a JSX element, a closing tag, type arguments or a comparison
          if (jsx && !wasEnding) {
            const top = kinds[level];
            if (next === 0x2f && (top === CHILDREN || top === TAG)) {
              // `</name>` closes the innermost element.
              const end = text.indexOf('>', start);
              index = end < 0 ? length : end + 1;
              total -= statements[level]! + expressions[level]! + W_ELEMENT;
              level--;
              ending = true;
              if (kinds[level] === CHILDREN) {
                index = jsxTextEnd(text, index);
                ending = false;
              }
              break;
            }
            if (next === 0x3e || (isWordStart(next) && !typeParameters(text, start + 1))) {
              level++;
              kinds[level] = TAG;
              statements[level] = 0;
              expressions[level] = 0;
              flags[level] = 0;
              total += W_ELEMENT;
              if (total > LIMIT) return start;
              break;
            }
          }
          if (next === 0x3c || next === 0x3d || !(typescript || (jsx && !wasEnding))) {
            index = operatorEnd(text, start);
            cost = operatorCost(text, start, index, wasEnding);
          } else {
            flags[level]! |= ANGLE;
            cost = W_ANGLE;
          }
          break;
        case 0x3e: // > (an opening tag's end)
          if (kinds[level] === TAG) {
            // The attributes are done: the element's children nest in it.
            total -= statements[level]! + expressions[level]!;
            statements[level] = 0;
            expressions[level] = 0;
            kinds[level] = CHILDREN;
            index = jsxTextEnd(text, start + 1);
          } else {
            index = operatorEnd(text, start);
            cost = operatorCost(text, start, index, wasEnding);
          }
          break;
        case 0x2f: // / /= and regular expressions
          if (!wasEnding && text.charCodeAt(start - 1) !== 0x3c) {
            const end = regularExpressionEnd(text, start + 1);
            if (end >= 0) {
              index = end;
              ending = true;
              break;
            }
          }
          if (next === 0x3e && (kinds[level] === TAG || kinds[level] === CHILDREN)) {
            // `/>` ends a JSX element.
            total -= statements[level]! + expressions[level]! + W_ELEMENT;
            level--;
            index = start + 2;
            ending = true;
            if (kinds[level] === CHILDREN) {
              index = jsxTextEnd(text, index);
              ending = false;
            }
            break;
          }
          index = operatorEnd(text, start);
          cost = operatorCost(text, start, index, wasEnding);
          break;
        case 0x2b: // + - * % & | ^ ! ~
        case 0x2d:
        case 0x2a:
        case 0x25:
        case 0x26:
        case 0x7c:
        case 0x5e:
        case 0x21:
        case 0x7e:
          index = operatorEnd(text, start);
          cost = operatorCost(text, start, index, wasEnding);
          // TypeScript's `x!` ends an expression.
          if (code === 0x21 && wasEnding && index === start + 1) ending = true;
          break;
        default:
          if (isDigit(code)) {
            index = numberEnd(text, start + 1);
            ending = true;
          }
          break;
      }
    }
    if (cost > 0) {
      if (statement) statements[level]! += cost;
      else expressions[level]! += cost;
      total += cost;
      if (total > LIMIT) return start;
    }
    // A template's text, from its opening quote or from a placeholder's `}` (`index` is then -1 - that offset).
    if (index < 0 || (code === 0x60 && index === start)) {
      const end = templateEnd(text, index < 0 ? -index : start + 1);
      if (end < 0) {
        // `${` opens a level the placeholder's `}` closes.
        index = -end;
        level++;
        kinds[level] = TEMPLATE;
        statements[level] = 0;
        expressions[level] = 0;
        flags[level] = 0;
        ending = false;
        statementStart = false;
        total += W_BRACKET;
        if (total > LIMIT) return start;
      } else {
        index = end;
        ending = true;
      }
    }
  }
  return -1;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isWordStart(code: number): boolean {
  return isWordCode(code) && !isDigit(code);
}

function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code !== 0x20 && code !== 0x09) break;
    index++;
  }
  return index;
}

/** The end of the operator at `start` made of `+ - * / % & | ^ ! ~ < >` and `=`: `>>>=`, `**=`, `&&=`, `!==`. */
function operatorEnd(text: string, start: number): number {
  const code = text.charCodeAt(start);
  const next = text.charCodeAt(start + 1);
  let end = start + 1;
  if ((next === code && code !== 0x21 && code !== 0x7e) || (code === 0x3e && next === 0x3e)) {
    end++;
    if (code === 0x3e && text.charCodeAt(end) === 0x3e) end++;
    if (code === 0x2b || code === 0x2d) return end; // ++ --
  }
  if (text.charCodeAt(end) === 0x3d) {
    end++;
    if (code === 0x21 && text.charCodeAt(end) === 0x3d) end++; // !==
  }
  return end;
}

/** What the operator from `start` to `end` costs: assignments nest like `?`, prefix operators more than binary ones. */
function operatorCost(text: string, start: number, end: number, afterEnding: boolean): number {
  const code = text.charCodeAt(start);
  const length = end - start;
  if (text.charCodeAt(end - 1) === 0x3d) {
    // != !== <= >= compare; any other `…=` assigns.
    return code === 0x21 || ((code === 0x3c || code === 0x3e) && length === 2) ? W_BINARY : W_HEAVY;
  }
  if ((code === 0x2b || code === 0x2d) && length === 2) return W_UNARY; // ++ --
  if (code === 0x2a && length === 2) return W_UNARY; // ** nests to the right
  if (length === 1 && (code === 0x21 || code === 0x7e || code === 0x2b || code === 0x2d)) {
    if (!afterEnding) return W_UNARY;
    if (code === 0x21) return W_MEMBER; // TypeScript's `x!`
  }
  return W_BINARY;
}

/** `<T,` or `<T extends`: a generic arrow function's type parameters in a `.tsx` file. */
function typeParameters(text: string, from: number): boolean {
  let end = from;
  while (end < text.length && isWordCode(text.charCodeAt(end))) end++;
  const after = skipSpace(text, end);
  return text.charCodeAt(after) === 0x2c || (text.startsWith('extends', after) && !isWordCode(text.charCodeAt(after + 7)));
}

/** The end of JSX text: the next `<` or `{`. */
function jsxTextEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x3c || code === 0x7b) break;
    index++;
  }
  return index;
}

/** A string's end (after its quote); an unterminated string ends at its line. */
function stringEnd(text: string, from: number, quote: number): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === quote) return index + 1;
    if (code === 0x5c) index += 2;
    else if (code === 0x0a) return index;
    else index++;
  }
  return text.length;
}

/** A template text's end after its closing quote, or minus the offset after its next `${`. */
function templateEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x60) return index + 1;
    if (code === 0x5c) index += 2;
    else if (code === 0x24 && text.charCodeAt(index + 1) === 0x7b) return -(index + 2);
    else index++;
  }
  return text.length;
}

/** A regular expression's end (after its flags), or -1 when none ends on its line: then `/` is an operator. */
function regularExpressionEnd(text: string, from: number): number {
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

function numberEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (!(isWordCode(code) || code === 0x2e)) break;
    index++;
  }
  return index;
}

/** The longest file the regular expressions below may clear. */
const SHORT = 20000;
/** Runs of characters none of which the scan may count. */
const NOT_MARKS = /[^()[\]{}<>?=:!~+\-*/%&|^.`]+/g;
/** Every word the scan may count. */
const MARK_WORDS =
  /\b(?:if|else|while|for|with|do|extends|new|class|function|typeof|void|delete|yield|keyof|infer|unique|readonly|asserts|await|in|instanceof|as|satisfies|is|of)\b/g;

/**
 * Whether a short file surely passes no limit, found mostly by the regular expression engine: every mark the
 * scan may count, each at the most it may cost, summed over the whole file, plus the brackets' deepest
 * nesting counted over all brackets (strings' and comments' too, which the scan skips: only brackets closed
 * in a string or comment could make this less than the scan's depth, hundreds of them for it to matter).
 */
function surelyShallow(text: string): boolean {
  if (text.length > SHORT) return false;
  const marks = text.replace(NOT_MARKS, '');
  // First each mark at the most any costs, and a word at the most per letter (`if`, `do`: 32 over 2; a
  // label's name may be one letter, and its cost is within the most its `:` could cost).
  if (marks.length * W_BRACKET + ((text.length - marks.length) * W_HEAVY) / 2 <= LIMIT) return true;
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
