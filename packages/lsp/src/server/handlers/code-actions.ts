import { codeActionsFor, isCodeDocument } from '../code-files.js';
import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

/** Quick fixes for the diagnostics the client sends back. */
export function registerCodeActions(state: ServerState): void {
  state.connection.onCodeAction(
    guard('codeAction', state.log, [], (params) =>
      isCodeDocument(state, params.textDocument.uri)
        ? codeActionsFor(state, params.textDocument.uri, params.context.diagnostics)
        : state.withDocument(params.textDocument.uri, [], (document) => state.service.codeActions(document, params.context.diagnostics)),
    ),
  );
}
