import { isRecord, parsePointer } from '../source/pointer.js';

/**
 * What the error converter reads from one instance pointer, parsed once: splitting the pointer was the
 * largest single cost of converting an error, and a message reads it up to four times (`fieldName`,
 * `valueAt`, the parent's name and its display path). Each function answers as its namesake in
 * `source/pointer.ts`; `pointer-facts.test.ts` holds them together.
 */
export interface PointerFacts {
  segments: readonly string[];
  /** `fieldName(pointer)` */
  name: string;
  /** `valueAt(root, pointer)` */
  value: unknown;
}

export function pointerFacts(root: unknown, pointer: string): PointerFacts {
  const segments = parsePointer(pointer);
  return { segments, name: nameOf(segments), value: valueIn(root, segments) };
}

/** `fieldName`: `features.slash_commands[0].command`, or "the document" for the root. */
export function nameOf(segments: readonly string[]): string {
  let out = '';
  for (const segment of segments) {
    if (isIndex(segment)) out += `[${segment}]`;
    else out += (out === '' ? '' : '.') + segment;
  }
  return out === '' ? 'the document' : out;
}

/** `valueAt`: the value the segments lead to, or undefined. */
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

/** `/features/shortcuts/0` → `features.shortcuts[]`, the form KeyIndex uses (any digits count as an index here). */
export function displayPathOf(segments: readonly string[]): string {
  let out = '';
  for (const segment of segments) {
    if (isDigits(segment)) out += '[]';
    else out += (out === '' ? '' : '.') + segment;
  }
  return out;
}

/** `/^(0|[1-9][0-9]*)$/` without a regular expression. */
function isIndex(segment: string): boolean {
  return isDigits(segment) && (segment.length === 1 || segment.charCodeAt(0) !== 48);
}

/** `/^\d+$/` without a regular expression. */
function isDigits(segment: string): boolean {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i++) {
    const unit = segment.charCodeAt(i);
    if (unit < 48 || unit > 57) return false;
  }
  return true;
}
