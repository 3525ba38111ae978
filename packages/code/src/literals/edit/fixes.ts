import type { Problem, Span } from 'manifesto-core';
import type { FixEdit } from 'manifesto-core/language';
import { payloadFixes } from 'manifesto-core/value';
import { languageOf } from '../../files.js';
import type { PayloadLiteral, Place } from '../payload.js';
import { placeOf } from '../locate.js';
import { partOf, unwrapMaybe, type WrittenPart } from '../parts.js';
import { isKeywordName, keyText, memberText, quoteString, valueText, type Style, type Syntax } from './syntax.js';

/** A text edit in a file, in UTF-16 offsets. */
export interface LiteralEdit {
  fileName: string;
  span: Span;
  newText: string;
}

export interface LiteralFix {
  title: string;
  edits: LiteralEdit[];
}

/**
 * The quick fixes of a problem of a payload written in code, as text edits in the source's own syntax:
 * the core proposes and checks them on the payload with its holes (`payloadFixes`), and each edit is
 * rendered where the part it changes is written (a value replaced, a member added after the object's last,
 * a key renamed in its own quotes). A fix one of whose edits has no written place, or whose text there is
 * not a literal of its value (a constant's name, a call), is not offered. Never throws.
 */
export function literalFixes(literal: PayloadLiteral, problem: Problem, textOf: (fileName: string) => string | undefined): LiteralFix[] {
  try {
    const out: LiteralFix[] = [];
    for (const fix of payloadFixes(literal.value, literal.form, problem)) {
      const edits: LiteralEdit[] = [];
      for (const edit of fix.edits) {
        const rendered = render(literal, edit, textOf);
        if (!rendered) break;
        edits.push(rendered);
      }
      if (edits.length === fix.edits.length && !overlapping(edits)) out.push({ title: fix.title, edits });
    }
    return out;
  } catch {
    return [];
  }
}

/**
 * The fixes of a problem reported in a file (its pointer, target and span as located): found in the
 * payload the problem was located from, among the app's payloads.
 */
export function problemFixes(
  literals: readonly PayloadLiteral[],
  fileName: string,
  problem: Problem & { span: Span },
  textOf: (fileName: string) => string | undefined,
): LiteralFix[] {
  for (const literal of literals) {
    const place = placeOf(literal, problem.pointer);
    const span = problem.target === 'value' ? place.value : (place.key ?? place.value);
    if (place.fileName !== fileName || span.start !== problem.span.start || span.end !== problem.span.end) continue;
    const fixes = literalFixes(literal, problem, textOf);
    if (fixes.length > 0) return fixes;
  }
  return [];
}

function overlapping(edits: readonly LiteralEdit[]): boolean {
  return edits.some((a, i) => edits.some((b, j) => i < j && a.fileName === b.fileName && a.span.start < b.span.end && b.span.start < a.span.end));
}

function render(literal: PayloadLiteral, edit: FixEdit, textOf: (fileName: string) => string | undefined): LiteralEdit | undefined {
  switch (edit.op) {
    case 'set': {
      const { parent, key } = split(edit.pointer);
      const part = partOf(literal, edit.pointer);
      return part ? replaceValue(part, edit.value, textOf) : insertMember(literal, parent, key, edit.value, textOf);
    }
    case 'insert':
      return insertMember(literal, edit.parent, edit.key, edit.value, textOf);
    case 'rename': {
      const part = partOf(literal, edit.pointer);
      return part ? renameKey(part, edit.name, textOf) : undefined;
    }
    default:
      return undefined;
  }
}

function split(pointer: string): { parent: string; key: string } {
  const slash = pointer.lastIndexOf('/');
  return {
    parent: pointer.slice(0, slash),
    key: pointer
      .slice(slash + 1)
      .replace(/~1/g, '/')
      .replace(/~0/g, '~'),
  };
}

function syntaxOf(fileName: string): Syntax {
  return languageOf(fileName) === 'python' ? 'python' : 'js';
}

/**
 * Text that is one literal of a value and nothing else: a string (a template without placeholders), a number,
 * a keyword, an object or a list. `'x' as const`, a constant's name or a call is not replaced.
 */
function isLiteralText(text: string, syntax: Syntax): boolean {
  if (/^-?\d[\w.+-]*$/.test(text) || /^\{[\s\S]*\}$/.test(text) || /^\[[\s\S]*\]$/.test(text)) return true;
  if (syntax === 'js')
    return /^(true|false|null)$/.test(text) || /^(['"])(?:\\[\s\S]|(?!\1)[^\\\n])*\1$/.test(text) || /^`(?:\\[\s\S]|[^`\\$]|\$(?!\{))*`$/.test(text);
  return /^(True|False|None)$/.test(text) || /^[rRuU]?(['"])(?:\\[\s\S]|(?!\1)[^\\\n])*\1$/.test(text);
}

function replaceValue(part: WrittenPart, value: unknown, textOf: (fileName: string) => string | undefined): LiteralEdit | undefined {
  const { fileName, value: span } = part.place;
  const text = textOf(fileName);
  if (text === undefined) return undefined;
  const syntax = syntaxOf(fileName);
  const written = text.slice(span.start, span.end);
  if (!isLiteralText(written, syntax)) return undefined;
  const style = styleAt(text, part.literal.place.value, syntax);
  // A string keeps its own quotes.
  const own = /^[rRuU]?(['"`])/.exec(written)?.[1];
  const quoted = typeof value === 'string' && own ? { ...style, quote: own } : style;
  const indent = lineIndent(text, span.start);
  return { fileName, span, newText: valueText(value, quoted, indent, span.start - lineStartOf(text, span.start)) };
}

function renameKey(part: WrittenPart, name: string, textOf: (fileName: string) => string | undefined): LiteralEdit | undefined {
  const { fileName, key } = part.place;
  const text = textOf(fileName);
  if (text === undefined || !key) return undefined;
  const syntax = syntaxOf(fileName);
  const written = text.slice(key.start, key.end);
  const quote = /^(['"])/.exec(written)?.[1];
  if (quote) return { fileName, span: key, newText: quoteString(name, quote, syntax) };
  // A bare key: a JavaScript identifier, or a Python keyword argument's name.
  if (!/^[A-Za-z_$][\w$]*$/.test(written)) return undefined;
  if (syntax === 'python') return isKeywordName(name) ? { fileName, span: key, newText: name } : undefined;
  return { fileName, span: key, newText: keyText(name, { ...styleAt(text, part.literal.place.value, syntax), quotedKeys: false }) };
}

/** `key: value` added to the written object at `parent`: after its last member written there, or inside its empty braces. */
function insertMember(
  literal: PayloadLiteral,
  parent: string,
  key: string,
  value: unknown,
  textOf: (fileName: string) => string | undefined,
): LiteralEdit | undefined {
  const holder = partOf(literal, parent);
  const object = holder && unwrapMaybe(holder.value);
  if (!holder || typeof object !== 'object' || object === null || Array.isArray(object)) return undefined;
  // The object's own braces: recorded by the reader, else the place it is written when that is the literal itself.
  const own = literal.places.own(object) ?? holder.place;
  const { fileName, value: span } = own;
  const text = textOf(fileName);
  if (text === undefined) return undefined;
  const syntax = syntaxOf(fileName);
  const open = text[span.start];
  const keyword = syntax === 'python' && open === '(';
  if (keyword && !isKeywordName(key)) return undefined;
  // The members written in this object's own text (a spread's come from elsewhere).
  const members = Object.keys(object).flatMap((name) => {
    const place = literal.places.get(object, name);
    return place && place.fileName === fileName && place.value.start >= span.start && place.value.end <= span.end ? [place] : [];
  });
  const style = styleAt(text, span, syntax, members);
  if (members.length === 0) {
    const close = text[span.end - 1];
    if (!((open === '{' && close === '}') || (keyword && close === ')')) || text.slice(span.start + 1, span.end - 1).trim() !== '') return undefined;
    const member = memberText(key, value, style, lineIndent(text, span.start), keyword);
    const inner = syntax === 'js' ? ` ${member} ` : member;
    return { fileName, span: { start: span.start + 1, end: span.end - 1 }, newText: inner };
  }
  const last = members.reduce((a, b) => (b.value.end > a.value.end ? b : a));
  const first = last.key ?? last.value;
  const after = skipBlanks(text, last.value.end);
  const comma = text[after] === ',' ? after : undefined;
  const from = comma === undefined ? last.value.end : comma + 1;
  // A comment after the member stays on its line, and says the members are one a line.
  const rest = skipBlanks(text, from);
  const comment = text.startsWith(syntax === 'js' ? '//' : '#', rest) ? lineEndOf(text, rest) : undefined;
  const multiline = comment !== undefined || text.slice(from, skipSpace(text, from)).includes('\n');
  if (!multiline) {
    const member = memberText(key, value, style, lineIndent(text, first.start), keyword);
    return { fileName, span: { start: last.value.end, end: last.value.end }, newText: `, ${member}` };
  }
  const lineStart = lineStartOf(text, first.start);
  const before = text.slice(lineStart, first.start);
  const indent = /^[ \t]*$/.test(before) ? before : lineIndent(text, first.start);
  const member = memberText(key, value, { ...style, trailingComma: comma !== undefined }, indent, keyword);
  if (comma !== undefined) {
    const at = comment ?? comma + 1;
    return { fileName, span: { start: at, end: at }, newText: `\n${indent}${member},` };
  }
  return { fileName, span: { start: last.value.end, end: last.value.end }, newText: `,\n${indent}${member}` };
}

/**
 * `key: value` written as the object at `pointer` of the payload writes its members (its quotes, whether its
 * keys are quoted, `key=value` in a Python call's arguments), at `indent`; for completion. Undefined when
 * the object is not written in a file given.
 */
export function memberSource(
  literal: PayloadLiteral,
  pointer: string,
  key: string,
  value: unknown,
  textOf: (fileName: string) => string | undefined,
  indent: string,
): string | undefined {
  const holder = partOf(literal, pointer);
  const object = holder && unwrapMaybe(holder.value);
  if (!holder || typeof object !== 'object' || object === null || Array.isArray(object)) return undefined;
  const own = literal.places.own(object) ?? holder.place;
  const text = textOf(own.fileName);
  if (text === undefined) return undefined;
  const syntax = syntaxOf(own.fileName);
  const keyword = syntax === 'python' && text[own.value.start] === '(';
  if (keyword && !isKeywordName(key)) return undefined;
  const members = Object.keys(object).flatMap((name) => {
    const place = literal.places.get(object, name);
    return place && place.fileName === own.fileName && place.value.start >= own.value.start && place.value.end <= own.value.end ? [place] : [];
  });
  return memberText(key, value, styleAt(text, own.value, syntax, members), indent, keyword);
}

/** Past spaces and tabs (and a Python line continuation) on the same line. */
function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  return i;
}

/** Past every white space and line break. */
function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** The offset of the line break that ends the line (before a `\r\n`), or the text's end. */
function lineEndOf(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  if (end < 0) return text.length;
  return text[end - 1] === '\r' ? end - 1 : end;
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineIndent(text: string, offset: number): string {
  const start = lineStartOf(text, offset);
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}

/**
 * How the payload writes itself: the first quote in its text (else in the file; else the language's
 * usual), whether its keys are quoted, and its indentation unit (one member's indent beyond its object's).
 */
function styleAt(text: string, span: Span, syntax: Syntax, members: readonly Place[] = []): Style {
  const quotes = syntax === 'js' ? /['"`]/ : /['"]/;
  const inLiteral = quotes.exec(text.slice(span.start, span.end))?.[0];
  const inFile = quotes.exec(text)?.[0];
  const quote = inLiteral ?? inFile ?? (syntax === 'js' ? "'" : '"');
  const keys = members.flatMap((member) => (member.key ? [text.slice(member.key.start, member.key.end)] : []));
  const quotedKeys = syntax === 'python' || (keys.length > 0 && keys.every((key) => /^['"]/.test(key)));
  const outer = lineIndent(text, span.start);
  const inner = members.length > 0 ? lineIndent(text, (members[0]!.key ?? members[0]!.value).start) : outer;
  const unit = inner.length > outer.length && inner.startsWith(outer) ? inner.slice(outer.length) : syntax === 'js' ? '  ' : '    ';
  return { syntax, quote, quotedKeys, unit, trailingComma: syntax === 'python' ? false : true };
}
