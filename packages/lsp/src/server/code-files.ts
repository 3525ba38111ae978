import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionList, Diagnostic, Hover, Location, Position } from 'vscode-languageserver';
import { analyse } from '../service/analyse.js';
import { crossFileActions } from '../service/app/cross-file-fix.js';
import { completeId, declarationsAt, hoverId, referencesAt } from '../service/app/features.js';
import type { AppGraph } from '../service/app/graph.js';
import { literalActions, literalCompletion, literalHover } from '../service/app/literals.js';
import { pathUri, uriPath } from '../service/uri.js';
import type { ServerState } from './state.js';

/**
 * The requests on a code file of an app (completion, hover, definition, references, quick fixes), answered
 * from the app's last join; undefined when the document is not an app's code, so the caller answers as for
 * any other document.
 */
function appOf(state: ServerState, uri: string): { graph: AppGraph; path: string; document: TextDocument } | undefined {
  const document = state.documents.get(uri);
  if (!document || !uri.startsWith('file:') || !state.enabled(uri)) return undefined;
  const path = uriPath(uri);
  if (!state.apps.isCode(path)) return undefined;
  const graph = state.apps.known(path);
  return graph?.joined ? { graph, path, document } : undefined;
}

/**
 * The app of a code file, read again first when the document's text is not the one last read (an edit
 * the debounced validation has not yet joined); `current` when the reading is of the document's text, as
 * the features inside payloads need (their positions are the reading's).
 */
async function currentAppOf(state: ServerState, uri: string): Promise<{ graph: AppGraph; path: string; document: TextDocument; current: boolean } | undefined> {
  const isCurrent = (found: { graph: AppGraph; path: string; document: TextDocument }) => found.graph.facts(found.path)?.text === found.document.getText();
  const found = appOf(state, uri);
  if (!found || isCurrent(found) || !found.graph.facts(found.path)) return found && { ...found, current: isCurrent(found) };
  const settings = await state.resolve(uri);
  await state.apps.join(found.graph, settings.rules);
  const again = appOf(state, uri);
  return again && { ...again, current: isCurrent(again) };
}

/** Whether a document is an app's code (requests on it never go to the document service). */
export function isCodeDocument(state: ServerState, uri: string): boolean {
  return uri.startsWith('file:') && state.apps.isCode(uriPath(uri));
}

/** Completion of declared ids in a listener's id, else of the values and keys that fit inside a payload. */
export async function codeCompletion(state: ServerState, uri: string, position: Position): Promise<CompletionList | null> {
  const found = await currentAppOf(state, uri);
  if (!found) return null;
  const offset = found.document.offsetAt(position);
  const ids = completeId(found.graph, found.path, offset);
  return ids.items.length > 0 || !found.current ? ids : literalCompletion(found.graph, found.path, offset);
}

/** Hover on a listener's id, else on a payload's field. */
export async function codeHover(state: ServerState, uri: string, position: Position): Promise<Hover | null> {
  const found = await currentAppOf(state, uri);
  if (!found) return null;
  const offset = found.document.offsetAt(position);
  const format = state.abilities.hoverFormat;
  const id = hoverId(found.graph, found.path, offset, state.apps.read(found.graph.manifest), format);
  return id ?? (found.current ? literalHover(found.graph, found.path, offset, format) : null);
}

export function codeDefinition(state: ServerState, uri: string, position: Position): Location[] | null {
  const found = appOf(state, uri);
  if (!found) return null;
  const places = declarationsAt(found.graph, found.path, found.document.offsetAt(position), state.apps.read(found.graph.manifest));
  return places.length > 0 ? places : null;
}

export function codeReferences(state: ServerState, uri: string, position: Position, includeDeclaration: boolean): Location[] | null {
  const found = appOf(state, uri);
  return found ? referencesAt(found.graph, found.path, found.document.offsetAt(position), includeDeclaration) : null;
}

/** Quick fixes of a code file: those of its payloads, in the code; those whose edits are in the manifest (a scope a call needs). */
export async function codeActionsFor(state: ServerState, uri: string, diagnostics: readonly Diagnostic[]): Promise<CodeAction[]> {
  const found = await currentAppOf(state, uri);
  if (!found) return [];
  const inCode = found.current ? literalActions(found.graph, found.path, diagnostics) : [];
  const manifestPath = found.graph.manifest;
  const open = state.documentAt(manifestPath);
  const text = open?.getText() ?? state.apps.read(manifestPath);
  if (text === undefined) return inCode;
  const document = open ?? TextDocument.create(pathUri(manifestPath), 'plaintext', 0, text);
  const settings = state.serviceSettingsOf(document.uri);
  return [...inCode, ...crossFileActions({ path: found.path, text: found.document.getText() }, diagnostics, analyse(document, settings), found.graph)];
}
