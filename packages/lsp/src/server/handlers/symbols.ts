import { isCodeDocument } from '../code-files.js';
import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

/** The outline: the kind's entries, placed by their pointers. */
export function registerSymbols(state: ServerState): void {
  state.connection.onDocumentSymbol(
    guard('documentSymbol', state.log, [], (params) =>
      // An app's code file has no outline of ours (it is never read as a document).
      isCodeDocument(state, params.textDocument.uri)
        ? []
        : state.withDocument(params.textDocument.uri, [], (document) => state.service.documentSymbols(document)),
    ),
  );
}
