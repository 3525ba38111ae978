import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

export function registerDefinition(state: ServerState): void {
  state.connection.onDefinition(
    guard('definition', state.log, null, (params) =>
      state.withDocument(params.textDocument.uri, null, (document) => state.service.definition(document, params.position)),
    ),
  );
}
