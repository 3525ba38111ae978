/**
 * Values written the way the source file writes them, for edits inside a payload literal: JavaScript
 * and TypeScript object syntax with the literal's quote (single, double or backtick) and its keys bare
 * where they are identifiers; Python dicts with quoted keys, `True`/`False`/`None`, and `name=value` for a
 * call's keyword arguments.
 */
export type Syntax = 'js' | 'python';

export interface Style {
  syntax: Syntax;
  /** The quote the literal's strings use. */
  quote: string;
  /** Whether the literal's keys are quoted (JavaScript; Python's dict keys always are). */
  quotedKeys: boolean;
  /** One level of indentation. */
  unit: string;
  /** Whether a member written on its own line ends with a comma even when last. */
  trailingComma: boolean;
}

/** Lines longer than this are broken, an object's members one a line. */
const WIDTH = 100;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const PYTHON_IDENTIFIER = /^[A-Za-z_]\w*$/;

export function quoteString(value: string, quote: string, syntax: Syntax): string {
  let out = '';
  for (const char of value) {
    if (char === '\\') out += '\\\\';
    else if (char === quote) out += `\\${quote}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (syntax === 'js' && (char === '\u2028' || char === '\u2029')) out += char === '\u2028' ? '\\u2028' : '\\u2029';
    else out += char;
  }
  if (quote === '`') out = out.replace(/\$\{/g, '\\${');
  return `${quote}${out}${quote}`;
}

/** A key as the literal writes its keys: bare when it may be (JavaScript), else quoted. */
export function keyText(key: string, style: Style, quote = style.quote): string {
  if (style.syntax === 'js' && !style.quotedKeys && IDENTIFIER.test(key)) return key;
  // A backtick is no key quote in JavaScript.
  return quoteString(key, quote === '`' ? "'" : quote, style.syntax);
}

/** Whether a name can be a keyword argument. */
export function isKeywordName(name: string): boolean {
  return PYTHON_IDENTIFIER.test(name);
}

/** A member as the container writes it: `key: value`, `"key": value` or `key=value` (keyword arguments). */
export function memberText(key: string, value: unknown, style: Style, indent: string, keyword: boolean): string {
  const head = keyword ? `${key}=` : `${keyText(key, style)}: `;
  return head + valueText(value, style, indent, indent.length + head.length);
}

/** A value, on one line when it fits from `column`, else with its members one a line at `indent` plus a unit. */
export function valueText(value: unknown, style: Style, indent: string, column = indent.length): string {
  const inline = inlineText(value, style);
  if (column + inline.length <= WIDTH || !isContainer(value)) return inline;
  const inner = indent + style.unit;
  if (Array.isArray(value)) {
    const items = value.map((item) => inner + valueText(item, style, inner));
    return `[\n${items.join(',\n')}${style.trailingComma ? ',' : ''}\n${indent}]`;
  }
  const members = Object.entries(value as Record<string, unknown>).map(([key, item]) => inner + memberText(key, item, style, inner, false));
  return `{\n${members.join(',\n')}${style.trailingComma ? ',' : ''}\n${indent}}`;
}

function isContainer(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function inlineText(value: unknown, style: Style): string {
  if (value === null || value === undefined) return style.syntax === 'python' ? 'None' : 'null';
  if (typeof value === 'boolean') return style.syntax === 'python' ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quoteString(value, style.quote, style.syntax);
  if (Array.isArray(value)) return `[${value.map((item) => inlineText(item, style)).join(', ')}]`;
  const members = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${keyText(key, style)}: ${inlineText(item, style)}`);
  if (members.length === 0) return '{}';
  return style.syntax === 'js' ? `{ ${members.join(', ')} }` : `{${members.join(', ')}}`;
}
