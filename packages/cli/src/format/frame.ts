import type { Range } from 'manifesto-core';
import type { LineIndex } from 'manifesto-core/language';
import type { Colors } from './colors.js';
import { printable } from './printable.js';

const CONTEXT = 1;

/** Longest stretch of a line shown; a minified or hostile file can have one line of megabytes. */
const MAX_WIDTH = 160;
/** How much of the line before the marked column a cut line keeps. */
const LEAD = 40;

/** A code frame: the marked lines with one line of context and carets under the range. */
export function codeFrame(lines: LineIndex, range: Range, c: Colors): string {
  const text = lines.text;
  const first = Math.max(0, range.start.line - CONTEXT);
  // A range that spans lines is framed by its first line only: the start is what the reader needs.
  const last = Math.min(lines.lineCount - 1, range.start.line + CONTEXT);
  const width = String(last + 1).length;
  // Every framed line is cut at the same columns, so context lines stay aligned with the marked one.
  const from = Math.max(0, range.start.character - LEAD);
  const out: string[] = [];
  for (let line = first; line <= last; line++) {
    const raw = text.slice(lines.lineStart(line), lines.lineEnd(line));
    const cut = window(raw, from);
    const content = printable(cut.text);
    const marked = line === range.start.line;
    const gutter = `${marked ? c.red('>') : ' '} ${c.dim(String(line + 1).padStart(width))} ${c.dim('|')}`;
    out.push(`${gutter}${content ? ' ' + content : ''}`);
    if (marked) {
      const visible = raw.slice(cut.start, cut.end);
      const startChar = Math.max(0, range.start.character - cut.start);
      const endChar = Math.min(visible.length, (range.end.line === line ? range.end.character : raw.length) - cut.start);
      const startCol = cut.prefix + printable(visible.slice(0, startChar)).length;
      const endCol = cut.prefix + printable(visible.slice(0, Math.max(startChar, endChar))).length;
      const carets = '^'.repeat(Math.max(1, endCol - startCol));
      out.push(`  ${' '.repeat(width)} ${c.dim('|')} ${' '.repeat(startCol)}${c.red(carets)}`);
    }
  }
  return out.join('\n');
}

/** The part of a line that is shown, with an ellipsis for each side that was cut. */
function window(raw: string, from: number): { text: string; start: number; end: number; prefix: number } {
  if (raw.length <= MAX_WIDTH) return { text: raw, start: 0, end: raw.length, prefix: 0 };
  const start = Math.min(from, Math.max(0, raw.length - MAX_WIDTH));
  const end = Math.min(raw.length, start + MAX_WIDTH);
  const prefix = start > 0 ? 1 : 0;
  return { text: (prefix ? '…' : '') + raw.slice(start, end) + (end < raw.length ? '…' : ''), start, end, prefix };
}
