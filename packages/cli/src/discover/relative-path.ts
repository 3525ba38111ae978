import { relative, sep } from 'node:path';

/** A `.` or `..` segment, an empty one or a trailing separator: a path that `relative` would normalise first. */
const NOT_NORMAL = /(^|[\\/])\.{1,2}([\\/]|$)|[\\/]{2}|[\\/]$/;

/**
 * `relative(base, path)`, read off the path when it lies below the base as the walk makes them (joined, so
 * normalised): the rest after the base and a separator. `relative` resolves both paths again at every call,
 * which over the files of a large folder took a few milliseconds of every `check .` (PERFORMANCE.md); any
 * other pair is handed to it.
 */
export function relativePath(base: string, path: string): string {
  if (base.length > 1 && path.length > base.length + 1 && path[base.length] === sep && path.startsWith(base) && !base.endsWith(sep)) {
    const rest = path.slice(base.length + 1);
    if (!NOT_NORMAL.test(rest) && !NOT_NORMAL.test(base)) return rest;
  }
  return relative(base, path);
}
