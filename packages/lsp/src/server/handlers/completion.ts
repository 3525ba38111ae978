import { codeCompletion, isCodeDocument } from '../code-files.js';
import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

export function registerCompletion(state: ServerState): void {
  state.connection.onCompletion(
    guard('completion', state.log, null, (params) =>
      isCodeDocument(state, params.textDocument.uri)
        ? codeCompletion(state, params.textDocument.uri, params.position)
        : state.withDocument(params.textDocument.uri, null, (document) => state.service.completion(document, params.position)),
    ),
  );
}
