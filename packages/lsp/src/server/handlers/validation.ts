import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from 'vscode-languageserver';
import { toDiagnostic } from '../../service/diagnostics.js';
import type { AppGraph } from '../../service/app/graph.js';
import { uriPath } from '../../service/uri.js';
import { guardNotification } from '../guard.js';
import type { ServerState } from '../state.js';
import { publish } from './notifications.js';

/** Checks a document's current version and publishes its diagnostics, unless a newer edit came first. */
async function validate(state: ServerState, uri: string): Promise<void> {
  const document = state.documents.get(uri);
  if (!document) return;
  const version = document.version;
  try {
    const settings = await state.resolve(uri);
    const current = state.documents.get(uri);
    // A newer edit arrived while settings were read: its own validation will publish.
    if (!current || current.version !== version) return;
    const path = uriPath(uri);
    if (uri.startsWith('file:') && state.apps.isCode(path)) {
      // A code file is reported on only inside an app, and only with the app's problems (never style).
      const graph = settings.enable ? await state.apps.forCode(path) : undefined;
      if (!graph) {
        publish(state.connection, uri, [], false, version);
        return;
      }
      await state.apps.join(graph, settings.rules);
      publishApp(state, graph);
      return;
    }
    const checked = settings.enable && state.service.kind(current) !== undefined;
    const graph = checked && uri.startsWith('file:') && state.service.kind(current) === 'manifest' ? await state.apps.forManifest(path) : undefined;
    if (graph) {
      // The manifest's edit may change every file's graph problems.
      await state.apps.join(graph, settings.rules);
      publishApp(state, graph);
      return;
    }
    const latest = state.documents.get(uri);
    if (!latest || latest.version !== version) return;
    publish(state.connection, uri, checked ? state.service.diagnostics(latest) : [], checked, version);
  } catch (error) {
    state.log.error(`manifesto: validation of ${uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** A manifest's diagnostics: its own, then the graph problems of its app located in it. */
export function manifestDiagnostics(state: ServerState, document: TextDocument, graph: AppGraph | undefined): Diagnostic[] {
  const own = state.service.diagnostics(document);
  const joined = graph?.graphProblems(uriPath(document.uri)) ?? [];
  if (joined.length === 0) return own;
  // In the order of their positions, as the command line prints the manifest's problems.
  const before = (a: Diagnostic, b: Diagnostic) =>
    a.range.start.line - b.range.start.line ||
    a.range.start.character - b.range.start.character ||
    a.range.end.line - b.range.end.line ||
    a.range.end.character - b.range.end.character;
  return [...own, ...joined.map((problem) => toDiagnostic(problem))].sort(before);
}

/** Publishes every open file of an app after a join: each code file's problems and the manifest's. */
function publishApp(state: ServerState, graph: AppGraph): void {
  for (const path of graph.code) {
    const document = state.documentAt(path);
    if (!document || !state.enabled(document.uri)) continue;
    publish(
      state.connection,
      document.uri,
      graph.codeProblems(path).map((problem) => toDiagnostic(problem)),
      true,
      document.version,
    );
  }
  const manifest = state.documentAt(graph.manifest);
  if (manifest && state.enabled(manifest.uri) && state.service.kind(manifest) !== undefined)
    publish(state.connection, manifest.uri, manifestDiagnostics(state, manifest, graph), true, manifest.version);
}

/** Schedules a document's validation: at once (`delay` 0) or after the debounce delay. */
export function scheduleValidation(state: ServerState, uri: string, delay?: number): void {
  state.debouncer.schedule(uri, () => void validate(state, uri), delay);
}

/** Validates every open document again (settings or a configuration file changed). */
export function revalidateAll(state: ServerState): void {
  for (const document of state.documents.all()) scheduleValidation(state, document.uri, 0);
}

/** Open documents are checked at once, edits after the debounce delay; a closed document's diagnostics are cleared. */
export function registerValidation(state: ServerState): void {
  const { documents, log } = state;
  documents.onDidOpen(guardNotification('didOpen', log, (event) => scheduleValidation(state, event.document.uri, 0)));
  documents.onDidChangeContent(guardNotification('didChange', log, (event) => scheduleValidation(state, event.document.uri)));
  documents.onDidClose(
    guardNotification('didClose', log, (event) => {
      const uri = event.document.uri;
      state.forget(uri);
      publish(state.connection, uri, [], false);
    }),
  );
}
