import type { LineIndex, Range } from '@manifesto/core';
import type { Colors } from './colors.js';

const CONTEXT = 1;

/** A code frame: the marked lines with one line of context and carets under the range. */
export function codeFrame(lines: LineIndex, range: Range, c: Colors): string {
  const text = lines.text;
  const first = Math.max(0, range.start.line - CONTEXT);
  // A range that spans lines is framed by its first line only: the start is what the reader needs.
  const last = Math.min(lines.lineCount - 1, range.start.line + CONTEXT);
  const width = String(last + 1).length;
  const out: string[] = [];
  for (let line = first; line <= last; line++) {
    const content = expandTabs(text.slice(lines.lineStart(line), lines.lineEnd(line)));
    const marked = line === range.start.line;
    const gutter = `${marked ? c.red('>') : ' '} ${c.dim(String(line + 1).padStart(width))} ${c.dim('|')}`;
    out.push(`${gutter}${content ? ' ' + content : ''}`);
    if (marked) {
      const raw = text.slice(lines.lineStart(line), lines.lineEnd(line));
      const startCol = expandTabs(raw.slice(0, range.start.character)).length;
      const endChar = range.end.line === line ? range.end.character : raw.length;
      const endCol = expandTabs(raw.slice(0, endChar)).length;
      const carets = '^'.repeat(Math.max(1, endCol - startCol));
      out.push(`  ${' '.repeat(width)} ${c.dim('|')} ${' '.repeat(startCol)}${c.red(carets)}`);
    }
  }
  return out.join('\n');
}

function expandTabs(text: string): string {
  return text.replace(/\t/g, '  ');
}
