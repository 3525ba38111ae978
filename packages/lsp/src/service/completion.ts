import { formatPointer, type KindId, type Span } from 'manifesto-core';
import {
  embeddedAt,
  isRecord,
  schemaFactsAt,
  listSeparatorAt,
  templatesAt,
  valueAt,
  valuesAt,
  type EmbeddedAt,
  type LanguageContext,
  type PropertyFacts,
  type SchemaFacts,
} from 'manifesto-core/language';
import { CompletionItemKind, InsertTextMode, type CompletionItem, type CompletionList, type TextEdit } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import type { CursorContext } from './cursor.js';
import { jsonCursor } from './json-cursor.js';
import { yamlEntry, yamlScalar } from './render.js';
import { yamlCursor } from './yaml-cursor.js';

/**
 * Completion at an offset. The cursor's place is read from the text here; what fits there (keys, enum
 * values, booleans, function ids, chart labels, `{{…}}` references) comes from the core, for every kind.
 */
export function complete(analysis: Analysis, offset: number): CompletionList {
  return { isIncomplete: false, items: completionItems(analysis, offset) };
}

export function cursorAt(analysis: Analysis, offset: number): CursorContext | undefined {
  if (analysis.format === 'yaml') return yamlCursor(analysis.text, offset);
  return jsonCursor(analysis.text, offset, (segments) => {
    const value = valueAt(analysis.source.value, formatPointer(segments));
    return isRecord(value) ? Object.keys(value) : [];
  });
}

function completionItems(analysis: Analysis, offset: number): CompletionItem[] {
  const kind = analysis.kind;
  if (!kind) return [];
  // Inside a JSON string that holds a document of its own (a views.publish `view`): complete in the decoded text.
  const embedded = analysis.format === 'json' ? embeddedAt(kind, analysis.source, offset) : undefined;
  if (embedded) return embeddedItems(analysis, kind, embedded);
  return itemsAt(analysis, kind, offset, analysis.source.value, '');
}

/** Items at `offset` of `text` (the file, or a decoded string of it whose pointers continue from `prefix`); facts come from the file's value. */
function itemsAt(text: Analysis, kind: KindId, offset: number, root: unknown, prefix: string): CompletionItem[] {
  const context = cursorAt(text, offset);
  if (!context) return [];
  const pointer = prefix + formatPointer(context.segments);
  const template = openTemplate(context.valueBefore);
  if (template) return prefix === '' ? templateItems(text, kind, context, template, offset) : [];
  const edit = new Edits(text, context);
  const facts = schemaFactsAt(kind, root, pointer, text.context);
  // In YAML a word on a list line is either a key of the item or the item itself; the schema decides.
  if (context.kind === 'key' && facts && (facts.properties.length > 0 || facts.type === 'object')) return keyItems(context, facts.properties, edit);
  return valueItems(root, kind, context, pointer, facts, edit, text.context);
}

/**
 * Items inside a JSON string that encodes a document: the decoded text is completed as JSON, then each
 * edit is placed back in the file through the literal's escapes, with its text escaped for the string.
 */
function embeddedItems(analysis: Analysis, kind: KindId, embedded: EmbeddedAt): CompletionItem[] {
  const inner: Analysis = { ...analysis, text: embedded.document.text, format: 'json', source: embedded.document };
  const escape = (text: string) => JSON.stringify(text).slice(1, -1);
  const place = (edit: TextEdit): TextEdit | undefined => {
    const lines = embedded.document.lines;
    const span = embedded.toFile({ start: lines.offset(edit.range.start), end: lines.offset(edit.range.end) });
    return span ? { range: analysis.source.lines.range(span), newText: escape(edit.newText) } : undefined;
  };
  return itemsAt(inner, kind, embedded.offset, analysis.source.value, embedded.pointer).flatMap((item) => {
    const textEdit = item.textEdit && 'range' in item.textEdit ? place(item.textEdit) : undefined;
    const extra = (item.additionalTextEdits ?? []).map(place);
    if (!textEdit || extra.some((edit) => edit === undefined)) return [];
    const placed: CompletionItem = { ...item, textEdit, filterText: escape(item.filterText ?? item.label) };
    if (extra.length > 0) placed.additionalTextEdits = extra as TextEdit[];
    return [placed];
  });
}

function keyItems(context: CursorContext, properties: readonly PropertyFacts[], edit: Edits): CompletionItem[] {
  return properties
    .filter((property) => !context.siblings.includes(property.name))
    .map((property, index) => {
      const item: CompletionItem = {
        label: property.name,
        kind: CompletionItemKind.Property,
        sortText: `${property.required ? 0 : 1}${String(index).padStart(3, '0')}`,
        insertTextMode: InsertTextMode.asIs,
        textEdit: edit.key(property),
      };
      if (property.description) item.documentation = property.description;
      if (property.required) item.detail = 'required';
      const extra = edit.keyExtras();
      if (extra.length > 0) item.additionalTextEdits = extra;
      if (context.json?.quoted) item.filterText = JSON.stringify(property.name);
      return item;
    });
}

/** The schema's allowed values, then the values the document itself supplies (function ids, chart labels, block types with what each is). */
function valueItems(
  root: unknown,
  kind: KindId,
  context: CursorContext,
  pointer: string,
  facts: SchemaFacts | undefined,
  edit: Edits,
  where: LanguageContext,
): CompletionItem[] {
  const items: CompletionItem[] = [];
  const seen = new Map<string, CompletionItem>();
  const add = (value: unknown, itemKind: CompletionItemKind, detail?: string) => {
    const key = JSON.stringify(value);
    const known = seen.get(key);
    // A value both allowed by the schema and offered by the core (a block type with what it is) keeps the core's detail.
    if (known) {
      if (detail && !known.detail) known.detail = detail;
      return;
    }
    const item = valueItem(value, itemKind, edit, context);
    if (detail) item.detail = detail;
    seen.set(key, item);
    items.push(item);
  };
  for (const value of facts?.allowed ?? []) add(value, typeof value === 'boolean' ? CompletionItemKind.Value : CompletionItemKind.EnumMember);
  for (const suggestion of valuesAt(kind, root, pointer, where)) {
    add(suggestion.value, suggestion.kind === 'reference' ? CompletionItemKind.Reference : CompletionItemKind.EnumMember, suggestion.detail);
  }
  const separator = listSeparatorAt(kind, pointer);
  return separator ? items.map((item) => listItem(item, edit.listItem(separator))) : items;
}

/** An item of a list written as one string: it replaces only the name under the cursor. */
function listItem(item: CompletionItem, range: TextEdit['range']): CompletionItem {
  const { filterText: _filter, ...rest } = item;
  return { ...rest, textEdit: { range, newText: item.label } };
}

function valueItem(value: unknown, kind: CompletionItemKind, edit: Edits, context: CursorContext): CompletionItem {
  const label = typeof value === 'string' ? value : JSON.stringify(value);
  const item: CompletionItem = { label, kind, textEdit: edit.value(value) };
  if (context.json?.quoted || (context.format === 'yaml' && /^["']/.test(context.valueBefore))) {
    item.filterText = context.format === 'json' ? JSON.stringify(value) : context.valueBefore.charAt(0) + label;
  }
  return item;
}

/** The template expression being typed: the text after an unclosed `{{` before the cursor. */
function openTemplate(valueBefore: string): { expression: string; start: number } | undefined {
  const open = valueBefore.lastIndexOf('{{');
  if (open < 0 || valueBefore.indexOf('}}', open) >= 0) return undefined;
  let start = open + 2;
  while (valueBefore[start] === ' ') start++;
  return { expression: valueBefore.slice(start), start };
}

/** The core's `{{…}}` references for the string being typed; the edit replaces the word and closes the braces when needed. */
function templateItems(
  analysis: Analysis,
  kind: KindId,
  context: CursorContext,
  template: { expression: string; start: number },
  offset: number,
): CompletionItem[] {
  const candidates = templatesAt(kind, analysis.source.value, formatPointer(context.segments));
  if (candidates.length === 0) return [];
  const text = analysis.text;
  const start = context.valueStart + template.start;
  let end = offset;
  while (end < text.length && /[\w.]/.test(text[end]!)) end++;
  const closed = text.startsWith('}}', end) || text.slice(end).trimStart().startsWith('}}');
  const range = rangeOf(analysis, { start, end });
  return candidates.map((candidate) => ({
    label: candidate.label,
    kind: CompletionItemKind.Reference,
    detail: candidate.detail,
    filterText: candidate.label,
    textEdit: { range, newText: candidate.label + (candidate.complete && !closed ? '}}' : candidate.complete ? '' : '.') },
  }));
}

/** Builds the text edits for keys and values in the document's format. */
class Edits {
  constructor(
    private readonly analysis: Analysis,
    private readonly context: CursorContext,
  ) {}

  key(property: PropertyFacts): TextEdit {
    const range = rangeOf(this.analysis, this.context.replace);
    const name = property.name;
    if (this.context.format === 'yaml') {
      const placement = this.context.yaml!;
      const key = yamlScalar(name);
      if (placement.hasColonAfter) return { range, newText: key };
      const child = ' '.repeat(placement.keyColumn + 2);
      // A place that holds a typed object (a block's text, a modal's submit) has no schema type of its own: its placeholder says what goes there.
      if (property.type === undefined && isRecord(property.placeholder)) return { range, newText: `${key}:\n${yamlMembers(property.placeholder, child)}` };
      const newText = property.type === 'object' ? `${key}:\n${child}` : property.type === 'array' ? `${key}:\n${child}- ` : `${key}: `;
      return { range, newText };
    }
    const placement = this.context.json!;
    if (placement.quoted && placement.hasColonAfter) return { range, newText: JSON.stringify(name) };
    const value = JSON.stringify(property.placeholder) ?? '""';
    return { range, newText: `${JSON.stringify(name)}: ${value}${placement.needsCommaAfter ? ',' : ''}` };
  }

  /** A comma after the previous JSON member when the new member follows it directly. */
  keyExtras(): TextEdit[] {
    const at = this.context.json?.commaBefore;
    if (at === undefined) return [];
    const position = this.analysis.source.lines.position(at);
    return [{ range: { start: position, end: position }, newText: ',' }];
  }

  /** The range of the item under the cursor in a string written as a list: from the separator before it to the one after. */
  listItem(separator: string): TextEdit['range'] {
    const text = this.analysis.text;
    const before = this.context.valueBefore;
    const cut = before.lastIndexOf(separator);
    let start = this.context.valueStart + (cut >= 0 ? cut + separator.length : /^["']/.test(before) ? 1 : 0);
    while (text[start] === ' ') start++;
    let end = this.context.valueStart + before.length;
    while (end < text.length && !/[\s"',]/.test(text[end]!) && text[end] !== separator) end++;
    return rangeOf(this.analysis, { start, end: Math.max(start, end) });
  }

  value(value: unknown): TextEdit {
    const range = rangeOf(this.analysis, this.context.replace);
    if (this.context.format === 'json') return { range, newText: JSON.stringify(value) };
    return { range, newText: (this.context.yaml?.needsSpace ? ' ' : '') + yamlScalar(value) };
  }
}

/** An object's members as YAML lines at `indent`, ending after the last key when its value is still to be typed (`type: plain_text` / `text: `). */
function yamlMembers(value: Record<string, unknown>, indent: string): string {
  const entries = Object.entries(value);
  if (entries.length === 0) return indent;
  return entries
    .flatMap(([name, member], index) =>
      index === entries.length - 1 && (member === '' || member === null) ? [`${indent}${yamlScalar(name)}: `] : yamlEntry(name, member, indent.length),
    )
    .join('\n');
}

function rangeOf(analysis: Analysis, span: Span) {
  return analysis.source.lines.range(span);
}
