import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { displayPath } from '../format/printable.js';
import { nodeChildProcess } from '../lazy-builtins.js';

/** The text of a file at a git ref, or one sentence saying why it cannot be had. */
export type AtRef = { text: string } | { error: string };

function git(args: string[], cwd: string, maxBuffer = 16 * 1024 * 1024) {
  return nodeChildProcess().spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
}

/**
 * `git show <ref>:./<file>`, run in the file's own folder (so the path is relative to it, wherever the
 * repository's root is). No shell: the ref and the path are arguments, never parsed as commands.
 */
export function readAtRef(ref: string, path: string, cwd: string, maxBytes: number): AtRef {
  const file = resolve(cwd, path);
  const folder = dirname(file);
  const name = displayPath(path);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return { error: `cannot read ${name}: no such folder` };
  const root = git(['rev-parse', '--show-toplevel'], folder);
  if (root.error) {
    const missing = (root.error as NodeJS.ErrnoException).code === 'ENOENT';
    return { error: missing ? '--base needs git, and git was not found on the PATH' : `cannot run git (${root.error.message})` };
  }
  if (root.status !== 0) return { error: `--base needs a git repository, and ${name} is not in one` };
  const commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], folder);
  if (commit.status !== 0) return { error: `--base ${ref}: no such commit, branch or tag in this repository` };
  const shown = git(['show', `${ref}:./${basename(file)}`], folder, Math.max(maxBytes * 4, 1024 * 1024));
  if (shown.error) return { error: `cannot read ${name} at ${ref} (${shown.error.message})` };
  if (shown.status !== 0) return { error: `${name} does not exist at ${ref}` };
  return { text: shown.stdout };
}
