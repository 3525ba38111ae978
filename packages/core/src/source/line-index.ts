import type { Position, Range, Span } from '../problem.js';

/**
 * Maps UTF-16 offsets to zero-based line/character positions and back. Public (`manifesto-core/language`):
 * a text that is not a string is an empty text, and a position or offset that is not a number is 0.
 */
export class LineIndex {
  private computed: number[] | undefined;
  readonly text: string;
  private readonly lineStarts: readonly number[] | undefined;

  constructor(text: string, lineStarts?: readonly number[]) {
    this.text = typeof text === 'string' ? text : '';
    // Only the core passes line starts (a parse that found them already): anything else is recomputed.
    this.lineStarts = typeof text === 'string' && lineStarts !== undefined && isList(lineStarts) ? lineStarts : undefined;
  }

  /** Found on first use: a text with no problem to place never needs its lines. */
  private get starts(): number[] {
    if (!this.computed) {
      const starts = (this.lineStarts && copied(this.lineStarts)) ?? computeLineStarts(this.text);
      if (starts[0] !== 0) starts.unshift(0);
      this.computed = starts;
    }
    return this.computed;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(number(offset), this.text.length));
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
    const line = number(field(position, 'line'));
    const start = this.starts[Math.max(0, Math.min(line, this.starts.length - 1))] ?? 0;
    const end = this.lineEnd(line);
    return Math.min(start + Math.max(0, number(field(position, 'character'))), end);
  }

  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(number(line), this.starts.length - 1))] ?? 0;
  }

  /** Offset of the end of a line, before its line break. */
  lineEnd(line: number): number {
    line = Math.max(0, Math.min(number(line), this.starts.length - 1));
    const next = this.starts[line + 1];
    let end = next === undefined ? this.text.length : next;
    while (end > this.lineStart(line) && (this.text[end - 1] === '\n' || this.text[end - 1] === '\r')) end--;
    return end;
  }

  range(span: Span): Range {
    return { start: this.position(number(field(span, 'start'))), end: this.position(number(field(span, 'end'))) };
  }
}

/** `Array.isArray`, false for a revoked Proxy (on which it throws). */
function isList(value: unknown): value is readonly number[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** A copy of line starts given by a caller, or undefined when they cannot be read. */
function copied(starts: readonly number[]): number[] | undefined {
  try {
    return starts.filter((start) => typeof start === 'number');
  } catch {
    return undefined;
  }
}

/** A whole number, or 0 for anything else (NaN, a string, an object). */
function number(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** A field of a position or span given by a caller, or undefined when it cannot be read. */
function field(value: unknown, key: string): unknown {
  try {
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
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
