import { codeDefinition, codeReferences, isCodeDocument } from '../code-files.js';
import { guard } from '../guard.js';
import type { ServerState } from '../state.js';

export function registerDefinition(state: ServerState): void {
  state.connection.onDefinition(
    guard('definition', state.log, null, (params) =>
      isCodeDocument(state, params.textDocument.uri)
        ? codeDefinition(state, params.textDocument.uri, params.position)
        : state.withDocument(params.textDocument.uri, null, (document) => state.service.definition(document, params.position)),
    ),
  );
  // References of an id in an app's code: its listeners and, when asked, where it is declared.
  state.connection.onReferences(
    guard('references', state.log, null, (params) => codeReferences(state, params.textDocument.uri, params.position, params.context.includeDeclaration)),
  );
}
