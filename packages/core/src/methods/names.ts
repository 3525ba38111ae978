import { methodFacts, methodNames } from '../catalogue/index.js';
import { misspeltMethod } from '../catalogue/near-miss.js';

/** `<anything>.<method>.json|yaml|yml`: the extension, then the name's longest ending that is a known method. */
const ARGUMENT_FILE = /^(.*)\.(json|ya?ml)$/i;

/**
 * The Web API method a file name names (`hello.chat.postMessage.json` → `chat.postMessage`,
 * `notes.canvases.edit.yaml` → `canvases.edit`), or undefined. The method is the name's longest ending
 * after a dot that the catalogue knows, so `x.admin.apps.approve.json` is `admin.apps.approve`.
 */
export function methodFromFileName(fileName: string | undefined): string | undefined {
  const stem = stemOf(fileName);
  if (stem === undefined) return undefined;
  // Method names are case-sensitive (`chat.postMessage`); the first dot starts the longest candidate.
  for (let dot = stem.indexOf('.'); dot >= 0; dot = stem.indexOf('.', dot + 1)) {
    const candidate = stem.slice(dot + 1);
    if (methodFacts(candidate)) return candidate;
  }
  return undefined;
}

/** The base name without its `.json`, `.yaml` or `.yml`, or undefined for other names. */
function stemOf(fileName: string | undefined): string | undefined {
  if (typeof fileName !== 'string') return undefined;
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  return ARGUMENT_FILE.exec(base)?.[1];
}

/** A method misspelt in a file name: the ending as written and the method it is one or two edits from. */
export interface MisspeltMethod {
  readonly written: string;
  readonly method: string;
}

/**
 * `hello.chat.postMesage.json` → `{written: 'chat.postMesage', method: 'chat.postMessage'}`: a name that
 * names no method, whose ending after a dot is a typo of one. Only endings that hold a dot themselves
 * count, as every method's name does, so other tools' files (`tsconfig.base.json`, `x.config.json`,
 * `package.json`) are never claimed; the longest such ending is tried first, as for a known method.
 */
export function misspeltMethodInFileName(fileName: string | undefined): MisspeltMethod | undefined {
  const stem = stemOf(fileName);
  if (stem === undefined || methodFromFileName(fileName) !== undefined) return undefined;
  for (let dot = stem.indexOf('.'); dot >= 0; dot = stem.indexOf('.', dot + 1)) {
    const written = stem.slice(dot + 1);
    if (!written.includes('.')) break;
    const method = misspeltMethod(written);
    if (method) return { written, method };
  }
  return undefined;
}

/** The document selector's globs: one per method, `**\/*.chat.postMessage.{json,yaml,yml}`, in one brace list. */
export function methodNameGlobs(): string[] {
  return [`**/*.{${methodNames().join(',')}}.{json,yaml,yml}`];
}
