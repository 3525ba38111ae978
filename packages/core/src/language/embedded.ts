import type { Span } from '../problem.js';
import type { KindId } from '../kinds/kind.js';
import { KIND_REGISTRY } from '../kinds/registry.js';
import type { SourceDocument } from '../source/document.js';
import { parseJson } from '../source/json.js';
import { valueAt } from '../source/pointer.js';
import { mapSpan, offsetMap, type OffsetMap } from '../source/string-offsets.js';

/** A document written inside a string of the file (the views.publish `view`), seen from an offset in the file. */
export interface EmbeddedAt {
  /** The pointer of the string in the file; pointers into the embedded document continue from it (`/view/blocks/0`). */
  pointer: string;
  /** The string's text parsed, with offsets in the decoded string. */
  document: SourceDocument;
  /** The file offset as an offset in the decoded string. */
  offset: number;
  /** A span of the decoded string as a span of the file, through the literal's escapes. */
  toFile(span: Span): Span | undefined;
}

/** The last string parsed: hover asks again for each position in the same text. */
let last: { text: string; document: SourceDocument } | undefined;

/**
 * The embedded document under `offset`, when the file holds one there (the kind's `embeddedPointer`: a
 * views.publish `view` given as a JSON string) and its literal can be followed; undefined elsewhere.
 */
export function embeddedAt(kind: KindId, source: SourceDocument, offset: number): EmbeddedAt | undefined {
  try {
    // The kind knows which of its strings hold a document (the blocks' and the methods' `view` as JSON text).
    const pointer = KIND_REGISTRY.byId(kind)?.language.embeddedPointer?.(source.value);
    if (pointer === undefined) return undefined;
    const node = source.find(pointer);
    const text = valueAt(source.value, pointer);
    if (!node || typeof text !== 'string' || offset <= node.valueSpan.start || offset >= node.valueSpan.end) return undefined;
    const map = offsetMap(source.text, node.valueSpan, text);
    if (!map) return undefined;
    if (last?.text !== text) last = { text, document: parseJson(text) };
    const document = last.document;
    if (document.fatal) return undefined;
    return { pointer, document, offset: innerOffset(map, offset), toFile: (span) => mapSpan(map, span) };
  } catch {
    return undefined;
  }
}

/** A document written in a JSON string of the file, with the way back through the literal's escapes. */
export type EmbeddedString = Omit<EmbeddedAt, 'offset'>;

/** The last string parsed for `embeddedStringAt`: code actions ask once per diagnostic. */
let lastString: { text: string; document: SourceDocument } | undefined;

/**
 * The document in the JSON string at `pointer` (a view or a manifest given as a string), when the string
 * holds a JSON object or list without a mistake and its literal can be followed; undefined otherwise.
 */
export function embeddedStringAt(source: SourceDocument, pointer: string): EmbeddedString | undefined {
  try {
    const node = source.find(pointer);
    const text = valueAt(source.value, pointer);
    if (!node || typeof text !== 'string') return undefined;
    const map = offsetMap(source.text, node.valueSpan, text);
    if (!map) return undefined;
    if (lastString?.text !== text) lastString = { text, document: parseJson(text) };
    const document = lastString.document;
    if (document.fatal || document.problems.length > 0 || document.value === null || typeof document.value !== 'object') return undefined;
    return { pointer, document, toFile: (span) => mapSpan(map, span) };
  } catch {
    return undefined;
  }
}

/** The decoded offset whose source holds `offset` (the end of the string for the closing quote). */
function innerOffset(map: OffsetMap, offset: number): number {
  let low = 0;
  let high = map.start.length;
  // The first decoded unit whose source ends after the offset.
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((map.end[middle] ?? 0) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}
