import { parseFast } from './json-fast.js';
import { duplicateKeyRule, syntaxRule } from './rules.js';
import { ScanTree } from './json-scan-tree.js';
import {
  createScanner,
  parseTree,
  printParseErrorCode,
  visit,
  type Node as JsonNode,
  type ParseError,
  type ParseErrorCode,
  type ParseOptions,
} from 'jsonc-parser';
import type { LocatedProblem, Span } from '../problem.js';
import { LineIndex } from './line-index.js';
import { joinPointer } from './pointer.js';
import { clampToContent, PointerWalker, placeProblem, sourceDocument, walkerParts, type SourceDocument, type TreeAdapter } from './document.js';
import { jsonDepth } from './depth.js';
import { KeyLookup } from './key-lookup.js';
import { DEFAULT_LIMITS, MAX_PARSER_PROBLEMS } from './limits.js';
import { tooDeepProblem } from './screen.js';
import { unreadableDocument } from './unreadable.js';

const MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a property name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing brace `}` is expected',
  CloseBracketExpected: 'a closing bracket `]` is expected',
  EndOfFileExpected: 'the end of the file is expected (only one top-level value is allowed)',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

const PARSE_OPTIONS: ParseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/**
 * Parses JSON with recovery: every syntax mistake is reported where it is (up to MAX_PARSER_PROBLEMS,
 * echoes dropped), and the value built from the parts that parsed is kept.
 *
 * `fatal` (the checks do not run) only when nothing usable came out: there is no root value, the root
 * is not an object or array (a lone scalar recovered from broken text), or there are more distinct
 * syntax mistakes than are reported (text that is mostly not JSON). Otherwise the recovered object is
 * checked, and the text layer drops the check problems that are consequences of the damage
 * (`withoutSyntaxEchoes` in recovery.ts).
 */
export function parseJson(text: string, maxDepth: number = DEFAULT_LIMITS.maxDepth): SourceDocument {
  const lines = new LineIndex(text);
  // Text without mistakes is parsed by JSON.parse; the located tree is built only when a problem is placed.
  const fast = parseFast(text, maxDepth);
  if (fast) {
    // The text is valid JSON without repeated keys, so a tree scanned only where pointers lead gives the parser's spans.
    const walker = new PointerWalker(text, lines, new ScanTree(text));
    return sourceDocument({
      format: 'json',
      text,
      value: fast.value,
      problems: [],
      fatal: false,
      lines,
      ...walkerParts(walker),
    });
  }
  // The tree builder recurses per level: refuse deep nesting before it can exhaust the stack.
  const depth = jsonDepth(text, maxDepth);
  if (depth.overAt >= 0) {
    const span = { start: depth.overAt, end: depth.overAt + 1 };
    return unreadableDocument(text, 'json', { problem: tooDeepProblem(depth.depth, maxDepth), span }, lines);
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, PARSE_OPTIONS);
  const problems: LocatedProblem[] = [];
  // What the syntax mistakes garbled: a repeated key there is an echo, not a mistake of its own.
  const damaged: Span[] = [];
  let fatal = false;
  if (errors.length > 0) {
    const mistakes = syntaxMistakes(text, lines);
    const context: Context = { text, lines, tokens: new Tokens(text), tree };
    const seen = new Set<string>();
    for (const mistake of mistakes.slice(0, MAX_PARSER_PROBLEMS)) {
      const described = describeMistake(context, mistake);
      const { span, exact } = described;
      let { message, misread } = described;
      const lineEnd = lines.lineEnd(lines.position(span.start).line);
      if (mistake.breaks && misread === undefined && !exact) {
        // The nesting of the rest is off: all of it was misread.
        misread = text.length - span.start;
        // When anything but closers follows, say that it was not checked.
        const more = /[^\s\]},]/.test(text.slice(lineEnd));
        if (mistake.breaks === 'string' && more)
          message = `${message.replace(/\.$/, '')}; a bracket after it on this line was read as part of a string, so the rest of the file was not checked.`;
        else if (more) message = `${message} What follows it was not checked.`;
      } else if (GARBLING.has(mistake.code)) {
        // A stray word or an unterminated string garbled the text up to the end of its echoes on its line.
        misread = Math.max(misread ?? 0, Math.min(mistake.damageEnd, lineEnd) - span.start);
      }
      // Two mistakes moved to the same place are one (a missing closer the parser noticed twice).
      const key = `${span.start}:${span.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const problem = syntaxRule.problem({ message: `JSON syntax error: ${message}`, pointer: '', target: 'value' });
      if (exact) problem.data = { exact: true };
      else if (misread !== undefined && misread > span.end - span.start) problem.data = { misread };
      problems.push(placeProblem(problem, span, lines));
      if (!exact) damaged.push({ start: span.start, end: Math.max(span.end, span.start + (misread ?? 0)) });
    }
    fatal = mistakes.length > MAX_PARSER_PROBLEMS || !tree || (tree.type !== 'object' && tree.type !== 'array');
  }
  const value = tree ? toValue(tree, '', lines, problems, { duplicates: 0, damaged }) : undefined;
  const walker = new PointerWalker(text, lines, new JsonTree(tree));
  return sourceDocument({ format: 'json', text, value, problems, fatal, lines, ...walkerParts(walker) });
}

/** The located tree of the careful parser, for tests that hold the fast path's scanned tree to it. */
export function parsedTreeWalker(text: string): PointerWalker<JsonNode> {
  return new PointerWalker(text, new LineIndex(text), new JsonTree(parseTree(text, [], PARSE_OPTIONS)));
}

/** One syntax error as the parser reported it. */
interface Mistake {
  code: string;
  offset: number;
  length: number;
  /** Where the text this mistake garbled ends: the end of its last echo. */
  damageEnd: number;
  /** The nesting of everything after this mistake is off: later errors are its echoes. */
  breaks?: 'string' | 'nesting';
}

/**
 * The parser's errors without echoes. An error is an echo of the one before it when the parser made
 * no progress between them: no value, key, separator or closing bracket was read, except inside the
 * text the previous error covers (the body of an unterminated string, say). So `{a: 1}` is one
 * mistake (not three), a trailing comma is one (not "property name expected" and "value expected" at
 * the same brace), a missing closing quote is one (not also "comma expected" at the next key), while
 * mistakes with good JSON between them are each reported.
 *
 * Some mistakes put the nesting of the rest of the file off by one, so every later error is their
 * echo and they are the last one reported: a bracket that went into an unterminated string (a JSON
 * string ends at its line's end: `"a": ""b": {`, a stray quote), and a missing closer, which shows as
 * `}` or `]` expected, a closer of the other kind, a key in a list (`[… "key":`) or a `{` where a
 * key is expected. Stops counting one past the cap.
 */
function syntaxMistakes(text: string, lines: LineIndex): Mistake[] {
  const found: Mistake[] = [];
  // Unterminated strings, echoes included: each shows a line whose quotes are off.
  const unterminated: Span[] = [];
  let progressed = true;
  let lastStart = -1;
  let lastEnd = -1;
  let broken = false;
  // The collections open where the parser is: `{` or `[`.
  const open: string[] = [];
  const step = (offset: number): void => {
    if (offset < lastStart || offset >= lastEnd) progressed = true;
  };
  visit(
    text,
    {
      onObjectBegin: (offset) => {
        open.push('{');
        step(offset);
      },
      onArrayBegin: (offset) => {
        open.push('[');
        step(offset);
      },
      // The parser also ends a collection at the end of the text, or at a closer of the other kind: not progress.
      onObjectEnd: (offset) => {
        open.pop();
        if (text.charCodeAt(offset) === CLOSE_BRACE) step(offset);
      },
      onArrayEnd: (offset) => {
        open.pop();
        if (text.charCodeAt(offset) === CLOSE_BRACKET) step(offset);
      },
      onObjectProperty: (_name, offset) => step(offset),
      onLiteralValue: (_value, offset) => step(offset),
      onSeparator: (_separator, offset) => step(offset),
      onError: (error: ParseErrorCode, offset: number, length: number) => {
        if (broken) return;
        const code = printParseErrorCode(error);
        const fresh = progressed && offset !== lastStart;
        if (fresh) {
          if (found.length <= MAX_PARSER_PROBLEMS) found.push({ code, offset, length, damageEnd: offset + length });
        } else {
          const last = found[found.length - 1];
          if (last) last.damageEnd = Math.max(last.damageEnd, offset + length);
        }
        if (code === 'UnexpectedEndOfString') unterminated.push({ start: offset, end: offset + length });
        const mistake = found[found.length - 1];
        const here = text[offset];
        const inner = open[open.length - 1];
        const nesting =
          fresh &&
          (code === 'CloseBraceExpected' ||
            code === 'CloseBracketExpected' ||
            (here === '}' && inner === '[') ||
            (here === ']' && inner === '{') ||
            (here === ':' && inner === '[') ||
            (code === 'PropertyNameExpected' && (here === '{' || here === '[')));
        if (mistake && nesting) mistake.breaks = 'nesting';
        else if (mistake && code === 'UnexpectedEndOfString' && /[[\]{}]/.test(text.slice(mistake.offset, offset + length))) mistake.breaks = 'string';
        if (mistake?.breaks) {
          broken = true;
          mistake.damageEnd = text.length;
        }
        progressed = false;
        lastStart = offset;
        lastEnd = offset + Math.max(length, 1);
      },
    },
    PARSE_OPTIONS,
  );
  return oneMistakePerQuoteLine(found, unterminated, lines);
}

/** Mistakes that garble the text around them: a stray word, a string running to the line's end. */
const GARBLING = new Set(['InvalidSymbol', 'UnexpectedEndOfString']);

/**
 * On a line that ends in an unterminated string, the quotes are off from the first stray word on
 * (`"a": "x"y, b-c, "`): the stray words and the string after it are one mistake, which garbled the
 * line up to its end. Other mistakes on the line stay.
 */
function oneMistakePerQuoteLine(found: Mistake[], unterminated: readonly Span[], lines: LineIndex): Mistake[] {
  if (unterminated.length === 0) return found;
  const dropped = new Set<Mistake>();
  for (const string of unterminated) {
    const lineStart = lines.lineStart(lines.position(string.start).line);
    const onLine = found.filter(
      (mistake) => GARBLING.has(mistake.code) && mistake.offset >= lineStart && mistake.offset <= string.start && !dropped.has(mistake),
    );
    const first = onLine[0];
    if (!first) continue;
    first.damageEnd = Math.max(first.damageEnd, string.end);
    for (const echo of onLine.slice(1)) {
      dropped.add(echo);
      if (echo.breaks) first.breaks ??= echo.breaks;
      first.damageEnd = Math.max(first.damageEnd, echo.damageEnd);
    }
  }
  return dropped.size === 0 ? found : found.filter((mistake) => !dropped.has(mistake));
}

// Token kinds of the jsonc-parser scanner (its `SyntaxKind`, a const enum that cannot be imported here).
const OPEN_BRACE_TOKEN = 1;
const CLOSE_BRACE_TOKEN = 2;
const OPEN_BRACKET_TOKEN = 3;
const CLOSE_BRACKET_TOKEN = 4;
const COMMA_TOKEN = 5;
const COLON_TOKEN = 6;
const STRING_TOKEN = 10;
const NUMBER_TOKEN = 11;
const EOF_TOKEN = 17;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** The significant tokens of the text (no blanks or comments), scanned only when there is a syntax error to place. */
class Tokens {
  private readonly kinds: number[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(text: string) {
    const scanner = createScanner(text, true);
    for (let kind = scanner.scan(); kind !== EOF_TOKEN; kind = scanner.scan()) {
      this.kinds.push(kind);
      this.starts.push(scanner.getTokenOffset());
      this.ends.push(scanner.getTokenOffset() + scanner.getTokenLength());
    }
  }

  /** Index of the last token that starts before `offset`, or -1. */
  before(offset: number): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.starts[mid] ?? 0) < offset) low = mid + 1;
      else high = mid;
    }
    return low - 1;
  }

  kind(index: number): number {
    return this.kinds[index] ?? EOF_TOKEN;
  }

  span(index: number): Span {
    return { start: this.starts[index] ?? 0, end: this.ends[index] ?? 0 };
  }

  /** The innermost `{` (or `[`) still open before token `index`, or -1. */
  openerBefore(index: number, open: number): number {
    const stack: number[] = [];
    for (let i = 0; i < index && i < this.kinds.length; i++) {
      const kind = this.kinds[i];
      if (kind === OPEN_BRACE_TOKEN || kind === OPEN_BRACKET_TOKEN) stack.push(i);
      else if (kind === CLOSE_BRACE_TOKEN || kind === CLOSE_BRACKET_TOKEN) stack.pop();
    }
    for (let i = stack.length - 1; i >= 0; i--) if (this.kinds[stack[i]!] === open) return stack[i]!;
    return -1;
  }
}

/** What a syntax problem reports: where to fix it, in words, and how much text after its start the parser misread. */
interface Placed {
  span: Span;
  message: string;
  /** Characters from the span's start that were read wrongly because of this mistake (more than the span itself). */
  misread?: number;
  /** The parser recovered exactly (a stray or missing comma, a comment): no value around the mark was lost. */
  exact?: boolean;
}

interface Context {
  text: string;
  lines: LineIndex;
  tokens: Tokens;
  tree: JsonNode | undefined;
  dedents?: Dedent[];
}

/** Where a mistake is and what it is: the place to fix, not where the parser noticed it. */
function describeMistake(context: Context, mistake: Mistake): Placed {
  const { text, tokens, lines } = context;
  const { code, offset } = mistake;
  const at = onOneLine(text, lines, { start: Math.min(offset, text.length), end: Math.min(offset + mistake.length, text.length) });
  const previous = tokens.before(offset);
  const previousKind = tokens.kind(previous);
  const here = text[offset];
  // The token the parser stopped at (a whole word or number, not just its first character).
  const current = tokens.before(offset + 1);
  const found = describeToken(text, current >= 0 && tokens.span(current).start === offset ? tokens.span(current) : at);
  if (mistake.breaks === 'nesting') {
    // In indented JSON, the first member indented less than the ones before it is where a closer went missing.
    const dedent = (context.dedents ??= findDedents(context)).find((candidate) => candidate.member.start < offset);
    if (dedent) {
      const [opens, closes] = dedent.kind === 'object' ? ['{', '}'] : ['[', ']'];
      return {
        span: dedent.member,
        message: `a closing \`${closes}\` is probably missing before this line: it is indented less than the ${dedent.kind === 'object' ? 'members' : 'items'} of the \`${opens}\` on line ${lines.position(dedent.container).line + 1}, so it was read as one of them.`,
      };
    }
    // `[…, "key": …`: a key inside a list.
    if (here === ':' && previous >= 0 && previousKind === STRING_TOKEN) {
      return {
        span: tokens.span(previous),
        message: `a key (${describeToken(text, tokens.span(previous))} followed by \`:\`) inside a list: a closing \`]\` is probably missing before it.`,
      };
    }
    // `{…, {`: an object where a key is expected.
    if (code === 'PropertyNameExpected' && (here === '{' || here === '[')) {
      return {
        span: nonEmpty(text, at),
        message: `a property name in double quotes is expected, not \`${here}\`: a closing \`}\` is probably missing before it.`,
      };
    }
  }
  switch (code) {
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if (previous >= 0 && previousKind === COMMA_TOKEN && (here === '}' || here === ']'))
        return { span: tokens.span(previous), message: `trailing comma before \`${here}\`; remove it.`, exact: true };
      if (previous >= 0 && previousKind === COMMA_TOKEN && here === ',') return { span: at, message: 'two commas in a row; remove one.', exact: true };
      if (previous >= 0 && (previousKind === OPEN_BRACE_TOKEN || previousKind === OPEN_BRACKET_TOKEN) && here === ',')
        return { span: at, message: 'a comma before the first item; remove it.', exact: true };
      if (code === 'ValueExpected' && previous >= 0 && previousKind === COLON_TOKEN) {
        // `"key": }`: the key and its colon, which have no value.
        const key = previous - 1;
        const span = key >= 0 && tokens.kind(key) === STRING_TOKEN ? { start: tokens.span(key).start, end: tokens.span(previous).end } : tokens.span(previous);
        return { span, message: `a value is expected after \`${text.slice(span.start, span.end)}\`, before ${found}.` };
      }
      if (code === 'PropertyNameExpected') return { span: nonEmpty(text, at), message: `a property name in double quotes is expected, not ${found}.` };
      return { span: nonEmpty(text, at), message: `a value is expected, not ${found}.` };
    case 'CommaExpected': {
      if (previous < 0) return { span: nonEmpty(text, at), message: 'a comma is expected.' };
      const before = tokens.span(previous);
      // `[1, 2}`: a closer of the other kind.
      if (here === '}' || here === ']') return unclosed(context, mistake, here === '}' ? '[' : '{', previous, at);
      // `01`: the parser reads `0`, then wants a comma before `1`.
      if (previousKind === NUMBER_TOKEN && before.end === offset && /^-?0$/.test(text.slice(before.start, before.end)) && /[0-9]/.test(here ?? '')) {
        return { span: { start: before.start, end: at.end }, message: `a number cannot start with a zero (\`${text.slice(before.start, at.end)}\`).` };
      }
      // The comma belongs right after the previous value: mark its last character.
      return { span: { start: before.end - 1, end: before.end }, message: `a comma is expected after this value, before ${found}.`, exact: true };
    }
    case 'ColonExpected':
      if (previous >= 0 && previousKind === STRING_TOKEN) {
        const key = tokens.span(previous);
        return { span: key, message: `a colon \`:\` is expected after the key ${text.slice(key.start, key.end)}.` };
      }
      return { span: nonEmpty(text, at), message: 'a colon `:` is expected.' };
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      return unclosed(context, mistake, code === 'CloseBraceExpected' ? '{' : '[', previous, at);
    case 'EndOfFileExpected':
      return {
        span: nonEmpty(text, at),
        message: `the end of the file is expected after the top-level value, not ${found} (only one top-level value is allowed).`,
      };
    case 'InvalidSymbol': {
      const symbol = text.slice(at.start, at.end);
      // `"abc, "b": 2`: a word right after a string means a quote is missing or not escaped; the
      // quotes after it on the line are all off by one, so the whole stretch is marked.
      if (previous >= 0 && previousKind === STRING_TOKEN && tokens.span(previous).end === offset) {
        const span = onOneLine(text, lines, { start: tokens.span(previous).start, end: Math.max(at.end, mistake.damageEnd) });
        return { span, message: `\`${symbol}\` follows a string directly: a \`"\` is missing, or a quote inside the string is not escaped (\`\\"\`).` };
      }
      if (symbol.startsWith("'")) return { span: at, message: 'JSON strings and keys use double quotes, not single quotes.' };
      if (/^[A-Za-z_$]/.test(symbol))
        return {
          span: at,
          message: `\`${symbol}\` is not a JSON value: strings and keys need double quotes, and the only bare words are true, false and null.`,
        };
      return { span: at, message: `unexpected \`${symbol}\`.` };
    }
    case 'InvalidCommentToken':
      if (text.startsWith('/*', offset) && !text.slice(offset + 2, offset + mistake.length).includes('*/'))
        return { span: at, message: 'unterminated comment (comments are not allowed in JSON).' };
      return { span: at, message: 'comments are not allowed in JSON; remove it.', exact: true };
    case 'UnexpectedEndOfString':
      // From the opening quote to the end of its line: a JSON string never spans lines.
      return { span: at, message: 'unterminated string: the closing `"` is missing.' };
    case 'InvalidEscapeCharacter': {
      const escape = findInString(text, at, /\\(?:[^"\\/bfnrtu]|$)/);
      return {
        span: escape ?? at,
        message: `invalid escape ${escape ? `\`${text.slice(escape.start, escape.end)}\`` : 'sequence'} in a string (allowed: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).`,
      };
    }
    case 'InvalidUnicode': {
      const escape = findInString(text, at, /\\u(?![0-9A-Fa-f]{4})[0-9A-Fa-f]{0,3}/);
      return { span: escape ?? at, message: 'invalid unicode escape: `\\u` needs four hexadecimal digits.' };
    }
    case 'InvalidCharacter': {
      const control = findInString(text, at, /[\u0000-\u001f]/);
      return { span: control ?? at, message: 'a control character (such as a tab) must be escaped inside a string (`\\t`, `\\u0000`).' };
    }
    default:
      return { span: nonEmpty(text, at), message: `${MESSAGES[code] ?? code}.` };
  }
}

/**
 * A closer the parser did not find (when the indentation does not show where it went missing): `}`
 * or `]` missing at the end of the text, marked at the bracket never closed, or a closer of the other
 * kind (`[1, 2}`), marked there.
 */
function unclosed(context: Context, mistake: Mistake, open: '{' | '[', previous: number, at: Span): Placed {
  const { text, tokens, lines } = context;
  const what = open === '{' ? 'a closing brace `}`' : 'a closing bracket `]`';
  const opener = tokens.openerBefore(previous + 1, open === '{' ? OPEN_BRACE_TOKEN : OPEN_BRACKET_TOKEN);
  const openerSpan = opener >= 0 ? tokens.span(opener) : undefined;
  const openedAt = openerSpan ? `the \`${open}\` on line ${lines.position(openerSpan.start).line + 1}` : undefined;
  const atEnd = mistake.offset >= text.length;
  // The text ends first: nothing follows the missing closer, so nothing was misread.
  if (atEnd && openerSpan) return { span: openerSpan, message: `this \`${open}\` is never closed: the file ends first, so ${what} is missing.`, misread: 1 };
  if (atEnd) return { span: nonEmpty(text, at), message: `the file ends before every bracket is closed; ${what} is missing.`, misread: 1 };
  return { span: nonEmpty(text, at), message: `${what} is expected${openedAt ? ` to close ${openedAt}` : ''}, not \`${text[mistake.offset]}\`.` };
}

/** A member indented less than the first member of its collection, in indented JSON. */
interface Dedent {
  /** The member's first token. */
  member: Span;
  /** Offset of the collection's opening bracket. */
  container: number;
  kind: 'object' | 'array';
}

/**
 * Members that are indented less than the first member of their object or array, in document order
 * (at most one per collection). Only collections written one member per line count (the first member
 * on a line after the opening bracket), so compact JSON never gives a false lead.
 */
function findDedents(context: Context): Dedent[] {
  const { text, lines, tokens, tree } = context;
  const found: Dedent[] = [];
  const stack: JsonNode[] = tree ? [tree] : [];
  const column = (offset: number) => lines.position(offset).character;
  const line = (offset: number) => lines.position(offset).line;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== 'object' && node.type !== 'array') continue;
    const children = node.children ?? [];
    for (const child of children) {
      const value = node.type === 'object' ? child.children?.[1] : child;
      if (value) stack.push(value);
    }
    const first = children[0];
    if (!first || line(first.offset) === line(node.offset)) continue;
    const indent = column(first.offset);
    for (let i = 1; i < children.length; i++) {
      const child = children[i]!;
      if (line(child.offset) > line(children[i - 1]!.offset) && column(child.offset) < indent) {
        const token = tokens.before(child.offset + 1);
        const member =
          token >= 0 && tokens.span(token).start === child.offset ? tokens.span(token) : { start: child.offset, end: Math.min(child.offset + 1, text.length) };
        found.push({ member, container: node.offset, kind: node.type });
        break;
      }
    }
  }
  return found.sort((a, b) => a.member.start - b.member.start);
}

/** A span cut at the end of the line it starts on (a range never runs on to the end of the file). */
function onOneLine(text: string, lines: LineIndex, span: Span): Span {
  const lineEnd = lines.lineEnd(lines.position(span.start).line);
  let end = Math.min(span.end, Math.max(lineEnd, span.start));
  while (end > span.start && /\s/.test(text[end - 1] ?? '')) end--;
  return { start: span.start, end };
}

/** At least one character where there is one; at the end of the text, the last character of content. */
function nonEmpty(text: string, span: Span): Span {
  const clamped = clampToContent(text, span);
  if (clamped.end > clamped.start || clamped.start >= text.length || /[\r\n]/.test(text[clamped.start] ?? '')) return clamped;
  return { start: clamped.start, end: clamped.start + 1 };
}

function describeToken(text: string, span: Span): string {
  if (span.start >= text.length) return 'the end of the file';
  const token = text.slice(span.start, span.end) || (text[span.start] ?? '');
  return token.length > 30 ? `\`${token.slice(0, 29)}…\`` : `\`${token}\``;
}

/** The first match of `pattern` inside a string token, as a span of the text. */
function findInString(text: string, token: Span, pattern: RegExp): Span | undefined {
  const match = pattern.exec(text.slice(token.start, token.end));
  if (!match) return undefined;
  const start = token.start + match.index;
  return { start, end: start + Math.max(1, match[0].length) };
}

/** Builds the plain value; a repeated key is reported and the last one wins, as with JSON.parse. */
function toValue(
  node: JsonNode,
  pointer: string,
  lines: LineIndex,
  problems: LocatedProblem[],
  count: { duplicates: number; damaged: readonly Span[] },
): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (!keyNode || typeof keyNode.value !== 'string') continue;
        const key = keyNode.value;
        // At most MAX_PARSER_PROBLEMS duplicates, besides the syntax problems.
        if (
          seen.has(key) &&
          count.duplicates < MAX_PARSER_PROBLEMS &&
          !count.damaged.some((span) => span.start <= keyNode.offset && keyNode.offset < span.end)
        ) {
          count.duplicates++;
          problems.push(
            placeProblem(
              duplicateKeyRule.problem({
                message: `The key "${key}" appears twice in the same object; keys must be unique (the last one wins).`,
                pointer: joinPointer(pointer, key),
                target: 'key',
              }),
              { start: keyNode.offset, end: keyNode.offset + keyNode.length },
              lines,
            ),
          );
        }
        seen.add(key);
        const value = valueNode ? toValue(valueNode, joinPointer(pointer, key), lines, problems, count) : null;
        // Assigning `__proto__` would change the prototype instead of adding a key; defineProperty is slow, so only then.
        if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
        else out[key] = value;
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map((child, index) => toValue(child, joinPointer(pointer, index), lines, problems, count));
    default:
      return node.value;
  }
}

class JsonTree implements TreeAdapter<JsonNode> {
  private readonly keys = new KeyLookup<JsonNode, JsonNode>(
    (object) => object.children ?? [],
    (property) => {
      const name = property.children?.[0]?.value;
      return typeof name === 'string' ? name : undefined;
    },
  );

  constructor(private readonly tree: JsonNode | undefined) {}

  root(): JsonNode | undefined {
    return this.tree;
  }

  child(node: JsonNode, segment: string): { node: JsonNode; keySpan?: Span } | undefined {
    if (node.type === 'object') {
      const [keyNode, valueNode] = this.keys.find(node, segment)?.children ?? [];
      if (!keyNode) return undefined;
      return { node: valueNode ?? keyNode, keySpan: { start: keyNode.offset, end: keyNode.offset + keyNode.length } };
    }
    if (node.type === 'array') {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      const item = node.children?.[Number(segment)];
      return item ? { node: item } : undefined;
    }
    return undefined;
  }

  span(node: JsonNode): Span {
    return { start: node.offset, end: node.offset + node.length };
  }

  kind(node: JsonNode): 'object' | 'array' | 'scalar' | 'null' {
    if (node.type === 'object') return 'object';
    if (node.type === 'array') return 'array';
    if (node.type === 'null') return 'null';
    return 'scalar';
  }
}
