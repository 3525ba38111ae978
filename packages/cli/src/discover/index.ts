import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readdirAsync } from '../fs-async.js';
import ignore, { type Ignore } from 'ignore';

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
}

/** What a directory argument found: absolute paths of the recognised files, sorted; or why it could not be searched. */
export type Discovery = { files: string[] } | { error: string };

/**
 * Searches a directory recursively for the files the tool recognises by name, as `git ls-files`
 * would list them: `node_modules` and folders whose name starts with a dot are skipped, and so is
 * anything the .gitignore files ignore (the ones in the searched tree, nested ones applying below
 * their folder, and the ones above it up to the repository root). Other files are never read.
 * Symbolic links to folders are not followed (no loops); links to files are kept. The answer is
 * sorted by path (code unit order, the same on every machine).
 */
export async function discover(directory: string, options: DiscoverOptions): Promise<Discovery> {
  const root = resolve(directory);
  const found: string[] = [];
  const inherited = ancestorIgnores(root);
  try {
    await walk(root, inherited, options, found, true);
  } catch (error) {
    return { error: describe(error) };
  }
  found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files: found };
}

async function walk(folder: string, ignores: readonly IgnoreFile[], options: DiscoverOptions, found: string[], top: boolean): Promise<void> {
  let entries;
  try {
    entries = await readdirAsync(folder, { withFileTypes: true });
  } catch (error) {
    // The folder named on the command line must be readable; an unreadable folder below it is skipped, as git does.
    if (top) throw error;
    return;
  }
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
      await walk(path, active, options, found, false);
    } else if (isFile) {
      if (!options.recognised(path)) continue;
      if (ignored(path, false, active)) continue;
      found.push(path);
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
    const rel = relative(base, path).split(sep).join('/');
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
