// The only ways payload strings reach the page: as escaped text, as escaped attribute values, or
// through the URL and colour screens below. Nothing from a payload is ever written as markup.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value, always double-quoted) made safe for HTML. */
export function esc(value: unknown): string {
  const text = String(value);
  // Most strings need nothing: testing first spares the replacement's callbacks.
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (char) => ESCAPES[char]!) : text;
}
const NEEDS_ESCAPE = /[&<>"']/;
const ESCAPED = /[&<>"']/g;

export type Attrs = Record<string, string | number | boolean | undefined>;

/** An element with escaped attributes; `inner` is markup this package made (already escaped). */
export function tag(name: string, attrs: Attrs, inner = ''): string {
  return `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

export function attributes(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${key}` : ` ${key}="${esc(value)}"`;
  }
  return out;
}

/**
 * A link target, or undefined: only http, https and mailto, without whitespace or control characters
 * (browsers strip those inside a scheme, which is how `java\tscript:` slips past naive checks).
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url.length > 3000 || /[\s\x00-\x1f\x7f]/.test(url)) return undefined;
  return /^(https?:\/\/[^/]|mailto:)/i.test(url) ? url : undefined;
}

/** An image source: http or https only (a mailto: picture means nothing). */
export function safeImageUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url !== undefined && /^https?:/i.test(url) ? url : undefined;
}

/** The legacy attachment colour names the platform accepts beside hex values. */
const NAMED_COLORS: Record<string, string> = { good: '#2eb67d', warning: '#ecb22e', danger: '#e01e5a' };

/** A CSS colour from a payload: `#RGB` or `#RRGGBB` (or a named attachment colour), otherwise undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const named = NAMED_COLORS[value];
  if (named) return named;
  const hex = value.startsWith('#') ? value : `#${value}`;
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? hex : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
