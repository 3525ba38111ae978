import { joinPointer, type Span } from 'manifesto-core';
import { lastSegment, parentPointer, valueAt } from 'manifesto-core/language';
import { BaseEditor, moveEdits, type OffsetEdit } from './editor.js';
import { yamlEntry, yamlInline, yamlScalar } from './render.js';

/** Edits YAML block structure by lines, keeping the document's own indentation. */
export class YamlEditor extends BaseEditor {
  protected render(key: string, value: unknown): string[] {
    return yamlEntry(key, value, 0);
  }

  protected wrap(key: string, lines: string[]): string[] {
    return [`${yamlScalar(key)}:`, ...lines.map((line) => (line ? `  ${line}` : line))];
  }

  protected keyText(key: string): string {
    return yamlScalar(key);
  }

  /**
   * A member of a flow mapping (`title: {type: plain_text}`) is written inside its braces, quoted as JSON
   * when its first key is; a block mapping takes it on a line of its own.
   */
  override insertMember(parent: string, key: string, value: unknown, first = false): OffsetEdit[] {
    const node = this.doc.find(parent);
    if (node?.kind !== 'object' || this.text[node.valueSpan.start] !== '{') return super.insertMember(parent, key, value, first);
    const keys = this.childKeys(parent);
    const firstKey = keys[0] === undefined ? undefined : this.doc.find(joinPointer(parent, keys[0]));
    if (!firstKey?.keySpan) return super.insertMember(parent, key, value, first);
    // JSON-style flow text (`{"a": "b"}`) stays JSON-style.
    const member =
      this.text[firstKey.keySpan.start] === '"'
        ? `${JSON.stringify(key)}: ${JSON.stringify(value)}`
        : `${flowSafe(key)}: ${value !== null && typeof value === 'object' ? JSON.stringify(value) : flowSafe(value)}`;
    if (first) return [{ span: { start: firstKey.keySpan.start, end: firstKey.keySpan.start }, newText: `${member}, ` }];
    const last = this.doc.find(joinPointer(parent, keys[keys.length - 1]!));
    if (!last) return [];
    return [{ span: { start: last.valueSpan.end, end: last.valueSpan.end }, newText: `, ${member}` }];
  }

  /** A new name in the quoting of the old one: a plain key right after `{"a":1,` would not end at its colon. */
  override renameKey(pointer: string, key: string): OffsetEdit[] {
    const node = this.doc.find(pointer);
    if (!node?.keySpan) return [];
    const quote = this.text[node.keySpan.start];
    const newText = quote === '"' ? JSON.stringify(key) : quote === "'" ? `'${key.replace(/'/g, "''")}'` : flowSafe(key);
    return [{ span: node.keySpan, newText }];
  }

  protected insertInto(parent: string, _key: string, lines: string[], first: boolean, avoid?: Span): OffsetEdit[] {
    const node = this.doc.find(parent);
    const indentLines = (column: number) => lines.map((line) => (line ? ' '.repeat(column) + line : line)).join('\n');
    if (!node || (parent === '' && node.kind === 'null')) {
      const text = this.text;
      const lead = text.length > 0 && !text.endsWith('\n') ? '\n' : '';
      return [{ span: { start: text.length, end: text.length }, newText: `${lead}${indentLines(0)}\n` }];
    }
    if (node.kind === 'null') {
      if (!node.keySpan) return [];
      const colon = this.text.indexOf(':', node.keySpan.end);
      const lineEnd = this.doc.lines.lineEnd(this.lineOf(node.keySpan.start));
      return [{ span: { start: colon + 1, end: lineEnd }, newText: `\n${indentLines(this.column(node.keySpan.start) + 2)}` }];
    }
    if (node.kind !== 'object') return [];
    if (this.text[node.valueSpan.start] === '{') {
      const empty = /^\{\s*\}$/.test(this.text.slice(node.valueSpan.start, node.valueSpan.end));
      if (!empty || !node.keySpan) return [];
      const colon = this.text.indexOf(':', node.keySpan.end);
      return [{ span: { start: colon + 1, end: node.valueSpan.end }, newText: `\n${indentLines(this.column(node.keySpan.start) + 2)}` }];
    }
    const children = this.childKeys(parent);
    const firstChild = children[0] === undefined ? undefined : this.doc.find(joinPointer(parent, children[0]));
    if (!firstChild?.keySpan) return [];
    const column = this.column(firstChild.keySpan.start);
    const firstLine = this.lineOf(firstChild.keySpan.start);
    const ownLine = this.text.slice(this.lineStart(firstLine), firstChild.keySpan.start).trim() === '';
    if (first && ownLine) {
      const at = this.lineStart(firstLine);
      return [{ span: { start: at, end: at }, newText: `${indentLines(column)}\n` }];
    }
    let line = this.lineOf(node.valueSpan.end);
    if (avoid) {
      // A removal that starts at a line's break (the last line's move takes the break before it) leaves that line.
      const from = this.lineOf(avoid.start) + (/[\r\n]/.test(this.text[avoid.start] ?? '') ? 1 : 0);
      const to = this.lineOf(Math.max(avoid.start, avoid.end - 1));
      if (line >= from && line <= to) line = from - 1;
      if (line < firstLine && !ownLine) return [];
      if (line < 0) return [{ span: { start: 0, end: 0 }, newText: `${indentLines(column)}\n` }];
    }
    const at = this.doc.lines.lineEnd(line);
    return [{ span: { start: at, end: at }, newText: `\n${indentLines(column)}` }];
  }

  protected appendInto(array: string, value: unknown): OffsetEdit[] {
    const node = this.doc.find(array)!;
    const items = valueAt(this.doc.value, array);
    if (node.kind === 'null' && node.keySpan) {
      const colon = this.text.indexOf(':', node.keySpan.end);
      const lineEnd = this.doc.lines.lineEnd(this.lineOf(node.keySpan.start));
      return [{ span: { start: colon + 1, end: lineEnd }, newText: `\n${' '.repeat(this.column(node.keySpan.start) + 2)}- ${yamlInline(value)}` }];
    }
    if (node.kind !== 'array' || !Array.isArray(items)) return [];
    const flow = flowSafe;
    if (this.text[node.valueSpan.start] === '[') {
      const close = node.valueSpan.end - 1;
      if (items.length === 0) return [{ span: node.valueSpan, newText: `[${flow(value)}]` }];
      return [{ span: { start: close, end: close }, newText: `, ${flow(value)}` }];
    }
    const last = this.doc.find(joinPointer(array, items.length - 1));
    if (!last) return [];
    const lineStart = this.lineStart(this.lineOf(last.valueSpan.start));
    const dash = this.text.lastIndexOf('-', last.valueSpan.start);
    const column = dash >= lineStart ? dash - lineStart : this.column(last.valueSpan.start);
    const at = this.doc.lines.lineEnd(this.lineOf(last.valueSpan.end));
    return [{ span: { start: at, end: at }, newText: `\n${' '.repeat(column)}- ${yamlInline(value)}` }];
  }

  setValue(pointer: string, value: unknown): OffsetEdit[] {
    const node = this.doc.find(pointer);
    if (!node) return this.insertMember(parentPointer(pointer), lastSegment(pointer), value);
    if (node.keySpan && node.valueSpan.start === node.keySpan.start) {
      const colon = this.text.indexOf(':', node.keySpan.end);
      return [{ span: { start: colon + 1, end: this.doc.lines.lineEnd(this.lineOf(colon)) }, newText: ` ${flowSafe(value)}` }];
    }
    // A value written in double quotes keeps them (JSON-style flow text stays JSON-style).
    const quoted = this.text[node.valueSpan.start] === '"' && typeof value === 'string';
    return [{ span: node.valueSpan, newText: quoted ? JSON.stringify(value) : flowSafe(value) }];
  }

  moveMember(pointer: string, target: string): OffsetEdit[] | undefined {
    const node = this.doc.find(pointer);
    if (!node?.keySpan) return undefined;
    const key = lastSegment(pointer);
    if (this.childKeys(target).includes(key)) return undefined;
    const startLine = this.lineOf(node.keySpan.start);
    const lineStart = this.lineStart(startLine);
    if (this.text.slice(lineStart, node.keySpan.start).trim() !== '') return undefined;
    const endLine = this.lineOf(Math.max(node.valueSpan.end, node.keySpan.end));
    const column = node.keySpan.start - lineStart;
    const lines: string[] = [];
    for (let line = startLine; line <= endLine; line++) {
      const text = this.text.slice(this.lineStart(line), this.doc.lines.lineEnd(line));
      lines.push(text.trim() === '' ? '' : text.slice(Math.min(column, text.length - text.trimStart().length)));
    }
    const nextStart = endLine + 1 < this.doc.lines.lineCount ? this.lineStart(endLine + 1) : this.text.length;
    // The only key of a group takes the group's own line with it, rather than leaving `group:` empty.
    const from = this.emptiedGroupLine(pointer) ?? lineStart;
    // On the last line, the line break before it goes too: both characters of a CRLF, never half of it.
    const breakBefore = this.text.startsWith('\r\n', from - 2) ? 2 : 1;
    const removal: Span =
      nextStart > this.doc.lines.lineEnd(endLine) ? { start: from, end: nextStart } : { start: Math.max(0, from - breakBefore), end: this.text.length };
    return moveEdits(removal, this.insertRaw(target, key, lines, false, removal));
  }

  /** The start of the line of `pointer`'s group when it is the group's only key and the group key stands on a line of its own. */
  private emptiedGroupLine(pointer: string): number | undefined {
    const parent = parentPointer(pointer);
    if (parent === '' || this.childKeys(parent).length !== 1) return undefined;
    const group = this.doc.find(parent);
    if (!group?.keySpan) return undefined;
    const start = this.lineStart(this.lineOf(group.keySpan.start));
    return this.text.slice(start, group.keySpan.start).trim() === '' ? start : undefined;
  }
}

/** A value as YAML text that reads back the same inside a flow collection too: strings with `,[]{}` are quoted. */
function flowSafe(value: unknown): string {
  return typeof value === 'string' && /[,[\]{}]/.test(value) ? JSON.stringify(value) : yamlInline(value);
}
