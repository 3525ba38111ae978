import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionList, Diagnostic, Hover, Location, Position } from 'vscode-languageserver';
import { analyse } from '../service/analyse.js';
import { crossFileActions } from '../service/app/cross-file-fix.js';
import { completeId, declarationsAt, hoverId, referencesAt } from '../service/app/features.js';
import type { AppGraph } from '../service/app/graph.js';
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

/** Whether a document is an app's code (requests on it never go to the document service). */
export function isCodeDocument(state: ServerState, uri: string): boolean {
  return uri.startsWith('file:') && state.apps.isCode(uriPath(uri));
}

export function codeCompletion(state: ServerState, uri: string, position: Position): CompletionList | null {
  const found = appOf(state, uri);
  return found ? completeId(found.graph, found.path, found.document.offsetAt(position)) : null;
}

export function codeHover(state: ServerState, uri: string, position: Position): Hover | null {
  const found = appOf(state, uri);
  return found ? hoverId(found.graph, found.path, found.document.offsetAt(position), state.apps.read(found.graph.manifest), state.abilities.hoverFormat) : null;
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

/** Quick fixes whose edits are in the manifest (a scope a call needs). */
export function codeActionsFor(state: ServerState, uri: string, diagnostics: readonly Diagnostic[]): CodeAction[] {
  const found = appOf(state, uri);
  if (!found) return [];
  const manifestPath = found.graph.manifest;
  const open = state.documentAt(manifestPath);
  const text = open?.getText() ?? state.apps.read(manifestPath);
  if (text === undefined) return [];
  const document = open ?? TextDocument.create(pathUri(manifestPath), 'plaintext', 0, text);
  const settings = state.serviceSettingsOf(document.uri);
  return crossFileActions({ path: found.path, text: found.document.getText() }, diagnostics, analyse(document, settings), found.graph);
}
