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
    const checked = settings.enable && state.service.kind(current) !== undefined;
    publish(state.connection, uri, checked ? state.service.diagnostics(current) : [], checked, version);
  } catch (error) {
    state.log.error(`manifesto: validation of ${uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
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
