import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  DiagnosticSeverity,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { compileSchemasAtFirstUse } from 'manifesto-core/language';
import { getLanguageService, DEFAULT_SERVICE_SETTINGS, type HoverFormat, type ServiceSettings } from '../service/index.js';
import { Debouncer } from './debounce.js';
import { guard, guardNotification } from './guard.js';
import { ProjectConfigs } from './project-config.js';
import { normalizeSettings, serviceSettings, type ManifestSettings } from './settings.js';

/** Sent after every diagnostics publish, for a status bar: `{uri, errors, warnings, checked}`. */
export const PROBLEM_COUNT = 'manifesto/problemCount';
export interface ProblemCountParams {
  uri: string;
  errors: number;
  warnings: number;
  /** False when the document was not checked: none of Manifesto's kinds, checking turned off, or closed. */
  checked: boolean;
}

export interface ServerOptions {
  /** Delay between the last change and validation, in milliseconds. */
  debounceMs?: number;
  /** The version `initialize` reports in `serverInfo` (the bin passes its package's); left out when not given. */
  version?: string;
}

/** Wires the language service to a connection: documents, settings, debounced diagnostics and requests. */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  // A server checks the same kinds of document on every edit: compiled schema checks from the first
  // one (the core otherwise interprets a schema's first 16 checks, which suits a one-file command).
  compileSchemasAtFirstUse();
  const documents = new TextDocuments(TextDocument);
  const debouncer = new Debouncer(options.debounceMs ?? 200);
  const configs = new ProjectConfigs();
  const log = { error: (message: string) => connection.console.error(message) };
  const reportedConfigErrors = new Set<string>();
  const clientSettings = new Map<string, Promise<ManifestSettings>>();
  const resolved = new Map<string, { settings: ManifestSettings; service: ServiceSettings }>();
  let globalSettings = normalizeSettings(undefined);
  let canPullConfiguration = false;
  let canWatchFiles = false;
  let hoverFormat: HoverFormat = 'plaintext';

  const service = getLanguageService((uri) => resolved.get(uri)?.service ?? DEFAULT_SERVICE_SETTINGS);

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const capabilities = params.capabilities;
    canPullConfiguration = Boolean(capabilities.workspace?.configuration);
    canWatchFiles = Boolean(capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration);
    hoverFormat = capabilities.textDocument?.hover?.contentFormat?.includes('markdown') ? 'markdown' : 'plaintext';
    const init = params.initializationOptions as Record<string, unknown> | undefined;
    globalSettings = normalizeSettings(init?.['manifesto'] ?? init);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: [':', ' ', '.', '{', '"', '#', '/', '-'], resolveProvider: false },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
        definitionProvider: true,
      },
      serverInfo: { name: 'manifesto-lsp', ...(options.version === undefined ? {} : { version: options.version }) },
    };
  });

  connection.onInitialized(
    guardNotification('initialized', log, () => {
      if (canPullConfiguration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'manifesto' });
      if (canWatchFiles) {
        void connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/.manifestorc.json' }, { globPattern: '**/package.json' }],
        });
      }
    }),
  );

  function settingsFor(uri: string): Promise<ManifestSettings> {
    if (!canPullConfiguration) return Promise.resolve(globalSettings);
    let pending = clientSettings.get(uri);
    if (!pending) {
      pending = connection.workspace.getConfiguration({ scopeUri: uri, section: 'manifesto' }).then(normalizeSettings, () => globalSettings);
      clientSettings.set(uri, pending);
    }
    return pending;
  }

  /** Client settings first, then the project's config file: rules from settings win, globs add up. */
  async function resolve(uri: string): Promise<ManifestSettings> {
    const settings = await settingsFor(uri);
    const project = configs.forUri(uri);
    for (const error of project?.errors ?? []) {
      if (reportedConfigErrors.has(error)) continue;
      reportedConfigErrors.add(error);
      connection.console.warn(`manifesto: ${error}`);
    }
    const service = serviceSettings(settings, project?.config);
    // A document closed while its settings were read must not come back into the map.
    if (!documents.get(uri)) return settings;
    const previous = resolved.get(uri);
    // Keep the same object when nothing changed, so that the service's per-version cache stays valid.
    if (previous && JSON.stringify(previous.service) === JSON.stringify(service)) previous.settings = settings;
    else resolved.set(uri, { settings, service });
    return settings;
  }

  function publish(uri: string, diagnostics: Diagnostic[], checked: boolean, version?: number): void {
    void connection.sendDiagnostics(version === undefined ? { uri, diagnostics } : { uri, version, diagnostics });
    const count = (severity: DiagnosticSeverity) => diagnostics.filter((d) => d.severity === severity).length;
    const params: ProblemCountParams = { uri, errors: count(DiagnosticSeverity.Error), warnings: count(DiagnosticSeverity.Warning), checked };
    void connection.sendNotification(PROBLEM_COUNT, params);
  }

  async function validate(uri: string): Promise<void> {
    const document = documents.get(uri);
    if (!document) return;
    const version = document.version;
    try {
      const settings = await resolve(uri);
      const current = documents.get(uri);
      // A newer edit arrived while settings were read: its own validation will publish.
      if (!current || current.version !== version) return;
      const checked = settings.enable && service.kind(current) !== undefined;
      publish(uri, checked ? service.diagnostics(current) : [], checked, version);
    } catch (error) {
      log.error(`manifesto: validation of ${uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  const revalidateAll = () => {
    for (const document of documents.all()) debouncer.schedule(document.uri, () => void validate(document.uri), 0);
  };

  documents.onDidOpen(guardNotification('didOpen', log, (event) => debouncer.schedule(event.document.uri, () => void validate(event.document.uri), 0)));
  documents.onDidChangeContent(guardNotification('didChange', log, (event) => debouncer.schedule(event.document.uri, () => void validate(event.document.uri))));
  documents.onDidClose(
    guardNotification('didClose', log, (event) => {
      const uri = event.document.uri;
      debouncer.cancel(uri);
      service.forget(uri);
      clientSettings.delete(uri);
      resolved.delete(uri);
      publish(uri, [], false);
    }),
  );

  connection.onDidChangeConfiguration(
    guardNotification('didChangeConfiguration', log, (params) => {
      clientSettings.clear();
      if (!canPullConfiguration) {
        const settings = (params.settings as Record<string, unknown> | undefined)?.['manifesto'];
        if (settings !== undefined) globalSettings = normalizeSettings(settings);
      }
      revalidateAll();
    }),
  );
  connection.onDidChangeWatchedFiles(
    guardNotification('didChangeWatchedFiles', log, () => {
      configs.clear();
      reportedConfigErrors.clear();
      revalidateAll();
    }),
  );

  const enabled = (uri: string) => resolved.get(uri)?.settings.enable ?? globalSettings.enable;
  const withDocument = <R>(uri: string, fallback: R, run: (document: TextDocument) => R): R => {
    const document = documents.get(uri);
    return document && enabled(uri) ? run(document) : fallback;
  };

  connection.onCompletion(
    guard('completion', log, null, (params) => withDocument(params.textDocument.uri, null, (document) => service.completion(document, params.position))),
  );
  connection.onHover(
    guard('hover', log, null, (params) => withDocument(params.textDocument.uri, null, (document) => service.hover(document, params.position, hoverFormat))),
  );
  connection.onCodeAction(
    guard('codeAction', log, [], (params) =>
      withDocument(params.textDocument.uri, [], (document) => service.codeActions(document, params.context.diagnostics)),
    ),
  );
  connection.onDocumentSymbol(
    guard('documentSymbol', log, [], (params) => withDocument(params.textDocument.uri, [], (document) => service.documentSymbols(document))),
  );
  connection.onDefinition(
    guard('definition', log, null, (params) => withDocument(params.textDocument.uri, null, (document) => service.definition(document, params.position))),
  );

  connection.onShutdown(() => debouncer.dispose());
  documents.listen(connection);
  connection.listen();
}
