/** Structural text edits (insert a member, append an item, set a value, rename, move) shared by quick fixes. */
import type { SourceDocument, Span } from 'manifesto-core';
import { isRecord, lastSegment, parentPointer, valueAt } from 'manifesto-core/language';

/** An edit in offsets; converted to an LSP range at the end. */
export interface OffsetEdit {
  span: Span;
  newText: string;
}

export interface Editor {
  /** Adds `key: value` to the object at `parent`, creating missing ancestors. `first` puts it before the others. */
  insertMember(parent: string, key: string, value: unknown, first?: boolean): OffsetEdit[];
  appendItem(array: string, value: unknown): OffsetEdit[];
  setValue(pointer: string, value: unknown): OffsetEdit[];
  renameKey(pointer: string, key: string): OffsetEdit[];
  /** Moves a member into the object at `target`; undefined when the text layout makes that unsafe. */
  moveMember(pointer: string, target: string): OffsetEdit[] | undefined;
}

/** Shared helpers for both formats. */
export abstract class BaseEditor implements Editor {
  constructor(protected readonly doc: SourceDocument) {}

  protected get text(): string {
    return this.doc.text;
  }

  /** A line's first offset, past the byte order mark on the first line: the mark is no column of the text. */
  protected lineStart(line: number): number {
    const start = this.doc.lines.lineStart(line);
    return start === 0 && this.text.startsWith('\uFEFF') ? 1 : start;
  }

  protected column(offset: number): number {
    return offset - this.lineStart(this.lineOf(offset));
  }

  protected lineOf(offset: number): number {
    return this.doc.lines.position(offset).line;
  }

  protected lineIndent(line: number): string {
    const start = this.lineStart(line);
    return /^[ \t]*/.exec(this.text.slice(start, this.doc.lines.lineEnd(line)))?.[0] ?? '';
  }

  protected childKeys(pointer: string): string[] {
    const value = valueAt(this.doc.value, pointer);
    return isRecord(value) ? Object.keys(value) : [];
  }

  insertMember(parent: string, key: string, value: unknown, first = false): OffsetEdit[] {
    return this.insertRaw(parent, key, this.render(key, value), first);
  }

  /** Inserts a rendered member (lines relative to column 0) into `parent`, creating it when missing. */
  protected insertRaw(parent: string, key: string, lines: string[], first = false, avoid?: Span): OffsetEdit[] {
    const node = this.doc.find(parent);
    if (!node && parent !== '') {
      return this.insertRaw(parentPointer(parent), lastSegment(parent), this.wrap(lastSegment(parent), lines), first, avoid);
    }
    return this.insertInto(parent, key, lines, first, avoid);
  }

  renameKey(pointer: string, key: string): OffsetEdit[] {
    const node = this.doc.find(pointer);
    if (!node?.keySpan) return [];
    return [{ span: node.keySpan, newText: this.keyText(key) }];
  }

  appendItem(array: string, value: unknown): OffsetEdit[] {
    const node = this.doc.find(array);
    if (!node) return this.insertMember(parentPointer(array), lastSegment(array), [value]);
    return this.appendInto(array, value);
  }

  /** Lines of `key: value` relative to column 0. */
  protected abstract render(key: string, value: unknown): string[];
  /** Lines of `key:` holding the given member lines. */
  protected abstract wrap(key: string, lines: string[]): string[];
  protected abstract insertInto(parent: string, key: string, lines: string[], first: boolean, avoid?: Span): OffsetEdit[];
  protected abstract appendInto(array: string, value: unknown): OffsetEdit[];
  protected abstract keyText(key: string): string;
  abstract setValue(pointer: string, value: unknown): OffsetEdit[];
  abstract moveMember(pointer: string, target: string): OffsetEdit[] | undefined;
}

function overlaps(a: Span, b: Span): boolean {
  if (a.start === a.end) return b.start < a.start && a.start < b.end;
  if (b.start === b.end) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/**
 * A move: the removal of `removal` and the `inserts`, or undefined when an insert falls inside the removal.
 * An insert at either end of the removal becomes the removal's new text: LSP edits must not overlap, and
 * clients disagree on an insert that touches a replaced range (moving the last key of an object to a
 * new group right after the key before it did that).
 */
export function moveEdits(removal: Span, inserts: readonly OffsetEdit[]): OffsetEdit[] | undefined {
  if (inserts.length === 0 || inserts.some((edit) => overlaps(edit.span, removal))) return undefined;
  const touching = inserts.filter((edit) => edit.span.start === edit.span.end && (edit.span.start === removal.start || edit.span.start === removal.end));
  if (touching.length > 1) return undefined;
  const [joined] = touching;
  return [{ span: removal, newText: joined?.newText ?? '' }, ...inserts.filter((edit) => edit !== joined)];
}
