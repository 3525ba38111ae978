/** RFC 6901 JSON pointers: parsing, formatting and walking plain values. */

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  // One pass over the text (a leading `/` is optional): about twice as fast as slicing, splitting and
  // searching for `~`, and every problem's pointer is parsed, for its message and to place it.
  const segments: string[] = [];
  let start = pointer.charCodeAt(0) === 0x2f ? 1 : 0;
  let escaped = false;
  for (let i = start; i < pointer.length; i++) {
    const unit = pointer.charCodeAt(i);
    if (unit === 0x2f) {
      segments.push(pointer.slice(start, i));
      start = i + 1;
    } else if (unit === 0x7e) {
      escaped = true;
    }
  }
  segments.push(pointer.slice(start));
  // Escapes are rare, so most pointers skip the replacing.
  if (escaped) for (let i = 0; i < segments.length; i++) segments[i] = segments[i]!.replace(/~1/g, '/').replace(/~0/g, '~');
  return segments;
}

export function escapeSegment(segment: string | number): string {
  // Pointers are built for every object a check visits; most segments need no escaping.
  if (typeof segment !== 'string') return String(segment);
  return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}

export function formatPointer(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) out += '/' + escapeSegment(segment);
  return out;
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + formatPointer(segments);
}

export function parentPointer(pointer: string): string {
  const at = pointer.lastIndexOf('/');
  return at <= 0 ? '' : pointer.slice(0, at);
}

export function lastSegment(pointer: string): string {
  const segments = parsePointer(pointer);
  return segments[segments.length - 1] ?? '';
}

/** The value at a pointer, or undefined when a segment does not exist. */
export function valueAt(root: unknown, pointer: string): unknown {
  return valueIn(root, parsePointer(pointer));
}

/** `valueAt` for a pointer already split into segments. */
export function valueIn(root: unknown, segments: readonly string[]): unknown {
  let current: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      if (!isIndex(segment)) return undefined;
      current = current[Number(segment)];
    } else if (isRecord(current)) {
      if (!Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
      current = current[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/** A dotted, human name for a pointer: `/features/slash_commands/0/command` → `features.slash_commands[0].command`. */
export function fieldName(pointer: string): string {
  return nameOf(parsePointer(pointer));
}

/** `fieldName` for a pointer already split into segments. */
export function nameOf(segments: readonly string[]): string {
  let out = '';
  for (const segment of segments) {
    if (isIndex(segment)) out += `[${segment}]`;
    else out += (out === '' ? '' : '.') + segment;
  }
  return out === '' ? 'the document' : out;
}

/** A list index as RFC 6901 writes it (`/^(0|[1-9][0-9]*)$/`), tested without a regular expression: names are built for every problem. */
export function isIndex(segment: string): boolean {
  return isDigits(segment) && (segment.length === 1 || segment.charCodeAt(0) !== 48);
}

/** `/^\d+$/` without a regular expression. */
export function isDigits(segment: string): boolean {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i++) {
    const unit = segment.charCodeAt(i);
    if (unit < 48 || unit > 57) return false;
  }
  return true;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
