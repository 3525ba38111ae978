import { detectFormat, parseSource, REFUSAL_RULES, validateBlocksText, validateManifestText, type SourceDocument, type SourceFormat, type TextResult } from '@manifesto/core';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { documentKind, uriPath, type DocumentKind } from './document-kind.js';
import type { ServiceSettings } from './settings.js';
import { DEFAULT_SERVICE_SETTINGS } from './settings.js';

/** A document read once per version: its format, kind, parse and problems. */
export interface Analysis {
  uri: string;
  text: string;
  format: SourceFormat;
  kind: DocumentKind | undefined;
  source: SourceDocument;
  result: TextResult;
  /** The text was refused by a limit (too large, too deep, binary): editor features stay quiet on it. */
  refused: boolean;
}

const cache = new Map<string, { version: number; settings: ServiceSettings; analysis: Analysis }>();
const CACHE_SIZE = 32;

export function formatOf(document: TextDocument): SourceFormat {
  if (document.languageId === 'json' || document.languageId === 'jsonc') return 'json';
  if (document.languageId === 'yaml') return 'yaml';
  return detectFormat(document.getText(), uriPath(document.uri));
}

/** Parses and checks a document, reusing the result while its version and settings are unchanged. */
export function analyse(document: TextDocument, settings: ServiceSettings = DEFAULT_SERVICE_SETTINGS): Analysis {
  const cached = cache.get(document.uri);
  if (cached && cached.version === document.version && cached.settings === settings && cached.analysis.text === document.getText()) return cached.analysis;
  const text = document.getText();
  const format = formatOf(document);
  // The name usually decides the kind; only otherwise is the text parsed to look at its content.
  let parsed: SourceDocument | undefined;
  const kind = documentKind(document.uri, () => (parsed ??= parseSource(text, format, settings.limits)).value, settings);
  const options = { format, rules: settings.rules, limits: settings.limits };
  const result: TextResult =
    kind === 'manifest'
      ? validateManifestText(text, options)
      : kind === 'blocks'
        ? validateBlocksText(text, options)
        : { problems: [], document: parsed ?? parseSource(text, format, settings.limits) };
  const refused = result.document.problems.some((problem) => REFUSAL_RULES.has(problem.rule));
  const analysis: Analysis = { uri: document.uri, text, format, kind, source: result.document, result, refused };
  cache.delete(document.uri);
  cache.set(document.uri, { version: document.version, settings, analysis });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return analysis;
}

export function forget(uri: string): void {
  cache.delete(uri);
}
