/**
 * Python string literals as the values they make: prefixes (`r`, `u`, `f`, `b` and their pairs), escape
 * sequences, implicit concatenation (`"a" "b"`). An f-string with a placeholder, a bytes literal and an
 * escape we do not decode (`\N{…}`) are computed: nothing about them is claimed.
 */
import type { Node } from 'web-tree-sitter';

export type StringValue = { known: true; value: string } | { known: false };

const COMPUTED: StringValue = { known: false };

/** The value of a `string` or `concatenated_string` node; undefined for any other node. */
export function stringValue(node: Node): StringValue | undefined {
  if (node.type === 'concatenated_string') {
    let value = '';
    for (const part of node.namedChildren) {
      const piece = part ? stringValue(part) : undefined;
      if (!piece?.known) return COMPUTED;
      value += piece.value;
    }
    return { known: true, value };
  }
  if (node.type !== 'string') return undefined;
  const start = node.namedChildren.find((child) => child?.type === 'string_start');
  const prefix = (start?.text ?? '').replace(/["']+$/, '').toLowerCase();
  if (prefix.includes('b')) return COMPUTED;
  const raw = prefix.includes('r');
  const formatted = prefix.includes('f');
  let value = '';
  for (const child of node.namedChildren) {
    if (!child || child.type === 'string_start' || child.type === 'string_end') continue;
    if (child.type !== 'string_content') return COMPUTED; // an f-string's placeholder
    const text = child.text;
    const unbraced = formatted ? text.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : text;
    const decoded = raw ? unbraced : decodeEscapes(unbraced);
    if (decoded === undefined) return COMPUTED;
    value += decoded;
  }
  return { known: true, value };
}

const SIMPLE: Readonly<Record<string, string>> = {
  '\n': '',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** Python's escapes in a non-raw string; an unknown escape keeps its backslash, as Python does. */
function decodeEscapes(text: string): string | undefined {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char !== '\\' || i + 1 >= text.length) {
      out += char;
      continue;
    }
    const next = text[i + 1]!;
    if (next === '\r' && text[i + 2] === '\n') {
      i += 2;
      continue;
    }
    if (next in SIMPLE) {
      out += SIMPLE[next];
      i += 1;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      out += String.fromCodePoint(parseInt(octal[0], 8));
      i += octal[0].length;
      continue;
    }
    const width = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (width > 0) {
      const hex = text.slice(i + 2, i + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      i += 1 + width;
      continue;
    }
    if (next === 'N') return undefined; // a character by its Unicode name: no table of names here
    out += char;
  }
  return out;
}
