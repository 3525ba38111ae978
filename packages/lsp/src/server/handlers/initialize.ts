import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  TextDocumentSyncKind,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { guardNotification } from '../guard.js';
import { normalizeSettings } from '../settings.js';
import type { ServerState } from '../state.js';

/** Reads what the client can do and the initial settings, answers the server's capabilities, and registers for changes. */
export function registerInitialize(state: ServerState, version: string | undefined): void {
  const { connection, log } = state;
  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const capabilities = params.capabilities;
    state.abilities = {
      pullConfiguration: Boolean(capabilities.workspace?.configuration),
      watchFiles: Boolean(capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration),
      hoverFormat: capabilities.textDocument?.hover?.contentFormat?.includes('markdown') ? 'markdown' : 'plaintext',
    };
    const init = params.initializationOptions as Record<string, unknown> | undefined;
    state.globalSettings = normalizeSettings(init?.['manifesto'] ?? init);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: [':', ' ', '.', '{', '"', '#', '/', '-', "'"], resolveProvider: false },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
        definitionProvider: true,
        referencesProvider: true,
      },
      serverInfo: { name: 'manifesto-lsp', ...(version === undefined ? {} : { version }) },
    };
  });

  connection.onInitialized(
    guardNotification('initialized', log, () => {
      if (state.abilities.pullConfiguration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'manifesto' });
      if (state.abilities.watchFiles) {
        void connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/.manifestorc.json' }, { globPattern: '**/package.json' }],
        });
      }
    }),
  );
}
