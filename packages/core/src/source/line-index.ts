import type { Position, Range, Span } from '../problem.js';

/** Maps UTF-16 offsets to zero-based line/character positions and back. */
export class LineIndex {
  private computed: number[] | undefined;

  constructor(
    readonly text: string,
    private readonly lineStarts?: readonly number[],
  ) {}

  /** Found on first use: a text with no problem to place never needs its lines. */
  private get starts(): number[] {
    if (!this.computed) {
      const starts = this.lineStarts ? [...this.lineStarts] : computeLineStarts(this.text);
      if (starts[0] !== 0) starts.unshift(0);
      this.computed = starts;
    }
    return this.computed;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= clamped) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: clamped - (this.starts[low] ?? 0) };
  }

  offset(position: Position): number {
    const start = this.starts[Math.max(0, Math.min(position.line, this.starts.length - 1))] ?? 0;
    const end = this.lineEnd(position.line);
    return Math.min(start + Math.max(0, position.character), end);
  }

  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length - 1))] ?? 0;
  }

  /** Offset of the end of a line, before its line break. */
  lineEnd(line: number): number {
    const next = this.starts[line + 1];
    let end = next === undefined ? this.text.length : next;
    while (end > this.lineStart(line) && (this.text[end - 1] === '\n' || this.text[end - 1] === '\r')) end--;
    return end;
  }

  range(span: Span): Range {
    return { start: this.position(span.start), end: this.position(span.end) };
  }
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  // Most texts break lines with \n alone: the native search finds them several times faster than a loop.
  if (!text.includes('\r')) {
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) starts.push(i + 1);
    else if (ch === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}
