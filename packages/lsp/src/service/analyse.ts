import { checkDocument, isRefusal, YamlSections, type KindId, type LocatedProblem, type SourceDocument, type SourceFormat } from 'manifesto-core';
import type { LanguageContext } from 'manifesto-core/language';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServiceSettings } from './settings.js';
import { DEFAULT_SERVICE_SETTINGS } from './settings.js';
import { uriPath } from './uri.js';

/** A document read once per version: what the core decided and found, plus the text it was given. */
export interface Analysis {
  uri: string;
  text: string;
  format: SourceFormat;
  /** The core's decision (settings' globs, the file name, then the content); undefined: not Manifesto's. */
  kind: KindId | undefined;
  source: SourceDocument;
  problems: LocatedProblem[];
  /** The text was refused by a limit (too large, too deep, binary): editor features stay quiet on it. */
  refused: boolean;
  /** What the core's editor facts need besides the value: the file name (a method argument file names its method). */
  context: LanguageContext;
}

const cache = new Map<string, { version: number; settings: ServiceSettings; analysis: Analysis; sections: YamlSections }>();
const CACHE_SIZE = 32;

/** The format the editor says the document has; otherwise the core guesses from the name and text. */
function formatOf(document: TextDocument): SourceFormat | undefined {
  if (document.languageId === 'json' || document.languageId === 'jsonc') return 'json';
  if (document.languageId === 'yaml') return 'yaml';
  return undefined;
}

/**
 * Checks a document with the core's one entry point, as the command line does (without its fallback:
 * a document that is none of the kinds gets nothing), reusing the result while version and settings hold.
 */
export function analyse(document: TextDocument, settings: ServiceSettings = DEFAULT_SERVICE_SETTINGS): Analysis {
  const cached = cache.get(document.uri);
  if (cached && cached.version === document.version && cached.settings === settings && cached.analysis.text === document.getText()) return cached.analysis;
  const text = document.getText();
  const format = formatOf(document);
  // The parse of each top-level YAML section, kept across versions: an edit parses only what it touched.
  const sections = cached?.sections ?? new YamlSections();
  const fileName = uriPath(document.uri);
  const result = checkDocument(fileName, text, {
    sections,
    ...(format ? { format } : {}),
    rules: settings.rules,
    limits: settings.limits,
    globs: settings.globs,
  });
  const source = result.document;
  const refused = source.problems.some((problem) => isRefusal(problem.rule));
  const analysis: Analysis = {
    uri: document.uri,
    text,
    format: source.format,
    kind: result.kind,
    source,
    problems: result.problems,
    refused,
    context: { fileName },
  };
  cache.delete(document.uri);
  cache.set(document.uri, { version: document.version, settings, analysis, sections });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return analysis;
}

export function forget(uri: string): void {
  cache.delete(uri);
}
