import type { Connection } from 'vscode-languageserver';
import { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, DEFAULT_SERVICE_SETTINGS, type HoverFormat, type LanguageService, type ServiceSettings } from '../service/index.js';
import { ServerApps } from './apps.js';
import { Debouncer } from './debounce.js';
import { uriPath } from '../service/uri.js';
import type { Logger } from './guard.js';
import { ProjectConfigs } from './project-config.js';
import { normalizeSettings, serviceSettings, type ManifestSettings } from './settings.js';

/** What the client said it can do, read once at `initialize`. */
export interface ClientAbilities {
  pullConfiguration: boolean;
  watchFiles: boolean;
  hoverFormat: HoverFormat;
}

/**
 * Everything the server remembers between messages: the open documents, the settings (the client's,
 * per document, over the project's configuration file), the pending validations and what the client
 * can do. The handlers in `handlers/` hold no state of their own.
 */
export class ServerState {
  readonly documents = new TextDocuments(TextDocument);
  readonly debouncer: Debouncer;
  readonly configs = new ProjectConfigs();
  /** The apps found so far (a manifest and its code), joined again after each edit of their files. */
  readonly apps: ServerApps;
  readonly service: LanguageService;
  readonly log: Logger;
  abilities: ClientAbilities = { pullConfiguration: false, watchFiles: false, hoverFormat: 'plaintext' };
  /** The settings from `initialize`, or pushed by a client that cannot be asked per document. */
  globalSettings = normalizeSettings(undefined);
  /** Configuration file errors already shown, so each is logged once until the file changes. */
  readonly reportedConfigErrors = new Set<string>();
  private readonly clientSettings = new Map<string, Promise<ManifestSettings>>();
  private readonly resolved = new Map<string, { settings: ManifestSettings; service: ServiceSettings }>();

  constructor(
    readonly connection: Connection,
    debounceMs: number,
  ) {
    this.debouncer = new Debouncer(debounceMs);
    this.log = { error: (message: string) => connection.console.error(message) };
    this.apps = new ServerApps(
      this.configs,
      (path) => this.documentAt(path)?.getText(),
      (message) => {
        connection.console.warn(message);
        void connection.window.showWarningMessage(message);
      },
    );
    this.service = getLanguageService((uri) => this.resolved.get(uri)?.service ?? DEFAULT_SERVICE_SETTINGS);
  }

  /** The client's settings for a document, asked once per document until the configuration changes. */
  private settingsFor(uri: string): Promise<ManifestSettings> {
    if (!this.abilities.pullConfiguration) return Promise.resolve(this.globalSettings);
    let pending = this.clientSettings.get(uri);
    if (!pending) {
      pending = this.connection.workspace.getConfiguration({ scopeUri: uri, section: 'manifesto' }).then(normalizeSettings, () => this.globalSettings);
      this.clientSettings.set(uri, pending);
    }
    return pending;
  }

  /** Client settings first, then the project's config file: rules from settings win, globs add up. */
  async resolve(uri: string): Promise<ManifestSettings> {
    const settings = await this.settingsFor(uri);
    const project = this.configs.forUri(uri);
    for (const error of project?.errors ?? []) {
      if (this.reportedConfigErrors.has(error)) continue;
      this.reportedConfigErrors.add(error);
      this.connection.console.warn(`manifesto: ${error}`);
    }
    const service = serviceSettings(settings, project?.config);
    // A document closed while its settings were read must not come back into the map.
    if (!this.documents.get(uri)) return settings;
    const previous = this.resolved.get(uri);
    // Keep the same object when nothing changed, so that the service's per-version cache stays valid.
    if (previous && JSON.stringify(previous.service) === JSON.stringify(service)) previous.settings = settings;
    else this.resolved.set(uri, { settings, service });
    return settings;
  }

  /** The service settings a document was last checked with (the defaults for one never checked). */
  serviceSettingsOf(uri: string): ServiceSettings {
    return this.resolved.get(uri)?.service ?? DEFAULT_SERVICE_SETTINGS;
  }

  /** The open document of a file path (clients spell URIs their own way: compared by path). */
  documentAt(path: string): TextDocument | undefined {
    for (const document of this.documents.all()) if (uriPath(document.uri) === path) return document;
    return undefined;
  }

  /** Whether checking is on for a document, by the settings it was last checked with. */
  enabled(uri: string): boolean {
    return this.resolved.get(uri)?.settings.enable ?? this.globalSettings.enable;
  }

  /** Runs a request on an open document with checking on; otherwise answers the fallback. */
  withDocument<R>(uri: string, fallback: R, run: (document: TextDocument) => R): R {
    const document = this.documents.get(uri);
    return document && this.enabled(uri) ? run(document) : fallback;
  }

  /** The client's configuration changed: every document's settings are asked again. */
  forgetClientSettings(): void {
    this.clientSettings.clear();
  }

  /** A configuration file changed: every folder's is read again, and its errors shown again. */
  forgetProjectConfigs(): void {
    this.configs.clear();
    this.apps.clear();
    this.reportedConfigErrors.clear();
  }

  /** A document closed: its pending validation, cached analysis and settings go. */
  forget(uri: string): void {
    this.debouncer.cancel(uri);
    this.service.forget(uri);
    this.clientSettings.delete(uri);
    this.resolved.delete(uri);
  }
}
