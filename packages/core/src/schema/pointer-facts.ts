import { isDigits, nameOf, parsePointer, valueIn } from '../source/pointer.js';

/**
 * What the error converter reads from one instance pointer, parsed once: splitting the pointer was the
 * largest single cost of converting an error, and a message reads it up to four times (`fieldName`,
 * `valueAt`, the parent's name and its display path). `nameOf` and `valueIn` are `fieldName` and `valueAt` on
 * segments (`source/pointer.ts`).
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

/** `/features/shortcuts/0` → `features.shortcuts[]`, the form KeyIndex uses (any digits count as an index here). */
export function displayPathOf(segments: readonly string[]): string {
  let out = '';
  for (const segment of segments) {
    if (isDigits(segment)) out += '[]';
    else out += (out === '' ? '' : '.') + segment;
  }
  return out;
}
