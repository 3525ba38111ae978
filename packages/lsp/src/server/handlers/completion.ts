import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

export function registerCompletion(state: ServerState): void {
  state.connection.onCompletion(
    guard('completion', state.log, null, (params) =>
      state.withDocument(params.textDocument.uri, null, (document) => state.service.completion(document, params.position)),
    ),
  );
}
