/**
 * A minimal LSP text document and edit applier written for the tests: the root package cannot import
 * vscode-languageserver-textdocument (a dependency of manifesto-lsp only), and an independent copy
 * of the rules (line ends `\n`, `\r\n`, `\r`; out-of-range positions clamp) checks the service against LSP.
 */
import type { LanguageService } from 'manifesto-lsp';
import { lineStarts, positionOf } from './invariants.js';

export type Document = Parameters<LanguageService['diagnostics']>[0];
type Position = ReturnType<Document['positionAt']>;
type Range = { start: Position; end: Position };

export function textDocument(uri: string, languageId: string, version: number, text: string): Document {
  const starts = lineStarts(text);
  const offsetAt = (position: Position): number => {
    if (position.line < 0) return 0;
    if (position.line >= starts.length) return text.length;
    const start = starts[position.line]!;
    let end = position.line + 1 < starts.length ? starts[position.line + 1]! : text.length;
    while (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
    return Math.max(start, Math.min(start + position.character, end));
  };
  const lineRange = (line: number): Range => {
    const start = offsetAt({ line, character: 0 });
    const end = line < 0 ? start : line >= starts.length ? text.length : offsetAt({ line, character: Number.MAX_SAFE_INTEGER });
    return { start: positionOf(starts, start), end: positionOf(starts, end) };
  };
  return {
    uri,
    languageId,
    version,
    lineCount: starts.length,
    getText: (range?: Range) => (range ? text.slice(offsetAt(range.start), offsetAt(range.end)) : text),
    positionAt: (offset: number) => positionOf(starts, Math.max(0, Math.min(offset, text.length))),
    offsetAt,
    getLineRange: lineRange,
    getEOLCharacters: (line: number) =>
      line < 0 || line >= starts.length ? '' : (/(\r\n|\r|\n)$/.exec(text.slice(starts[line], starts[line + 1] ?? text.length))?.[0] ?? ''),
  };
}

/** Applies LSP text edits as a client does; overlapping edits are a service bug, so they throw. */
export function applyEdits(document: Document, edits: readonly { range: Range; newText: string }[]): string {
  const text = document.getText();
  const spans = edits
    .map((edit, order) => ({ start: document.offsetAt(edit.range.start), end: document.offsetAt(edit.range.end), newText: edit.newText, order }))
    .sort((a, b) => a.start - b.start || a.order - b.order);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) throw new Error(`overlapping edits at offset ${span.start}`);
    out += text.slice(at, span.start) + span.newText;
    at = Math.max(at, span.end);
  }
  return out + text.slice(at);
}
