import type { CursorContext } from './cursor.js';

interface Frame {
  type: 'object' | 'array';
  /** The segment under which this container sits in its parent (absent for the root). */
  segment?: string;
  state: 'key' | 'colon' | 'value' | 'comma';
  key?: string;
  index: number;
  keys: string[];
  /** End offset of the last complete member or item, for a missing comma. */
  lastEnd?: number;
}

interface Token {
  kind: 'string' | 'word' | 'punct';
  start: number;
  end: number;
  text: string;
  closed: boolean;
}

/** The cursor context in JSON from a tolerant left-to-right scan of the text before the cursor. */
export function jsonCursor(text: string, offset: number, presentKeys: (segments: string[]) => string[]): CursorContext | undefined {
  const frames: Frame[] = [];
  let position = 0;
  let hit: Token | undefined;
  while (position < text.length) {
    const token = nextToken(text, position);
    if (!token) break;
    if (token.start >= offset) break;
    if (token.kind === 'word' ? offset <= token.end : token.kind === 'string' && (offset < token.end || !token.closed)) {
      hit = token;
      break;
    }
    position = token.end;
    apply(frames, token);
  }
  const frame = frames[frames.length - 1];
  if (!frame) return undefined;
  const segments = frames.slice(1).map((f) => f.segment ?? '');
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineIndent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
  const rest = text.slice(hit ? hit.end : offset);
  const next = /^\s*(\S)/.exec(rest)?.[1];
  const base = { format: 'json' as const, siblings: [] as string[] };

  if (frame.type === 'object' && (frame.state === 'key' || frame.state === 'comma')) {
    if (hit && hit.kind !== 'string') return undefined;
    const typed = hit ? stringContent(text.slice(hit.start + 1, offset)) : '';
    const needsComma = frame.state === 'comma' && !hit;
    const siblings = presentKeys(segments).filter((key) => !(hit && key === stringContent(hit.text.slice(1, hit.closed ? -1 : undefined))));
    return {
      ...base,
      kind: 'key',
      segments,
      prefix: typed,
      replace: hit ? { start: hit.start, end: hit.end } : { start: offset, end: offset },
      siblings: [...new Set([...frame.keys.filter((k) => k !== typed), ...siblings])],
      valueBefore: typed,
      valueStart: hit ? hit.start + 1 : offset,
      json: {
        quoted: Boolean(hit),
        hasColonAfter: next === ':',
        needsCommaAfter: next === '"',
        ...(needsComma && frame.lastEnd !== undefined ? { commaBefore: frame.lastEnd } : {}),
        lineIndent,
      },
    };
  }
  const inValue = (frame.type === 'object' && frame.state === 'value') || (frame.type === 'array' && frame.state === 'value');
  if (!inValue) return undefined;
  const valueSegments = [...segments, frame.type === 'object' ? (frame.key ?? '') : String(frame.index)];
  const quoted = hit?.kind === 'string';
  const valueStart = hit ? hit.start + (quoted ? 1 : 0) : offset;
  const valueBefore = text.slice(valueStart, offset);
  return {
    ...base,
    kind: 'value',
    segments: valueSegments,
    prefix: quoted ? stringContent(valueBefore) : valueBefore,
    replace: hit ? { start: hit.start, end: hit.end } : { start: offset, end: offset },
    valueBefore,
    valueStart,
    json: { quoted, hasColonAfter: false, needsCommaAfter: false, lineIndent },
  };
}

function apply(frames: Frame[], token: Token): void {
  const top = frames[frames.length - 1];
  if (token.kind === 'punct') {
    switch (token.text) {
      case '{':
      case '[': {
        const frame: Frame = { type: token.text === '{' ? 'object' : 'array', state: token.text === '{' ? 'key' : 'value', index: 0, keys: [] };
        if (top) frame.segment = top.type === 'object' ? (top.key ?? '') : String(top.index);
        frames.push(frame);
        return;
      }
      case '}':
      case ']': {
        frames.pop();
        const parent = frames[frames.length - 1];
        if (parent) {
          parent.state = 'comma';
          parent.lastEnd = token.end;
        }
        return;
      }
      case ':':
        if (top?.type === 'object') top.state = 'value';
        return;
      case ',':
        if (!top) return;
        if (top.type === 'object') top.state = 'key';
        else {
          top.index++;
          top.state = 'value';
        }
        return;
    }
    return;
  }
  if (!top) return;
  if (top.type === 'object' && top.state === 'key' && token.kind === 'string') {
    top.key = stringContent(token.text.slice(1, token.closed ? -1 : undefined));
    top.keys.push(top.key);
    top.state = 'colon';
    return;
  }
  top.state = 'comma';
  top.lastEnd = token.end;
}

function nextToken(text: string, from: number): Token | undefined {
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (i >= text.length) return undefined;
  const ch = text[i]!;
  if (ch === '"') {
    let j = i + 1;
    // An unterminated string ends at the line break, `\r` included (else a CRLF range ends past the line).
    const lineBreak = (at: number) => text[at] === '\n' || text[at] === '\r';
    while (j < text.length && text[j] !== '"' && !lineBreak(j)) j += text[j] === '\\' && !lineBreak(j + 1) ? 2 : 1;
    const closed = text[j] === '"';
    const end = closed ? j + 1 : Math.min(j, text.length);
    return { kind: 'string', start: i, end, text: text.slice(i, end), closed };
  }
  if ('{}[]:,'.includes(ch)) return { kind: 'punct', start: i, end: i + 1, text: ch, closed: true };
  let j = i;
  while (j < text.length && !/[\s{}[\]:,"]/.test(text[j]!)) j++;
  return { kind: 'word', start: i, end: j, text: text.slice(i, j), closed: j < text.length };
}

function stringContent(raw: string): string {
  try {
    return JSON.parse(`"${raw.replace(/\\$/, '')}"`) as string;
  } catch {
    return raw;
  }
}
