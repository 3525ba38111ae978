import { joinPointer, type Span } from 'manifesto-core';
import { lastSegment, parentPointer, valueAt } from 'manifesto-core/language';
import { BaseEditor, moveEdits, type OffsetEdit } from './editor.js';
import { jsonEntry } from './render.js';

/** Edits JSON members and items, following the document's indentation unit. */
export class JsonEditor extends BaseEditor {
  private get unit(): string {
    const match = /\n([ \t]+)\S/.exec(this.text);
    return match?.[1] ?? '  ';
  }

  protected render(key: string, value: unknown): string[] {
    return jsonEntry(key, value, '', this.unit).split('\n');
  }

  protected wrap(key: string, lines: string[]): string[] {
    return [`${JSON.stringify(key)}: {`, ...lines.map((line) => this.unit + line), '}'];
  }

  protected keyText(key: string): string {
    return JSON.stringify(key);
  }

  protected insertInto(parent: string, _key: string, lines: string[], first: boolean, avoid?: Span): OffsetEdit[] {
    const node = this.doc.find(parent);
    if (!node || node.kind !== 'object') return [];
    const indented = (indent: string) => lines.join(`\n${indent}`);
    const children = this.childKeys(parent).filter((key) => {
      const child = this.doc.find(joinPointer(parent, key));
      return !(avoid && child?.keySpan && child.keySpan.start >= avoid.start && child.keySpan.start < avoid.end);
    });
    const base = this.lineIndent(this.lineOf(node.valueSpan.start));
    if (children.length === 0) {
      if (this.childKeys(parent).length > 0) return [];
      const inner = base + this.unit;
      return [{ span: node.valueSpan, newText: `{\n${inner}${indented(inner)}\n${base}}` }];
    }
    const firstChild = this.doc.find(joinPointer(parent, children[0]!))!;
    const sameLine = this.lineOf(firstChild.keySpan!.start) === this.lineOf(node.valueSpan.start);
    const indent = sameLine ? '' : this.lineIndent(this.lineOf(firstChild.keySpan!.start));
    const separator = sameLine ? ' ' : `\n${indent}`;
    if (first) {
      const at = firstChild.keySpan!.start;
      return [{ span: { start: at, end: at }, newText: `${indented(indent)},${separator}` }];
    }
    const last = this.doc.find(joinPointer(parent, children[children.length - 1]!))!;
    const at = last.valueSpan.end;
    return [{ span: { start: at, end: at }, newText: `,${separator}${indented(indent)}` }];
  }

  protected appendInto(array: string, value: unknown): OffsetEdit[] {
    const node = this.doc.find(array)!;
    const items = valueAt(this.doc.value, array);
    if (node.kind !== 'array' || !Array.isArray(items)) return [];
    const json = JSON.stringify(value);
    if (items.length === 0) return [{ span: node.valueSpan, newText: `[${json}]` }];
    const last = this.doc.find(joinPointer(array, items.length - 1))!;
    const lastLine = this.lineOf(last.valueSpan.start);
    const separator = lastLine === this.lineOf(node.valueSpan.start) ? ' ' : `\n${this.lineIndent(lastLine)}`;
    return [{ span: { start: last.valueSpan.end, end: last.valueSpan.end }, newText: `,${separator}${json}` }];
  }

  setValue(pointer: string, value: unknown): OffsetEdit[] {
    const node = this.doc.find(pointer);
    if (!node) return this.insertMember(parentPointer(pointer), lastSegment(pointer), value);
    return [{ span: node.valueSpan, newText: JSON.stringify(value) }];
  }

  moveMember(pointer: string, target: string): OffsetEdit[] | undefined {
    const node = this.doc.find(pointer);
    if (!node?.keySpan) return undefined;
    const key = lastSegment(pointer);
    if (this.childKeys(target).includes(key)) return undefined;
    const parent = parentPointer(pointer);
    // The only member of a group takes the group with it, rather than leaving `"group": {}` behind.
    const removal = parent !== '' && this.childKeys(parent).length === 1 ? this.memberRemoval(parent) : this.memberRemoval(pointer);
    if (!removal) return undefined;
    const sourceIndent = this.lineIndent(this.lineOf(node.keySpan.start));
    const lines = this.text
      .slice(node.keySpan.start, node.valueSpan.end)
      .split('\n')
      .map((line, i) => (i > 0 && line.startsWith(sourceIndent) ? line.slice(sourceIndent.length) : line));
    return moveEdits(removal, this.insertRaw(target, key, lines, false, removal));
  }

  /** The text that removes one member with its comma: after the previous member, or up to the next. */
  private memberRemoval(pointer: string): Span | undefined {
    const node = this.doc.find(pointer);
    if (!node?.keySpan) return undefined;
    const parent = parentPointer(pointer);
    const key = lastSegment(pointer);
    const siblings = this.childKeys(parent);
    const index = siblings.indexOf(key);
    const previous = index > 0 ? this.doc.find(joinPointer(parent, siblings[index - 1]!)) : undefined;
    const next = index + 1 < siblings.length ? this.doc.find(joinPointer(parent, siblings[index + 1]!)) : undefined;
    if (previous) return { start: previous.valueSpan.end, end: node.valueSpan.end };
    if (next?.keySpan) return { start: node.keySpan.start, end: next.keySpan.start };
    return { start: node.keySpan.start, end: node.valueSpan.end };
  }
}
