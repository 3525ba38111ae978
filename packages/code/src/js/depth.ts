/**
 * How much nesting a file may hold before the parser is not asked to read it. oxc-parser's native parse
 * recurses on the thread's stack and crashes the process (not an exception) on deep nesting. Measured on
 * Linux x64 (8 MB stack), one construct nested N deep, crashed / read: `()=>{` 3000 / 2000, `[` 10000 / 7000,
 * `a ? b :`, `a =>` and `else if` 20000 / 5000, unary `!` 50000 / 20000, binary `+` 100000 / 50000. A smaller
 * stack (another platform, a worker) lowers these, so the limits keep a margin; real code nests tens deep.
 * Brackets are counted by depth; the constructs that nest without brackets are counted in the whole file (a
 * count is never less than the depth), and strings and comments count too: both only overstate.
 */
export const MAX_BRACKET_DEPTH = 500;
const MAX_UNBRACKETED = 2000;
const MAX_OPERATORS = 20000;

/**
 * More than `MAX_BRACKET_DEPTH` opening brackets, matched by the regular expression engine (compiled to machine
 * code), which a file's first scan below is not: most of an app's files are short.
 */
const MORE_BRACKETS_THAN_DEPTH = new RegExp(`^(?:[^([{]*[([{]){${MAX_BRACKET_DEPTH + 1}}`);
/** Every mark the scan may count against `MAX_UNBRACKETED` (and `??`, `?.`, which it does not). */
const UNBRACKETED_MARKS = /\?|=>|else/g;
/** Runs of characters other than brackets. */
const NOT_BRACKETS = /[^()[\]{}]+/g;

/**
 * Whether a file of at most `MAX_OPERATORS` characters surely passes no limit, found mostly by the regular
 * expression engine: the marks that nest without brackets counted all together (an upper bound of the
 * scan's count), then the brackets' depth over the brackets alone (the scan's depth moves at brackets only).
 * False when one may be passed: the scan then finds where.
 */
function surelyShallow(text: string): boolean {
  // Each count below grows by one at a character at most, so a file no longer than the smallest of the
  // other limits passes none of them; and the depth is never more than the opening brackets.
  if (text.length <= MAX_UNBRACKETED && !MORE_BRACKETS_THAN_DEPTH.test(text)) return true;
  if (text.length > MAX_OPERATORS || (text.match(UNBRACKETED_MARKS)?.length ?? 0) > MAX_UNBRACKETED) return false;
  if (!MORE_BRACKETS_THAN_DEPTH.test(text)) return true;
  const brackets = text.replace(NOT_BRACKETS, '');
  let depth = 0;
  for (let index = 0; index < brackets.length; index++) {
    const code = brackets.charCodeAt(index);
    if (code === 0x28 || code === 0x5b || code === 0x7b) {
      if (++depth > MAX_BRACKET_DEPTH) return false;
    } else if (depth > 0) depth--;
  }
  return true;
}

/** The offset where the file passes one of the limits above, or -1. */
export function tooDeepAt(text: string): number {
  if (surelyShallow(text)) return -1;
  let depth = 0;
  let unbracketed = 0;
  let operators = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    switch (code) {
      case 0x28: // ( [ {
      case 0x5b:
      case 0x7b:
        if (++depth > MAX_BRACKET_DEPTH) return index;
        break;
      case 0x29: // ) ] }
      case 0x5d:
      case 0x7d:
        if (depth > 0) depth--;
        break;
      case 0x3f: {
        // `?` of a conditional; `?.` and `??` nest no deeper than a member or a binary chain.
        const next = text.charCodeAt(index + 1);
        if (next === 0x3f) index++;
        else if (next !== 0x2e && ++unbracketed > MAX_UNBRACKETED) return index;
        break;
      }
      case 0x3d: // `=>`
        if (text.charCodeAt(index + 1) === 0x3e && ++unbracketed > MAX_UNBRACKETED) return index;
        break;
      case 0x65: // `else`
        if (text.startsWith('else', index) && ++unbracketed > MAX_UNBRACKETED) return index;
        break;
      case 0x21: // ! + - * / % & | ^ ~ < >
      case 0x2b:
      case 0x2d:
      case 0x2a:
      case 0x2f:
      case 0x25:
      case 0x26:
      case 0x7c:
      case 0x5e:
      case 0x7e:
      case 0x3c:
      case 0x3e:
        if (++operators > MAX_OPERATORS) return index;
        break;
      default:
        break;
    }
  }
  return -1;
}
