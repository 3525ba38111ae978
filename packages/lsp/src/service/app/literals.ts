import type { Span } from 'manifesto-core';
import type { PropertyFacts, SchemaFacts } from 'manifesto-core/language';
import { isHole, payloadFactsAt, payloadValuesAt, type Hole } from 'manifesto-core/value';
import { memberSource, partAt, problemFixes, type LiteralEdit, type WrittenPart } from 'manifesto-code/editing';
import {
  CodeActionKind,
  CompletionItemKind,
  MarkupKind,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type Hover,
  type TextEdit,
} from 'vscode-languageserver';
import { problemOf } from '../code-actions.js';
import { describe, type HoverFormat } from '../hover.js';
import { pathUri } from '../uri.js';
import type { AppGraph } from './graph.js';

/**
 * The editor features inside the Block Kit payloads written in a code file, from the app's last reading
 * (which the caller makes current): the quick fixes the block files get, rendered in the source's syntax
 * (`manifesto-code/editing`); hover on a field, as in a block file, through the payload's pointer; and
 * completion of the values (block and element types) and keys that fit where the cursor is.
 */

/** The quick fixes of the diagnostics of payloads in the file, as edits in the files where the parts are written. */
export function literalActions(graph: AppGraph, path: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const file = graph.facts(path);
  if (!file) return [];
  const literals = graph.literals();
  const textOf = (name: string) => graph.facts(name)?.text;
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const problem = problemOf(diagnostic, file.text);
    if (!problem) continue;
    const span = { start: file.lines.offset(diagnostic.range.start), end: file.lines.offset(diagnostic.range.end) };
    const fixes = problemFixes(literals, path, { ...problem, span }, textOf);
    for (const fix of fixes) {
      const changes = changesOf(graph, fix.edits);
      if (!changes) continue;
      actions.push({ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: fixes.length === 1, edit: { changes } });
    }
  }
  return actions;
}

function changesOf(graph: AppGraph, edits: readonly LiteralEdit[]): Record<string, TextEdit[]> | undefined {
  const changes: Record<string, TextEdit[]> = {};
  for (const edit of edits) {
    const file = graph.facts(edit.fileName);
    if (!file) return undefined;
    const eol = /\r\n|\n|\r/.exec(file.text)?.[0] ?? '\n';
    const newText = eol === '\n' ? edit.newText : edit.newText.replace(/\r?\n/g, eol);
    (changes[pathUri(edit.fileName)] ??= []).push({ range: file.lines.range(edit.span), newText });
  }
  return changes;
}

/** Hover on a field of a payload: what a block file's hover says of it; a computed value gets its limit without a count. */
export function literalHover(graph: AppGraph, path: string, offset: number, format: HoverFormat): Hover | null {
  const file = graph.facts(path);
  const part = file && partAt(graph.literals(), path, offset);
  if (!file || !part || part.pointer === '') return null;
  const facts = payloadFactsAt(part.literal.value, part.literal.form, part.pointer);
  if (!facts) return null;
  const value = written(part.value);
  const lines = describe(part.pointer, facts, value, format, value === undefined);
  const { key, value: span } = part.place;
  return {
    contents: { kind: format === 'markdown' ? MarkupKind.Markdown : MarkupKind.PlainText, value: lines.join(format === 'markdown' ? '\n\n' : '\n') },
    range: file.lines.range(part.onKey && key ? key : (key ?? span)),
  };
}

/**
 * The value as written, or undefined for a value the code computes: a hole, or a list whose count is not
 * known (a spread, an item that may be absent), whose limit is then shown without a count.
 */
function written(value: unknown): unknown {
  if (isHole(value)) return (value as Hole).kind === 'maybe' ? written((value as Hole).value) : undefined;
  if (Array.isArray(value) && value.some((item) => isHole(item) && ((item as Hole).kind === 'spread' || (item as Hole).kind === 'maybe'))) return undefined;
  return value;
}

/** Completion inside a payload: the values that fit a string being written (a block or element `type`), or the keys its object takes. */
export function literalCompletion(graph: AppGraph, path: string, offset: number): CompletionList {
  const file = graph.facts(path);
  const empty: CompletionList = { isIncomplete: false, items: [] };
  if (!file) return empty;
  // A file that does not parse (a key half typed, its quotes open) is completed from its last readable text's payloads.
  const readable = file.facts.unreadable ? graph.readable(path) : undefined;
  if (file.facts.unreadable && !readable) return empty;
  const written = readable?.text ?? file.text;
  const at = readable ? offsetBefore(readable.text, file.text, offset) : offset;
  const part = partAt(readable?.literals ?? graph.literals(), path, at);
  if (!part) return empty;
  const python = /\.py$/i.test(path);
  const inside = readable ? undefined : stringInside(file.text, part.place.value, python);
  if (!part.onKey && inside && typeof part.value === 'string' && offset >= inside.start && offset <= inside.end && part.pointer !== '') {
    return { isIncomplete: false, items: valueItems(part, file.lines.range(inside), file.text[inside.start - 1]!) };
  }
  // A key being written (a JavaScript shorthand `{ ty }`, or a key to replace): the keys of the object holding it.
  if (!readable && part.onKey && part.place.key) {
    const parent = part.pointer.slice(0, part.pointer.lastIndexOf('/'));
    const keySpan = stringInside(file.text, part.place.key, python) ?? part.place.key;
    const holder = partAtPointer(part, parent);
    // A JavaScript shorthand (`{ ty }`) becomes the whole member; a key with its value keeps the value.
    const shorthand = part.place.key.start === part.place.value.start && part.place.key.end === part.place.value.end;
    const indent = indentAt(file.text, keySpan.start);
    const textOf = (name: string) => graph.facts(name)?.text;
    const newText = (property: PropertyFacts) =>
      (shorthand && memberSource(part.literal, parent, property.name, property.placeholder ?? '', textOf, indent)) || property.name;
    return { isIncomplete: false, items: keyItems(holder, parent, file.lines.range(keySpan), newText) };
  }
  // A place for a new key in an object: after its opening brace or a comma, a word perhaps begun.
  const object = objectAt(part.literal.value, part.pointer);
  const start = keyStart(file.text, offset);
  if (!object || start === undefined) return empty;
  const keyword = python && file.text[start.before] === '(';
  // The quote begun, else the one the object's keys are written in (Python's dict keys always are quoted).
  const quote = start.quote ?? keyQuote(written, part, object) ?? (python ? '"' : undefined);
  const keyOnly = (name: string) => (keyword ? `${name}=` : quote ? `${quote}${name}${quote}: ` : `${name}: `);
  // A quote the editor closed after the cursor is part of the key written.
  const end = start.quote && file.text[offset] === start.quote ? offset + 1 : offset;
  const range = file.lines.range({ start: start.at, end });
  // The member with its placeholder value, in the object's own syntax (as a block file's completion gives it), and a comma when one follows.
  const textOf = (name: string) => (name === path ? written : graph.facts(name)?.text);
  const indent = indentAt(file.text, start.at);
  const next = file.text.slice(end).trimStart()[0];
  const comma = next !== undefined && !'}),]'.includes(next) ? ',' : '';
  const newText = (property: PropertyFacts) =>
    (memberSource(part.literal, part.pointer, property.name, property.placeholder ?? '', textOf, indent) ?? keyOnly(property.name)) + comma;
  return {
    isIncomplete: false,
    items: keyItems(part, part.pointer, range, newText).map((item) => ({ ...item, filterText: `${start.quote ?? ''}${item.label}` })),
  };
}

/** The indentation a member at `offset` has: the white space before it on its line, else the line's own. */
function indentAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(start, offset);
  return /^[ \t]*$/.test(before) ? before : (/^[ \t]*/.exec(before)?.[0] ?? '');
}

/**
 * Where an offset of the current text was in an earlier one, the two differing in one region (an edit
 * being typed): the same before it, shifted after it, the region's start inside it.
 */
function offsetBefore(before: string, now: string, offset: number): number {
  const shortest = Math.min(before.length, now.length);
  let prefix = 0;
  while (prefix < shortest && before.charCodeAt(prefix) === now.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before.charCodeAt(before.length - 1 - suffix) === now.charCodeAt(now.length - 1 - suffix)) suffix++;
  if (offset <= prefix) return offset;
  if (offset >= now.length - suffix) return offset - (now.length - before.length);
  return prefix;
}

/** The quote of an object's keys when every key written in this file is quoted. */
function keyQuote(text: string, part: WrittenPart, object: Record<string, unknown>): string | undefined {
  const keys = Object.keys(object).flatMap((name) => {
    const key = part.literal.places.get(object, name)?.key;
    return key && part.place.fileName === part.literal.places.get(object, name)!.fileName ? [text.slice(key.start, key.end)] : [];
  });
  const quotes = keys.map((key) => /^['"]/.exec(key)?.[0]);
  return quotes.length > 0 && quotes.every((quote) => quote !== undefined && quote === quotes[0]) ? quotes[0] : undefined;
}

/**
 * Where a key being written begins, when the cursor is at a key's place in an object or a call's
 * arguments: past an identifier (and a quote) begun before it, after `{`, `,` or `(`.
 */
function keyStart(text: string, offset: number): { at: number; before: number; quote?: string } | undefined {
  let at = offset;
  while (at > 0 && /[\w$]/.test(text[at - 1]!)) at--;
  const quote = text[at - 1] === '"' || text[at - 1] === "'" ? text[at - 1] : undefined;
  if (quote) at--;
  let before = at - 1;
  while (before >= 0 && /\s/.test(text[before]!)) before--;
  return before >= 0 && '{,('.includes(text[before]!) ? { at, before, ...(quote ? { quote } : {}) } : undefined;
}

/** The part at `pointer` of the same payload (the holder of a key). */
function partAtPointer(part: WrittenPart, pointer: string): WrittenPart {
  return { ...part, pointer, value: undefined };
}

/** The span inside a string literal's quotes, when the text at `span` is one. */
function stringInside(text: string, span: Span, python: boolean): Span | undefined {
  const written = text.slice(span.start, span.end);
  const match = (python ? /^[rRuU]?(['"])/ : /^(['"`])/).exec(written);
  if (!match || written.length < match[0].length + 1 || !written.endsWith(match[1]!)) return undefined;
  if (python && written.startsWith(match[1]!.repeat(3))) return undefined;
  return { start: span.start + match[0].length, end: span.end - 1 };
}

function valueItems(part: WrittenPart, range: TextEdit['range'], quote: string): CompletionItem[] {
  const { value, form } = part.literal;
  const facts: SchemaFacts | undefined = payloadFactsAt(value, form, part.pointer);
  const items: CompletionItem[] = [];
  const seen = new Map<string, CompletionItem>();
  const add = (candidate: unknown, kind: CompletionItemKind, detail?: string) => {
    if (typeof candidate !== 'string') return;
    const known = seen.get(candidate);
    if (known) {
      if (detail && !known.detail) known.detail = detail;
      return;
    }
    const item: CompletionItem = { label: candidate, kind, filterText: candidate, textEdit: { range, newText: escapeFor(candidate, quote) } };
    if (detail) item.detail = detail;
    seen.set(candidate, item);
    items.push(item);
  };
  for (const allowed of facts?.allowed ?? []) add(allowed, CompletionItemKind.EnumMember);
  for (const suggestion of payloadValuesAt(value, form, part.pointer)) add(suggestion.value, CompletionItemKind.EnumMember, suggestion.detail);
  return items;
}

/** A value written inside the string's own quotes. */
function escapeFor(value: string, quote: string): string {
  let out = value.replace(/\\/g, '\\\\').split(quote).join(`\\${quote}`);
  if (quote === '`') out = out.replace(/\$\{/g, '\\${');
  return out;
}

function keyItems(holder: WrittenPart, pointer: string, range: TextEdit['range'], newText: (property: PropertyFacts) => string): CompletionItem[] {
  const { value, form } = holder.literal;
  const facts = payloadFactsAt(value, form, pointer);
  const object = objectAt(value, pointer);
  const present = new Set(object ? Object.keys(object) : []);
  return (facts?.properties ?? [])
    .filter((property) => !present.has(property.name))
    .map((property, index) => {
      const item: CompletionItem = {
        label: property.name,
        kind: CompletionItemKind.Property,
        sortText: `${property.required ? 0 : 1}${String(index).padStart(3, '0')}`,
        textEdit: { range, newText: newText(property) },
      };
      if (property.description) item.documentation = property.description;
      if (property.required) item.detail = 'required';
      return item;
    });
}

function objectAt(value: unknown, pointer: string): Record<string, unknown> | undefined {
  let node = value;
  for (const segment of pointer === '' ? [] : pointer.slice(1).split('/')) {
    if (isHole(node) && (node as Hole).kind === 'maybe') node = (node as Hole).value;
    if (typeof node !== 'object' || node === null || isHole(node)) return undefined;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (isHole(node) && (node as Hole).kind === 'maybe') node = (node as Hole).value;
  return typeof node === 'object' && node !== null && !Array.isArray(node) && !isHole(node) ? (node as Record<string, unknown>) : undefined;
}
