/**
 * The files a Python import may name, for the linker. A relative import (`from .ids import X`,
 * `from ..shared import ids`) starts at the importing file's package; an absolute one (`from listeners.ids
 * import X`) is the app's own when some folder above the file holds it (the app's root is on Python's path,
 * and only the app's files are given to the linker, so a package from elsewhere finds nothing).
 */
import { posix } from 'node:path';
import { folderOf } from '../link/paths.js';

/** The folders a file is in, its own first, each in the linker's spelling (`a/b`, `a`, `.`). */
export function foldersAbove(fileName: string): string[] {
  const folders: string[] = [];
  for (let folder = folderOf(fileName); ;) {
    folders.push(folder);
    const up = posix.dirname(folder);
    if (up === folder) return folders;
    folder = up;
  }
}

/** `folders` is `foldersAbove(fromFile)`, passed in so a file's imports share it. */
export function pythonModuleCandidates(fromFile: string, module: string, folders = foldersAbove(fromFile)): string[] {
  const dots = /^\.*/.exec(module)![0].length;
  const rest = module.slice(dots).split('.').filter(Boolean).join('/');
  const inFolder = (folder: string, name: string): string => (folder === '.' ? name : folder === '/' ? `/${name}` : `${folder}/${name}`);
  const files = (folder: string): string[] =>
    rest === '' ? [inFolder(folder, '__init__.py')] : [inFolder(folder, `${rest}.py`), inFolder(folder, `${rest}/__init__.py`)];
  if (dots > 0) {
    // `.` is the file's own folder, each further dot one folder up (past the top, the top).
    return files(folders[Math.min(dots - 1, folders.length - 1)]!);
  }
  return rest === '' ? [] : folders.flatMap(files);
}
