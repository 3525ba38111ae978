import { codeHover, isCodeDocument } from '../code-files.js';
import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

/** Hover in the format the client reads (markdown when it says so). */
export function registerHover(state: ServerState): void {
  state.connection.onHover(
    guard('hover', state.log, null, (params) =>
      isCodeDocument(state, params.textDocument.uri)
        ? codeHover(state, params.textDocument.uri, params.position)
        : state.withDocument(params.textDocument.uri, null, (document) => state.service.hover(document, params.position, state.abilities.hoverFormat)),
    ),
  );
}
