import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { readdirAsync } from '../fs-async.js';
import { relativePath } from './relative-path.js';
import ignore, { type Ignore } from 'ignore';
import { skipsCode, VIRTUALENV_MARKER } from 'manifesto-core';

/** The folders never searched, whatever the .gitignore files say. */
const SKIPPED_FOLDERS = new Set(['node_modules']);

/** One .gitignore's rules and the folder they are relative to. */
interface IgnoreFile {
  /** Absolute folder of the .gitignore. */
  base: string;
  rules: Ignore;
}

export interface DiscoverOptions {
  /** True when the file (an absolute path) has a name the tool recognises (core's `kindFromName` with that file's globs). */
  recognised(absolutePath: string): boolean;
  /**
   * True when the file is an app's code by its name (JavaScript, TypeScript, Python, not a test), given
   * relative to the searched folder (a `tests` folder above it is not the app's); asked only outside the
   * folders whose code is skipped.
   */
  code?(relativePath: string): boolean;
}

/**
 * What a directory argument found: absolute paths of the recognised files and of the code files, each
 * sorted; or why it could not be searched.
 */
export type Discovery = { files: string[]; code: string[] } | { error: string };

/**
 * Searches a directory recursively for the files the tool recognises by name, as `git ls-files`
 * would list them: `node_modules` and folders whose name starts with a dot are skipped, and so is
 * anything the .gitignore files ignore (the ones in the searched tree, nested ones applying below
 * their folder, and the ones above it up to the repository root). Other files are never read.
 * Symbolic links to folders are not followed (no loops); links to files are kept. A Python virtual
 * environment (a folder holding `pyvenv.cfg`) is skipped like `node_modules`; code files are not collected
 * in build output (`dist`, `build`, …: core's `CODE_SKIPPED_FOLDERS`). The answer is sorted by path (code
 * unit order, the same on every machine).
 */
export async function discover(directory: string, options: DiscoverOptions): Promise<Discovery> {
  const root = resolve(directory);
  const found: Found = { files: [], code: [] };
  const inherited = ancestorIgnores(root);
  try {
    await walk(root, root, inherited, options, found, true, false);
  } catch (error) {
    return { error: describe(error) };
  }
  found.files.sort(byPath);
  found.code.sort(byPath);
  return found;
}

interface Found {
  files: string[];
  code: string[];
}

function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

async function walk(
  root: string,
  folder: string,
  ignores: readonly IgnoreFile[],
  options: DiscoverOptions,
  found: Found,
  top: boolean,
  codeSkipped: boolean,
): Promise<void> {
  let entries;
  try {
    entries = await readdirAsync(folder, { withFileTypes: true });
  } catch (error) {
    // The folder named on the command line must be readable; an unreadable folder below it is skipped, as git does.
    if (top) throw error;
    return;
  }
  // A virtual environment below the searched folder holds installed packages, as node_modules does.
  if (!top && entries.some((entry) => entry.name === VIRTUALENV_MARKER)) return;
  const own = readIgnore(folder);
  const active = own ? [...ignores, own] : ignores;
  for (const entry of entries) {
    const path = join(folder, entry.name);
    let isFolder = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      // A link to a file counts as the file; a link to a folder is not followed.
      isFolder = false;
      isFile = isRegularFile(path);
    }
    if (isFolder) {
      if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
      if (ignored(path, true, active)) continue;
      await walk(root, path, active, options, found, false, codeSkipped || skipsCode(entry.name));
    } else if (isFile) {
      const list = options.recognised(path) ? found.files : !codeSkipped && options.code?.(relativePath(root, path)) ? found.code : undefined;
      if (list === undefined || ignored(path, false, active)) continue;
      list.push(path);
    }
  }
}

/**
 * Git's precedence: the deepest .gitignore with a rule about the path decides, and within one file
 * the last matching rule (a `!pattern` re-includes). A file inside an ignored folder is never
 * reached, so it cannot be re-included, as in git.
 */
function ignored(path: string, isFolder: boolean, ignores: readonly IgnoreFile[]): boolean {
  for (let i = ignores.length - 1; i >= 0; i--) {
    const { base, rules } = ignores[i]!;
    const rel = relativePath(base, path).split(sep).join('/');
    if (rel === '' || rel.startsWith('..')) continue;
    const verdict = rules.test(isFolder ? `${rel}/` : rel);
    if (verdict.ignored) return true;
    if (verdict.unignored) return false;
  }
  return false;
}

function readIgnore(folder: string): IgnoreFile | undefined {
  let text: string;
  try {
    text = readFileSync(join(folder, '.gitignore'), 'utf8');
  } catch {
    return undefined;
  }
  return { base: folder, rules: ignore().add(text) };
}

/**
 * The .gitignore files above the searched folder that still apply to it: up to the repository root
 * (the nearest folder holding `.git`). Outside a repository only the searched tree's own files count.
 */
function ancestorIgnores(root: string): IgnoreFile[] {
  const chain: string[] = [];
  let folder = root;
  for (;;) {
    if (existsSync(join(folder, '.git'))) break;
    const parent = dirname(folder);
    if (parent === folder) return [];
    chain.push(parent);
    folder = parent;
  }
  const ignores: IgnoreFile[] = [];
  for (const ancestor of chain.reverse()) {
    const own = readIgnore(ancestor);
    if (own) ignores.push(own);
  }
  return ignores;
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function describe(error: unknown): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOENT':
      return 'no such directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return message.split('\n')[0] ?? message;
    }
  }
}
