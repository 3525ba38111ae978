import {
  formatPointer,
  LIMIT_CEILINGS,
  isBrokenText,
  joinPointer,
  parsePointer,
  type Problem,
  type Severity,
  type SourceDocument,
  type Span,
  type Target,
} from 'manifesto-core';
import { embeddedStringAt, fixesFor, fixesFromElsewhere, isRecord, parentPointer, type FixEdit } from 'manifesto-core/language';
import { CodeActionKind, DiagnosticSeverity, type CodeAction, type Diagnostic, type TextEdit } from 'vscode-languageserver';
import type { Analysis } from './analyse.js';
import { SOURCE } from './diagnostics.js';
import type { Editor, OffsetEdit } from './editor.js';
import { JsonEditor } from './json-editor.js';
import { YamlEditor } from './yaml-editor.js';

const TARGETS: readonly string[] = ['key', 'value', 'container'] satisfies Target[];

/**
 * Quick fixes for the manifesto diagnostics in the request: the core says what each fix changes in the
 * document model; this renders those changes as text edits against the current text.
 */
export function codeActions(analysis: Analysis, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const kind = analysis.kind;
  // A refused or broken text has no reliable tree to edit: a tree recovered around a syntax error does
  // not say where the text's own structure is, so edits computed from it could overlap or land in the damage.
  if (!kind || analysis.refused || isBrokenText(analysis.source)) return [];
  const editor: Editor = analysis.format === 'json' ? new JsonEditor(analysis.source) : new YamlEditor(analysis.source);
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const problem = problemOf(diagnostic, analysis.source.text);
    if (!problem) continue;
    const inside = inString(analysis, problem.pointer);
    const fixes = fixesFor(kind, analysis.source.value, problem, analysis.context).flatMap((fix) => {
      const edits = inside ? inside(fix.edits) : render(analysis.source, editor, fix.edits);
      return edits ? [{ title: fix.title, edits: edits.map((edit) => toTextEdit(analysis, edit.span, edit.newText)) }] : [];
    });
    actions.push(...quickFixes(diagnostic, analysis.uri, fixes));
  }
  return actions;
}

/** A diagnostic's fixes as quick fixes of the document at `uri`; the one fix there is, is preferred. */
export function quickFixes(diagnostic: Diagnostic, uri: string, fixes: readonly { title: string; edits: TextEdit[] }[]): CodeAction[] {
  return fixes.map((fix) => ({
    title: fix.title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: fixes.length === 1,
    edit: { changes: { [uri]: fix.edits } },
  }));
}

/**
 * The fixes of a problem found in another file whose edits are in this document (a missing scope at a
 * call in a code file is fixed in the app's manifest), rendered as for this document's own; each adds no
 * error here, and the caller checks that the problem goes.
 */
export function fixesInDocument(analysis: Analysis, problem: Problem): { title: string; edits: TextEdit[] }[] {
  const kind = analysis.kind;
  if (!kind || analysis.refused || isBrokenText(analysis.source)) return [];
  const editor: Editor = analysis.format === 'json' ? new JsonEditor(analysis.source) : new YamlEditor(analysis.source);
  return fixesFromElsewhere(kind, analysis.source.value, problem, analysis.context).flatMap((fix) => {
    const edits = render(analysis.source, editor, fix.edits);
    return edits ? [{ title: fix.title, edits: edits.map((edit) => toTextEdit(analysis, edit.span, edit.newText)) }] : [];
  });
}

/**
 * For a problem inside a JSON string that holds a document (a `view` or a `manifest` given as a string):
 * renders a fix's edits in the decoded text, then places them in the file through the literal's escapes,
 * their text escaped for the string. Undefined for a problem outside any string; a function that renders
 * nothing when the string cannot be followed exactly, or an edit reaches outside it.
 */
function inString(analysis: Analysis, pointer: string): ((edits: readonly FixEdit[]) => OffsetEdit[] | undefined) | undefined {
  const at = stringAbove(analysis.source.value, pointer);
  if (at === undefined) return undefined;
  const embedded = analysis.format === 'json' ? embeddedStringAt(analysis.source, at) : undefined;
  if (!embedded) return () => undefined;
  const document = embedded.document;
  const below = (inner: string) =>
    inner === embedded.pointer ? '' : inner.startsWith(`${embedded.pointer}/`) ? inner.slice(embedded.pointer.length) : undefined;
  return (edits) => {
    const inner: FixEdit[] = [];
    for (const edit of edits) {
      const moved = relocate(edit, below);
      if (!moved) return undefined;
      inner.push(moved);
    }
    const rendered = render(document, new JsonEditor(document), inner);
    // A string written on one line stays on one line: the editor's line breaks are layout only (breaks in values are escaped).
    const oneLine = !document.text.includes('\n');
    const placed = rendered?.map((edit) => {
      const span = embedded.toFile(edit.span);
      const newText = oneLine ? edit.newText.replace(/\r?\n[ \t]*/g, ' ') : edit.newText;
      return span ? { span, newText: JSON.stringify(newText).slice(1, -1) } : undefined;
    });
    return placed?.every((edit) => edit !== undefined) ? (placed as OffsetEdit[]) : undefined;
  };
}

/** The pointer of a string value that `pointer` goes through (a document written as a JSON string), if any. */
function stringAbove(value: unknown, pointer: string): string | undefined {
  const segments = parsePointer(pointer);
  let node = value;
  for (let depth = 0; depth < segments.length; depth++) {
    if (typeof node === 'string') return formatPointer(segments.slice(0, depth));
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segments[depth]!];
  }
  return undefined;
}

/** The edit with its pointers made relative to the embedded document; undefined when one lies outside it. */
function relocate(edit: FixEdit, below: (pointer: string) => string | undefined): FixEdit | undefined {
  switch (edit.op) {
    case 'set':
    case 'append':
    case 'rename': {
      const pointer = below(edit.pointer);
      return pointer === undefined ? undefined : { ...edit, pointer };
    }
    case 'insert': {
      const parent = below(edit.parent);
      return parent === undefined ? undefined : { ...edit, parent };
    }
    case 'move': {
      const pointer = below(edit.pointer);
      const to = below(edit.to);
      return pointer === undefined || to === undefined ? undefined : { ...edit, pointer, to };
    }
    default:
      return undefined;
  }
}

/**
 * The problem a diagnostic of ours was made from (see `toDiagnostic`); undefined for anyone else's, and
 * for one whose shape or pointer no diagnostic of ours has: the client sends it back, and a forged
 * pointer thousands of segments deep held the server for seconds.
 */
export function problemOf(diagnostic: Diagnostic, text: string): Problem | undefined {
  if (!isRecord(diagnostic) || diagnostic.source !== SOURCE || typeof diagnostic.code !== 'string' || typeof diagnostic.message !== 'string') return undefined;
  if (!isRange(diagnostic.range)) return undefined;
  const carried: unknown = diagnostic.data;
  if (!isRecord(carried) || !plausiblePointer(carried['pointer'], text) || !TARGETS.includes(carried['target'] as string)) return undefined;
  const problem: Problem = {
    rule: diagnostic.code,
    severity: severityOf(diagnostic.severity),
    message: diagnostic.message,
    pointer: carried['pointer'],
    target: carried['target'] as Target,
  };
  if (isRecord(carried['data'])) {
    if (!plausibleData(carried['data'], text)) return undefined;
    problem.data = carried['data'];
  }
  if (isSpan(carried['within'])) problem.within = carried['within'];
  return problem;
}

function severityOf(severity: DiagnosticSeverity | undefined): Severity {
  return severity === DiagnosticSeverity.Error ? 'error' : severity === DiagnosticSeverity.Warning ? 'warning' : 'info';
}

function isRange(value: unknown): boolean {
  const isPosition = (at: unknown) => isRecord(at) && Number.isInteger(at['line']) && Number.isInteger(at['character']);
  return isRecord(value) && isPosition(value['start']) && isPosition(value['end']);
}

/** Deeper than any document the core reads (the depth ceiling), plus one level for a missing key. */
const MAX_POINTER_DEPTH = LIMIT_CEILINGS.maxDepth + 1;

/**
 * A pointer that could name a place in this text: a string no deeper than `MAX_POINTER_DEPTH` and no
 * longer than the text could spell (each character escaped, plus a slash per level). Counted in one pass.
 */
function plausiblePointer(pointer: unknown, text: string): pointer is string {
  if (typeof pointer !== 'string' || pointer.length > 2 * text.length + 2 * MAX_POINTER_DEPTH) return false;
  let depth = 0;
  for (let at = pointer.indexOf('/'); at >= 0; at = pointer.indexOf('/', at + 1)) if (++depth > MAX_POINTER_DEPTH) return false;
  return true;
}

/** More values than the data of any problem of ours holds (its lists of allowed values included). */
const MAX_DATA_VALUES = 10_000;

/**
 * A problem's data as the client sent it back, bounded before a fix reads it: at most `MAX_DATA_VALUES`
 * values, and no string a pointer or dotted path could be built from that is deeper than a document can be
 * (a rule's fix makes pointers of its data: a missing key's parent, the group a key moves to).
 */
function plausibleData(data: Record<string, unknown>, text: string): boolean {
  const pending: unknown[] = [data];
  let values = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (++values > MAX_DATA_VALUES) return false;
    if (typeof value === 'string') {
      if (value.length > 2 * text.length + 4096) return false;
      let separators = 0;
      for (let i = 0; i < value.length; i++) {
        const unit = value.charCodeAt(i);
        if ((unit === 0x2f || unit === 0x2e) && ++separators > MAX_POINTER_DEPTH) return false;
      }
    } else if (Array.isArray(value) || isRecord(value)) {
      const items = Array.isArray(value) ? value : Object.values(value);
      if (values + items.length > MAX_DATA_VALUES) return false;
      for (const item of items) pending.push(item);
    }
  }
  return true;
}

/** Every pointer an edit names is plausible (a fix builds them from the problem's data, which the client sent). */
function plausibleEdit(edit: FixEdit, text: string): boolean {
  switch (edit.op) {
    case 'set':
    case 'append':
    case 'rename':
      return plausiblePointer(edit.pointer, text);
    case 'insert':
      return plausiblePointer(edit.parent, text) && typeof edit.key === 'string' && plausiblePointer(joinPointer(edit.parent, edit.key), text);
    case 'move':
      return plausiblePointer(edit.pointer, text) && plausiblePointer(edit.to, text);
    default:
      return false;
  }
}

function isSpan(value: unknown): value is Span {
  return isRecord(value) && typeof value['start'] === 'number' && typeof value['end'] === 'number';
}

/** The text edits of a fix, or undefined when one of its edits has no place in the current text. */
function render(source: SourceDocument, editor: Editor, edits: readonly FixEdit[]): OffsetEdit[] | undefined {
  const out: OffsetEdit[] = [];
  for (const edit of edits) {
    const text = plausibleEdit(edit, source.text) && placeable(source, edit) ? textEdits(editor, edit) : undefined;
    if (!text || text.length === 0) return undefined;
    out.push(...text);
  }
  return out;
}

function textEdits(editor: Editor, edit: FixEdit): OffsetEdit[] | undefined {
  switch (edit.op) {
    case 'set':
      return editor.setValue(edit.pointer, edit.value);
    case 'insert':
      return editor.insertMember(edit.parent, edit.key, edit.value, edit.first);
    case 'append':
      return editor.appendItem(edit.pointer, edit.value);
    case 'rename':
      return editor.renameKey(edit.pointer, edit.name);
    case 'move':
      return editor.moveMember(edit.pointer, edit.to);
    default:
      return undefined;
  }
}

/**
 * Whether an edit fits the current text (the diagnostic may be older than it): what it renames or moves
 * exists, a key it adds is not there yet, and a place it creates hangs off an existing mapping by keys
 * alone (a missing list item cannot be conjured up as a key).
 */
function placeable(source: SourceDocument, edit: FixEdit): boolean {
  switch (edit.op) {
    case 'set':
    case 'append':
      return reachable(source, edit.pointer);
    case 'insert':
      return !source.find(joinPointer(edit.parent, edit.key)) && reachable(source, joinPointer(edit.parent, edit.key));
    case 'rename':
      return Boolean(source.find(edit.pointer)?.keySpan) && !source.find(joinPointer(parentPointer(edit.pointer), edit.name));
    case 'move':
      return Boolean(source.find(edit.pointer)?.keySpan);
    default:
      return false;
  }
}

/** The node exists, or its deepest existing ancestor is a mapping and only keys are missing below it. */
function reachable(source: SourceDocument, pointer: string): boolean {
  if (source.find(pointer)) return true;
  const segments = parsePointer(pointer);
  for (let depth = segments.length - 1; depth >= 0; depth--) {
    const ancestor = source.find(formatPointer(segments.slice(0, depth)));
    if (!ancestor) continue;
    return (ancestor.kind === 'object' || ancestor.kind === 'null') && segments.slice(depth).every((segment) => !/^\d+$/.test(segment));
  }
  return false;
}

/** A text edit whose new lines end as the file's lines do: the client need not convert them. */
function toTextEdit(analysis: Analysis, span: Span, newText: string): TextEdit {
  const eol = /\r\n|\n|\r/.exec(analysis.source.text)?.[0] ?? '\n';
  return { range: analysis.source.lines.range(span), newText: eol === '\n' ? newText : newText.replace(/\r?\n/g, eol) };
}
