/**
 * A line-based reading of YAML block structure that survives incomplete text: while a key is being
 * typed the document does not parse, but indentation still says where the cursor is.
 */
import { formatPointer } from 'manifesto-core';

/** One `key:` found in the text, with the pointer of the object that holds it. */
export interface YamlKey {
  key: string;
  parent: string;
  line: number;
  column: number;
}

interface Frame {
  column: number;
  kind: 'key' | 'dash';
  segment: string;
  index: number;
}

/** A line split into its leading `- ` markers and the content after them. */
export interface LineTokens {
  indent: number;
  dashes: number[];
  contentColumn: number;
  /** The key when the content is `key:` or `key: value`. */
  key?: string;
  /** Column where the value after `key:` starts (after the blanks). */
  valueColumn?: number;
  value?: string;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{[\]},&*!|>%@`:-][^#:]*?|-[^\s#:][^#:]*?)[ \t]*:(?=\s|$)/;

export function tokenizeLine(text: string): LineTokens {
  let column = 0;
  while (text[column] === ' ') column++;
  const indent = column;
  const dashes: number[] = [];
  while (text[column] === '-' && (column + 1 === text.length || text[column + 1] === ' ')) {
    dashes.push(column);
    column++;
    while (text[column] === ' ') column++;
  }
  const tokens: LineTokens = { indent, dashes, contentColumn: column };
  const match = KEY.exec(text.slice(column));
  if (match) {
    tokens.key = unquote(match[1] ?? '');
    let valueColumn = column + match[0].length;
    while (text[valueColumn] === ' ' || text[valueColumn] === '\t') valueColumn++;
    tokens.valueColumn = valueColumn;
    tokens.value = stripComment(text.slice(valueColumn));
  }
  return tokens;
}

/** Tracks the open keys and list items while reading lines top to bottom. */
export class YamlStack {
  private frames: Frame[] = [];
  private blockScalarColumn: number | undefined;

  /** Feeds one line; returns the keys it declares with their parent pointers. */
  push(text: string, line: number): YamlKey[] {
    if (this.blockScalarColumn !== undefined) {
      const indent = text.length - text.trimStart().length;
      if (text.trim() === '' || indent > this.blockScalarColumn) return [];
      this.blockScalarColumn = undefined;
    }
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed === '---' || trimmed === '...') return [];
    const tokens = tokenizeLine(text);
    for (const dash of tokens.dashes) this.dash(dash);
    if (tokens.key === undefined) return [];
    this.popTo(tokens.contentColumn);
    const found: YamlKey = { key: tokens.key, parent: this.pointer(), line, column: tokens.contentColumn };
    this.frames.push({ column: tokens.contentColumn, kind: 'key', segment: tokens.key, index: 0 });
    if (tokens.value !== undefined && /^[|>][0-9+-]*$/.test(tokens.value)) this.blockScalarColumn = tokens.contentColumn;
    return [found];
  }

  /** Applies the `- ` markers of a line. */
  dash(column: number): void {
    let index = 0;
    while (this.frames.length > 0) {
      const top = this.frames[this.frames.length - 1]!;
      if (top.column > column) this.frames.pop();
      else if (top.column === column && top.kind === 'dash') {
        index = top.index + 1;
        this.frames.pop();
        break;
      } else break;
    }
    this.frames.push({ column, kind: 'dash', segment: String(index), index });
  }

  /** Closes everything at or right of `column`: an entry there is a sibling of those frames. */
  popTo(column: number): void {
    while (this.frames.length > 0 && this.frames[this.frames.length - 1]!.column >= column) this.frames.pop();
  }

  segments(): string[] {
    return this.frames.map((frame) => frame.segment);
  }

  pointer(): string {
    return formatPointer(this.segments());
  }
}

/** Every `key:` of the text with its parent pointer, skipping one line (the one being edited). */
export function yamlKeys(lines: readonly string[], skipLine?: number): YamlKey[] {
  const stack = new YamlStack();
  const out: YamlKey[] = [];
  lines.forEach((text, line) => {
    if (line !== skipLine) out.push(...stack.push(text, line));
  });
  return out;
}

export function splitLines(text: string): string[] {
  return text.split(/\r?\n|\r/);
}

function unquote(key: string): string {
  if (key.startsWith('"')) {
    try {
      return JSON.parse(key) as string;
    } catch {
      return key.slice(1, -1);
    }
  }
  if (key.startsWith("'")) return key.slice(1, -1).replace(/''/g, "'");
  return key.trim();
}

function stripComment(value: string): string {
  const hash = value.search(/(^|\s)#/);
  return (hash >= 0 ? value.slice(0, hash) : value).trimEnd();
}
