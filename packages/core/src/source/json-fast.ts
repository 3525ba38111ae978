/**
 * The fast path for JSON with no mistakes, the common case: `JSON.parse` builds the value (several
 * times faster than a located tree), and this scan finds what `JSON.parse` hides, a repeated key.
 * Only text that `JSON.parse` accepted is scanned, so every string after `{` or `,` in an object is a key.
 */
export function hasDuplicateKey(text: string): boolean {
  // One entry per open bracket: the keys seen in an object (created on its second key), or null for a list.
  const stack: (Set<string> | string | null | undefined)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let j = i + 1;
      let escaped = false;
      for (;;) {
        const d = text.charCodeAt(j);
        if (d === BACKSLASH) {
          escaped = true;
          j += 2;
        } else if (d === QUOTE || Number.isNaN(d)) break;
        else j++;
      }
      if (expectKey) {
        const key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        const top = stack[stack.length - 1];
        // Most objects are small: the first key is kept as a string, a set is made only for the second.
        if (top === undefined) stack[stack.length - 1] = key;
        else if (typeof top === 'string') {
          if (top === key) return true;
          stack[stack.length - 1] = new Set([top, key]);
        } else if (top !== null) {
          if (top.has(key)) return true;
          top.add(key);
        }
        expectKey = false;
      }
      i = j;
    } else if (c === OPEN_BRACE) {
      stack.push(undefined);
      expectKey = true;
    } else if (c === OPEN_BRACKET) {
      stack.push(null);
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      stack.pop();
    } else if (c === COMMA) {
      expectKey = stack.length > 0 && stack[stack.length - 1] !== null;
    }
  }
  return false;
}

/** The value of text that is plain JSON without repeated keys, or undefined when the careful parser must look. */
export function parseFast(text: string): { value: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return hasDuplicateKey(text) ? undefined : { value };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
