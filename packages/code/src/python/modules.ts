/**
 * The files a Python import may name, for the linker. A relative import (`from .ids import X`,
 * `from ..shared import ids`) starts at the importing file's package; an absolute one (`from listeners.ids
 * import X`) is the app's own when some folder above the file holds it (the app's root is on Python's path,
 * and only the app's files are given to the linker, so a package from elsewhere finds nothing).
 */
import { posix } from 'node:path';
import { fileKey, folderOf } from '../link/paths.js';

export function pythonModuleCandidates(fromFile: string, module: string): string[] {
  const dots = /^\.*/.exec(module)![0].length;
  const rest = module.slice(dots).split('.').filter(Boolean).join('/');
  const files = (folder: string): string[] => (rest === '' ? [`${folder}/__init__.py`] : [`${folder}/${rest}.py`, `${folder}/${rest}/__init__.py`]);
  let folder = folderOf(fromFile);
  if (dots > 0) {
    for (let level = 1; level < dots; level++) folder = posix.dirname(folder);
    return files(folder).map(fileKey);
  }
  if (rest === '') return [];
  const candidates: string[] = [];
  for (;;) {
    candidates.push(...files(folder));
    const up = posix.dirname(folder);
    if (up === folder) break;
    folder = up;
  }
  return candidates.map(fileKey);
}
