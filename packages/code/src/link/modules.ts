import { folderOf, joinPath } from './paths.js';

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** TypeScript's rule: an import written with the output's extension names the source file beside it. */
const SOURCE_FOR_OUTPUT: Readonly<Record<string, readonly string[]>> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

/**
 * The files a JavaScript or TypeScript import may name, in the order Node and TypeScript try them:
 * the name as written, its TypeScript source (`./ids.js` → `./ids.ts`), the name with each extension, then
 * the folder's index file. Only relative imports are the app's own: a package name gives none.
 */
export function jsModuleCandidates(fromFile: string, specifier: string): string[] {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return [];
  const base = joinPath(folderOf(fromFile), specifier);
  const candidates: string[] = [];
  const extension = SCRIPT_EXTENSIONS.find((ext) => base.endsWith(ext));
  if (extension) {
    candidates.push(base);
    const stem = base.slice(0, -extension.length);
    for (const source of SOURCE_FOR_OUTPUT[extension] ?? []) candidates.push(stem + source);
    return candidates;
  }
  for (const ext of SCRIPT_EXTENSIONS) candidates.push(base + ext);
  for (const ext of SCRIPT_EXTENSIONS) candidates.push(`${base}/index${ext}`);
  return candidates;
}
