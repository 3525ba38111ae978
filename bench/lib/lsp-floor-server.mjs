// The editor bench's floor: a language server that checks nothing while timed. It answers each didChange,
// after the same debounce as manifesto-lsp, with the very diagnostics manifesto-lsp publishes for that
// text, through the same library (vscode-languageserver). The service runs once per distinct text, in the
// bench's warm-up rounds; the timed rounds then cost only receiving the change, the debounce, and
// serialising, sending and parsing the diagnostics: what no faster check can remove.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './deps.mjs';

const fromLsp = createRequire(path.join(ROOT, 'packages/lsp/package.json'));
const { createConnection, ProposedFeatures, TextDocuments, TextDocumentSyncKind } = fromLsp('vscode-languageserver/node');
const { TextDocument } = fromLsp('vscode-languageserver-textdocument');
const { getLanguageService } = await import(pathToFileURL(path.join(ROOT, 'packages/lsp/dist/service/index.js')).href);

const DEBOUNCE_MS = 200; // manifesto-lsp's default (packages/lsp/src/server/server.ts)
const service = getLanguageService();
const published = new Map(); // text → diagnostics
const connection = createConnection(ProposedFeatures.all);
const documents = new TextDocuments(TextDocument);
const timers = new Map();

function schedule(document, delay) {
  clearTimeout(timers.get(document.uri));
  timers.set(
    document.uri,
    setTimeout(() => {
      const text = document.getText();
      let diagnostics = published.get(text);
      if (!diagnostics) published.set(text, (diagnostics = service.diagnostics(document)));
      void connection.sendDiagnostics({ uri: document.uri, version: document.version, diagnostics });
    }, delay),
  );
}

connection.onInitialize(() => ({ capabilities: { textDocumentSync: TextDocumentSyncKind.Incremental } }));
documents.onDidOpen((event) => schedule(event.document, 0));
documents.onDidChangeContent((event) => schedule(event.document, DEBOUNCE_MS));
connection.onShutdown(() => timers.forEach((timer) => clearTimeout(timer)));
documents.listen(connection);
connection.listen();
