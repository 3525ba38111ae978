import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

/** The outline: the kind's entries, placed by their pointers. */
export function registerSymbols(state: ServerState): void {
  state.connection.onDocumentSymbol(
    guard('documentSymbol', state.log, [], (params) => state.withDocument(params.textDocument.uri, [], (document) => state.service.documentSymbols(document))),
  );
}
