import type { Range, SourceDocument, Span } from 'manifesto-core';
import { detectFormat, embeddedStringAt, parentPointer, parseSource, valueAt } from 'manifesto-core/language';
import type { RevealMessage } from './preview-html.js';

/** The preview page's message, if it is one: anything else the webview posts is ignored. */
export function revealMessage(message: unknown): RevealMessage | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, pointer } = message as Record<string, unknown>;
  if (type !== 'reveal' || typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))) return undefined;
  return { type, pointer };
}

/**
 * The source range of the block a preview message names, in the document's current text: the block's
 * value, also inside a JSON string that holds blocks (a views.publish `view`, method arguments' `blocks`),
 * through the string's escapes. Undefined for a message that is not ours or a block no longer there.
 */
export function revealRange(fileName: string, text: string, message: unknown): Range | undefined {
  const reveal = revealMessage(message);
  if (!reveal) return undefined;
  const document = parseSource(text, detectFormat(text, fileName));
  if (document.fatal) return undefined;
  const span = spanOf(document, reveal.pointer);
  return span && { start: document.lines.position(span.start), end: document.lines.position(span.end) };
}

function spanOf(document: SourceDocument, pointer: string): Span | undefined {
  const node = document.find(pointer);
  // The whole block: its value's span (a problem's location marks only a first line).
  if (node) return node.valueSpan;
  // The nearest ancestor written as a string: the block is in the document that string holds.
  for (let outer: string | undefined = parentPointer(pointer); outer !== undefined; outer = outer === '' ? undefined : parentPointer(outer)) {
    if (typeof valueAt(document.value, outer) !== 'string') continue;
    const inner = embeddedStringAt(document, outer);
    const rest = pointer.slice(outer.length);
    const found = inner?.document.find(rest);
    return inner && found ? inner.toFile(found.valueSpan) : undefined;
  }
  return undefined;
}
