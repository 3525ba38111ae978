import { posix } from 'node:path';

/** What `posix.normalize` would change: a backslash, a `.` or `..` segment, a doubled slash. */
const NOT_A_KEY = /\\|(^|\/)\.\.?(\/|$)|\/\//;

/** One spelling per file: forward slashes, no `.` or `..` segments, so candidates and given names meet. */
export function fileKey(fileName: string): string {
  // Most names are in this spelling already (the command line's absolute paths, the linker's candidates):
  // normalising them again was most of the linking's path work.
  if (fileName !== '' && !NOT_A_KEY.test(fileName)) return fileName;
  return posix.normalize(fileName.replace(/\\/g, '/'));
}

/** The folder of a file name, in the same spelling. */
export function folderOf(fileName: string): string {
  return posix.dirname(fileKey(fileName));
}

export function joinPath(folder: string, relative: string): string {
  return fileKey(posix.join(folder, relative));
}

/** The deepest folder every file name is in (`.` for bare names). */
export function commonFolder(fileNames: readonly string[]): string {
  if (fileNames.length === 0) return '.';
  let common = folderOf(fileNames[0]!).split('/');
  for (const name of fileNames.slice(1)) {
    const parts = folderOf(name).split('/');
    let shared = 0;
    while (shared < common.length && shared < parts.length && common[shared] === parts[shared]) shared++;
    common = common.slice(0, shared);
  }
  return common.join('/') || (fileKey(fileNames[0]!).startsWith('/') ? '/' : '.');
}

/** A file name relative to a folder, or as given when it is not below it. */
export function relativeTo(folder: string, fileName: string): string {
  const base = fileKey(folder);
  const key = fileKey(fileName);
  // Below an absolute folder (both in this spelling): the rest of the name, without resolving both again.
  if (base.length > 1 && base.startsWith('/') && !base.endsWith('/') && key[base.length] === '/' && key.startsWith(base) && !key.endsWith('/')) {
    const rest = key.slice(base.length + 1);
    return rest.startsWith('..') ? key : rest;
  }
  const relative = posix.relative(base, key);
  return relative.startsWith('..') || posix.isAbsolute(relative) ? key : relative;
}
