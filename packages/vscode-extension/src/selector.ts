/**
 * Which documents the client hands to the language server. The server asks the core what each document
 * is (configured globs, the kinds' own names, then the content) and stays silent on anything else, so the
 * selector must be at least as wide as that decision: every JSON and YAML document (for the content), plus
 * the kinds' names and the configured globs (for files an editor gives another language id). Kept free of
 * `vscode` so that the selector, and its agreement with the core and package.json, can be unit-tested.
 */
import { kindGlobsSettings, kindNameGlobs, type KindGlobsSetting } from 'manifesto-core';

/**
 * The file names the core's kinds recognise on their own, as VS Code globs, declared by each kind in the
 * core (a test holds them to the core's `kindFromName`, path by path).
 */
export { kindNameGlobs };

/** The language ids whose documents the core may recognise by content. */
export const CONTENT_LANGUAGES: readonly string[] = ['json', 'yaml'];

/**
 * The language ids of an app's code: the server reports on such a file only when it belongs to an app (a
 * manifest above it, or a configured `apps` glob), and then only the app's problems (never style).
 */
export const CODE_LANGUAGES: readonly string[] = ['javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'python'];

/** A document filter as vscode-languageclient takes it (structurally a `vscode.DocumentFilter`). */
export type FileFilter = { scheme: 'file'; language: string } | { scheme: 'file'; pattern: string };

/** Each kind's globs setting (`manifestGlobs`, `blockGlobs`, `methodGlobs`). */
export type SelectorSettings = { readonly [Setting in KindGlobsSetting]: readonly string[] };

/**
 * VS Code matches a filter's pattern against the whole file path, while the server (and
 * `.manifestorc.json`) let a relative glob such as `apps/web/manifest.yaml` match at any depth;
 * prefixing it with a double-star segment gives VS Code the same reading.
 */
export function anchoredGlob(glob: string): string {
  const trimmed = glob.trim().replace(/\\/g, '/').replace(/^\.\//, '');
  if (trimmed.startsWith('**/') || trimmed.startsWith('/') || /^[A-Za-z]:\//.test(trimmed)) return trimmed;
  return `**/${trimmed}`;
}

/**
 * The patterns: the kinds' names, then each kind's configured globs in the kinds' order; no empty or
 * repeated one, and not a kind's default globs, which name files the kinds' names already cover.
 */
export function selectorPatterns(settings: SelectorSettings): string[] {
  const configured = kindGlobsSettings().flatMap(({ setting, defaults }) => (settings[setting] ?? []).filter((glob) => !defaults.includes(glob)));
  const patterns = [...kindNameGlobs(), ...configured].filter((glob) => glob.trim() !== '').map(anchoredGlob);
  return [...new Set(patterns)];
}

/** JSON and YAML documents on disk by language, then the patterns on disk, then code by language. */
export function documentSelector(settings: SelectorSettings): FileFilter[] {
  return [
    ...CONTENT_LANGUAGES.map((language): FileFilter => ({ scheme: 'file', language })),
    ...selectorPatterns(settings).map((pattern): FileFilter => ({ scheme: 'file', pattern })),
    ...CODE_LANGUAGES.map((language): FileFilter => ({ scheme: 'file', language })),
  ];
}

/**
 * The language ids of the files a pattern can match, read from its extension (`.json`, `.yaml`, `.yml`,
 * including brace lists); used to pick `onLanguage` activation events for files opened outside a workspace.
 */
export function languagesOf(pattern: string): string[] {
  const tail = pattern.slice(pattern.lastIndexOf('/') + 1);
  const brace = /\.\{([^}]*)\}$/.exec(tail);
  const extensions = brace ? brace[1]!.split(',') : [tail.slice(tail.lastIndexOf('.') + 1)];
  const languages = new Set<string>();
  for (const extension of extensions) {
    const lower = extension.trim().toLowerCase();
    if (lower === 'json') languages.add('json');
    else if (lower === 'yaml' || lower === 'yml') languages.add('yaml');
  }
  return [...languages].sort();
}

/** Whether a change to these setting keys needs a new selector, hence a restarted client. */
export function selectorChanged(before: SelectorSettings, after: SelectorSettings): boolean {
  const a = selectorPatterns(before);
  const b = selectorPatterns(after);
  return a.length !== b.length || a.some((pattern, i) => pattern !== b[i]);
}
