import type { Span } from '../problem.js';

/**
 * Where each character of a decoded string literal sits in the source text. JSON escapes (`\"`,
 * `\n`, `\u00e9`) make the decoded string shorter than its source, so inner offsets are shifted
 * through the escape sequences. `start[i]`/`end[i]` bound the source of decoded UTF-16 unit `i`.
 */
export interface OffsetMap {
  start: number[];
  end: number[];
}

/**
 * Maps a decoded span to the source text. Returns undefined when the literal's form is not one we can
 * follow (YAML folded or multi-line flow scalars): the caller then marks the whole string.
 */
export function mapSpan(map: OffsetMap, span: Span): Span | undefined {
  const count = map.start.length;
  if (count === 0) return undefined;
  const first = Math.min(Math.max(span.start, 0), count - 1);
  const last = Math.min(Math.max(span.end - 1, first), count - 1);
  const start = map.start[first];
  const end = span.end > span.start ? map.end[last] : start;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/**
 * Builds the map for a string literal found at `span` of `text` whose decoded value is `value`.
 * The result is verified against `value`, so a form we misread yields undefined, never a wrong place.
 */
export function offsetMap(text: string, span: Span, value: string): OffsetMap | undefined {
  const raw = text.slice(span.start, span.end);
  const quote = raw[0];
  let built: { decoded: string; map: OffsetMap } | undefined;
  if (quote === '"') built = doubleQuoted(raw, span.start);
  else if (quote === "'") built = singleQuoted(raw, span.start);
  else if (quote === '|') built = literalBlock(raw, span.start);
  else if (quote !== '>' && !raw.includes('\n')) built = plain(raw, span.start);
  if (!built) return undefined;
  // Block scalars differ from their value only by trailing line breaks (chomping).
  if (built.decoded === value) return built.map;
  if (quote === '|' && built.decoded.replace(/\n+$/, '') === value.replace(/\n+$/, '')) return built.map;
  return undefined;
}

const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '0': '\0' };

/** JSON strings and single-line YAML double-quoted scalars. */
function doubleQuoted(raw: string, base: number): { decoded: string; map: OffsetMap } | undefined {
  if (raw.length < 2 || raw[raw.length - 1] !== '"') return undefined;
  const map: OffsetMap = { start: [], end: [] };
  let decoded = '';
  let i = 1;
  const close = raw.length - 1;
  while (i < close) {
    const ch = raw[i] ?? '';
    if (ch === '\n') return undefined; // YAML line folding: not followed.
    if (ch !== '\\') {
      decoded += ch;
      map.start.push(base + i);
      map.end.push(base + i + 1);
      i++;
      continue;
    }
    const next = raw[i + 1] ?? '';
    let unit: string | undefined;
    let length = 2;
    if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 2, i + 6))) {
      unit = String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16));
      length = 6;
    } else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 2, i + 4))) {
      unit = String.fromCharCode(parseInt(raw.slice(i + 2, i + 4), 16));
      length = 4;
    } else unit = SIMPLE_ESCAPES[next];
    if (unit === undefined) return undefined;
    decoded += unit;
    map.start.push(base + i);
    map.end.push(base + i + length);
    i += length;
  }
  return { decoded, map };
}

/** Single-line YAML single-quoted scalars: `''` stands for one quote. */
function singleQuoted(raw: string, base: number): { decoded: string; map: OffsetMap } | undefined {
  if (raw.length < 2 || raw[raw.length - 1] !== "'" || raw.includes('\n')) return undefined;
  const map: OffsetMap = { start: [], end: [] };
  let decoded = '';
  let i = 1;
  while (i < raw.length - 1) {
    const length = raw[i] === "'" && raw[i + 1] === "'" ? 2 : 1;
    decoded += raw[i];
    map.start.push(base + i);
    map.end.push(base + i + length);
    i += length;
  }
  return { decoded, map };
}

function plain(raw: string, base: number): { decoded: string; map: OffsetMap } {
  const map: OffsetMap = { start: [], end: [] };
  for (let i = 0; i < raw.length; i++) {
    map.start.push(base + i);
    map.end.push(base + i + 1);
  }
  return { decoded: raw, map };
}

/** YAML literal block scalars (`|`, `|-`, `|+`): each content line minus the block's indentation. */
function literalBlock(raw: string, base: number): { decoded: string; map: OffsetMap } | undefined {
  const headerEnd = raw.indexOf('\n');
  if (headerEnd < 0) return undefined;
  const lines: { text: string; at: number }[] = [];
  let at = headerEnd + 1;
  for (const line of raw.slice(headerEnd + 1).split('\n')) {
    lines.push({ text: line.replace(/\r$/, ''), at });
    at += line.length + 1;
  }
  // A loop, not Math.min(...): a spread of 100,000 lines would overflow the call stack.
  let indent = Infinity;
  for (const line of lines) if (line.text.trim() !== '') indent = Math.min(indent, line.text.match(/^ */)![0].length);
  if (!Number.isFinite(indent)) return undefined;
  const map: OffsetMap = { start: [], end: [] };
  let decoded = '';
  for (const line of lines) {
    const content = line.text.slice(indent);
    for (let i = 0; i < content.length; i++) {
      decoded += content[i];
      map.start.push(base + line.at + indent + i);
      map.end.push(base + line.at + indent + i + 1);
    }
    decoded += '\n';
    map.start.push(base + line.at + indent + content.length);
    map.end.push(base + line.at + indent + content.length);
  }
  return { decoded, map };
}
