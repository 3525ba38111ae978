/**
 * Which documents the client hands to the language server. Kept free of `vscode` so that the
 * selector, and its agreement with package.json's activation events, can be unit-tested.
 */

/** The manifest file names the platform's tooling reads; always checked, whatever the settings say. */
export const MANIFEST_FILE_GLOB = '**/manifest.{json,yaml,yml}';

/** A document filter as vscode-languageclient takes it (structurally a `vscode.DocumentFilter`). */
export interface FileFilter {
  scheme: 'file';
  pattern: string;
}

export interface SelectorSettings {
  manifestGlobs: readonly string[];
  blockGlobs: readonly string[];
}

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

/** The manifest name, then the extra manifest globs, then the block globs; no empty or repeated pattern. */
export function documentSelector(settings: SelectorSettings): FileFilter[] {
  const patterns = [MANIFEST_FILE_GLOB, ...settings.manifestGlobs, ...settings.blockGlobs]
    .filter((glob) => glob.trim() !== '')
    .map(anchoredGlob);
  return [...new Set(patterns)].map((pattern) => ({ scheme: 'file', pattern }));
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
  const a = documentSelector(before).map((filter) => filter.pattern);
  const b = documentSelector(after).map((filter) => filter.pattern);
  return a.length !== b.length || a.some((pattern, i) => pattern !== b[i]);
}
