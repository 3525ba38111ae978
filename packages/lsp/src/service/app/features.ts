import type { Span } from 'manifesto-core';
import type { DeclaredIdFact, IdMatch, ListenerFact } from 'manifesto-core/app';
import { detectFormat, isRecord, parseSource, type LineIndex } from 'manifesto-core/language';
import { CompletionItemKind, MarkupKind, type CompletionList, type Hover, type Location } from 'vscode-languageserver';
import { pathUri } from '../uri.js';
import type { HoverFormat } from '../hover.js';
import type { AppGraph } from './graph.js';

/**
 * The editor features of code files, from the app's facts: completion of the ids declared in the app inside
 * `app.action('…')` and `app.view('…')`, the declarations of a listener's id (definition and hover) and
 * every use of an id (references). Only ids the facts hold: the code itself is never parsed here.
 */

/** Which declared key a listener's id is (`action_id` for actions, `callback_id` for views), or none. */
function declaredKey(listener: ListenerFact): DeclaredIdFact['key'] | undefined {
  if (listener.kind === 'action') return 'action_id';
  if (listener.kind === 'view') return 'callback_id';
  return undefined;
}

const within = (span: Span, offset: number) => span.start <= offset && offset <= span.end;

/** The listener whose id is under the cursor. */
function listenerAt(graph: AppGraph, path: string, offset: number): ListenerFact | undefined {
  return graph.facts(path)?.facts.listeners.find((listener) => listener.id !== undefined && within(listener.span, offset));
}

function exact(id: IdMatch | undefined): string | undefined {
  return id?.kind === 'exact' ? id.value : undefined;
}

/** The span inside the quotes of a string written at `span`, or the span itself. */
function inner(text: string, span: Span): Span {
  const first = text[span.start];
  const quoted = span.end - span.start >= 2 && (first === '"' || first === "'" || first === '`') && text[span.end - 1] === first;
  return quoted ? { start: span.start + 1, end: span.end - 1 } : span;
}

/** Completion inside the id of an action or view listener: the app's declared `action_id`s or `callback_id`s. */
export function completeId(graph: AppGraph, path: string, offset: number): CompletionList {
  const file = graph.facts(path);
  const listener = listenerAt(graph, path, offset);
  const key = listener && declaredKey(listener);
  if (!file || !listener || !key) return { isIncomplete: false, items: [] };
  const range = file.lines.range(inner(file.text, listener.span));
  const values = new Set<string>();
  for (const other of graph.files())
    for (const declared of other.facts.declared) if (declared.key === key && exact(declared.value) !== undefined) values.add(exact(declared.value)!);
  return {
    isIncomplete: false,
    items: [...values].sort().map((value) => ({ label: value, kind: CompletionItemKind.Value, detail: key, textEdit: { range, newText: value } })),
  };
}

/** Where the id of the listener under the cursor is declared: in the app's code, or in the manifest. */
export function declarationsAt(graph: AppGraph, path: string, offset: number, manifestText: string | undefined): Location[] {
  const listener = listenerAt(graph, path, offset);
  const id = exact(listener?.id);
  if (!listener || id === undefined) return [];
  const key = declaredKey(listener);
  const found: Location[] = [];
  if (key) {
    for (const file of graph.files())
      for (const declared of file.facts.declared)
        if (declared.key === key && exact(declared.value) === id) found.push({ uri: pathUri(file.path), range: file.lines.range(declared.span) });
  }
  if (manifestText !== undefined) found.push(...manifestEntries(graph.manifest, manifestText, listener, id));
  return found;
}

/** The manifest entries that declare a command, shortcut, event, function or view/shortcut callback id. */
function manifestEntries(manifest: string, text: string, listener: ListenerFact, id: string): Location[] {
  const source = parseSource(text, detectFormat(text, manifest));
  const value = source.value;
  if (!isRecord(value)) return [];
  const pointers: string[] = [];
  const list = (pointer: string, field?: string) => {
    const node = source.find(pointer);
    if (!node) return;
    const items = pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined), value);
    if (!Array.isArray(items)) return;
    items.forEach((item, index) => {
      const named = field === undefined ? item : isRecord(item) ? item[field] : undefined;
      if (named === id) pointers.push(`${pointer}/${index}${field === undefined ? '' : `/${field}`}`);
    });
  };
  switch (listener.kind) {
    case 'command':
      list('/features/slash_commands', 'command');
      break;
    case 'shortcut':
      list('/features/shortcuts', 'callback_id');
      break;
    case 'event':
      list('/settings/event_subscriptions/bot_events');
      list('/settings/event_subscriptions/user_events');
      break;
    case 'function':
      if (isRecord(value['functions']) && Object.hasOwn(value['functions'], id)) pointers.push(`/functions/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      break;
    default:
      break;
  }
  return pointers.flatMap((pointer) => {
    const node = source.find(pointer);
    if (!node) return [];
    return [{ uri: pathUri(manifest), range: source.lines.range(node.keySpan && listener.kind === 'function' ? node.keySpan : node.valueSpan) }];
  });
}

/** Every listener and declaration of the id under the cursor (a listener's id, or a declared `action_id`/`callback_id`). */
export function referencesAt(graph: AppGraph, path: string, offset: number, includeDeclaration: boolean): Location[] {
  const file = graph.facts(path);
  if (!file) return [];
  const listener = listenerAt(graph, path, offset);
  const declared = file.facts.declared.find((fact) => within(fact.span, offset));
  const key = listener ? declaredKey(listener) : declared?.key;
  const id = exact(listener?.id ?? declared?.value);
  if (!key || id === undefined) return [];
  const kind = key === 'action_id' ? 'action' : 'view';
  const found: Location[] = [];
  for (const other of graph.files()) {
    const place = (lines: LineIndex, span: Span) => found.push({ uri: pathUri(other.path), range: lines.range(span) });
    for (const fact of other.facts.listeners) if (fact.kind === kind && exact(fact.id) === id) place(other.lines, fact.span);
    if (includeDeclaration) for (const fact of other.facts.declared) if (fact.key === key && exact(fact.value) === id) place(other.lines, fact.span);
  }
  return found;
}

/** Hover on a listener's id: where the id is declared, or that nothing in the app declares it. */
export function hoverId(graph: AppGraph, path: string, offset: number, manifestText: string | undefined, format: HoverFormat): Hover | null {
  const file = graph.facts(path);
  const listener = listenerAt(graph, path, offset);
  const id = exact(listener?.id);
  if (!file || !listener || id === undefined) return null;
  const places = declarationsAt(graph, path, offset, manifestText);
  const code = (text: string) => (format === 'markdown' ? `\`${text}\`` : text);
  const where = places.map((place) => `${displayName(place.uri)}:${place.range.start.line + 1}`);
  const value = where.length > 0 ? `${code(id)} is declared at ${where.join(', ')}` : `${code(id)} is declared nowhere in this app`;
  return { contents: { kind: format === 'markdown' ? MarkupKind.Markdown : MarkupKind.PlainText, value }, range: file.lines.range(listener.span) };
}

function displayName(uri: string): string {
  return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
