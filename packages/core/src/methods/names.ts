import { methodFacts, methodNames } from '../catalogue/index.js';

/** `<anything>.<method>.json|yaml|yml`: the extension, then the name's longest ending that is a known method. */
const ARGUMENT_FILE = /^(.*)\.(json|ya?ml)$/i;

/**
 * The Web API method a file name names (`hello.chat.postMessage.json` → `chat.postMessage`,
 * `notes.canvases.edit.yaml` → `canvases.edit`), or undefined. The method is the name's longest ending
 * after a dot that the catalogue knows, so `x.admin.apps.approve.json` is `admin.apps.approve`.
 */
export function methodFromFileName(fileName: string | undefined): string | undefined {
  if (typeof fileName !== 'string') return undefined;
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  const stem = ARGUMENT_FILE.exec(base)?.[1];
  if (stem === undefined) return undefined;
  // Method names are case-sensitive (`chat.postMessage`); the first dot starts the longest candidate.
  for (let dot = stem.indexOf('.'); dot >= 0; dot = stem.indexOf('.', dot + 1)) {
    const candidate = stem.slice(dot + 1);
    if (methodFacts(candidate)) return candidate;
  }
  return undefined;
}

/** The document selector's globs: one per method, `**\/*.chat.postMessage.{json,yaml,yml}`, in one brace list. */
export function methodNameGlobs(): string[] {
  return [`**/*.{${methodNames().join(',')}}.{json,yaml,yml}`];
}
