/**
 * The protocol-free language service: a TextDocument and settings in, LSP types out, no connection.
 * The server in `../server` owns transport, debouncing, settings and cancellation.
 */
import type { CodeAction, CompletionList, Diagnostic, DocumentSymbol, Hover, Location, Position } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { analyse, forget, type Analysis } from './analyse.js';
import { codeActions } from './code-actions.js';
import { complete } from './completion.js';
import { definition } from './definition.js';
import { diagnose } from './diagnostics.js';
import { hover, type HoverFormat } from './hover.js';
import { DEFAULT_SERVICE_SETTINGS, type ServiceSettings } from './settings.js';
import { documentSymbols } from './symbols.js';

export interface LanguageService {
  /** The document's kind as the core decides it (`manifest`, `blocks`), or undefined when it is none of them. */
  kind(document: TextDocument): Analysis['kind'];
  diagnostics(document: TextDocument): Diagnostic[];
  completion(document: TextDocument, position: Position): CompletionList;
  hover(document: TextDocument, position: Position, format?: HoverFormat): Hover | null;
  codeActions(document: TextDocument, diagnostics: readonly Diagnostic[]): CodeAction[];
  documentSymbols(document: TextDocument): DocumentSymbol[];
  definition(document: TextDocument, position: Position): Location | null;
  /** Drops cached results for a closed document. */
  forget(uri: string): void;
}

/** Settings are read per call, so a server can pass per-document settings. */
export function getLanguageService(settingsFor: (uri: string) => ServiceSettings = () => DEFAULT_SERVICE_SETTINGS): LanguageService {
  const read = (document: TextDocument) => analyse(document, settingsFor(document.uri));
  return {
    kind: (document) => read(document).kind,
    diagnostics: (document) => diagnose(read(document)),
    completion: (document, position) => {
      const analysis = read(document);
      // Completion reads the text around the cursor; a refused (huge or hostile) text is not read again.
      return analysis.refused ? { isIncomplete: false, items: [] } : complete(analysis, document.offsetAt(position));
    },
    hover: (document, position, format) => hover(read(document), document.offsetAt(position), format),
    codeActions: (document, diagnostics) => codeActions(read(document), diagnostics),
    documentSymbols: (document) => documentSymbols(read(document)),
    definition: (document, position) => definition(read(document), document.offsetAt(position)),
    forget,
  };
}

export type { ServiceSettings } from './settings.js';
export { DEFAULT_SERVICE_SETTINGS } from './settings.js';
export type { HoverFormat } from './hover.js';
