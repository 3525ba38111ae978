import type { Connection } from 'vscode-languageserver';
import { compileSchemasAtFirstUse } from 'manifesto-core/language';
import { registerCodeActions } from './handlers/code-actions.js';
import { registerCompletion } from './handlers/completion.js';
import { registerConfiguration } from './handlers/configuration.js';
import { registerDefinition } from './handlers/definition.js';
import { registerHover } from './handlers/hover.js';
import { registerInitialize } from './handlers/initialize.js';
import { registerSymbols } from './handlers/symbols.js';
import { registerValidation } from './handlers/validation.js';
import { ServerState } from './state.js';

export { PROBLEM_COUNT, type ProblemCountParams } from './handlers/notifications.js';

export interface ServerOptions {
  /** Delay between the last change and validation, in milliseconds. */
  debounceMs?: number;
  /** The version `initialize` reports in `serverInfo` (the bin passes its package's); left out when not given. */
  version?: string;
}

/** Wires the language service to a connection: one state holder, one module per feature's handlers. */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  // A server checks the same kinds of document on every edit: compiled schema checks from the first
  // one (the core otherwise interprets a schema's first checks, which suits a one-file command).
  compileSchemasAtFirstUse();
  const state = new ServerState(connection, options.debounceMs ?? 200);
  registerInitialize(state, options.version);
  registerValidation(state);
  registerConfiguration(state);
  registerCompletion(state);
  registerHover(state);
  registerCodeActions(state);
  registerSymbols(state);
  registerDefinition(state);
  connection.onShutdown(() => state.debouncer.dispose());
  state.documents.listen(connection);
  connection.listen();
}
