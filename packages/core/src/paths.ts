/**
 * File paths as the core reads them (the configuration lookup, the configured globs): forward slashes,
 * read in one pass each, with a bound on their length. Paths are the caller's and can be anything: a
 * regular expression such as `/\/+$/` took seconds on a run of 100,000 slashes.
 */

/**
 * The longest path the core reads, in UTF-16 units: Windows' longest path (32,767), well above Linux's
 * 4,096 bytes. A longer one is no real file's: the lookup reports it and no configured glob claims it.
 */
export const MAX_PATH_LENGTH = 32_767;

/** The path with forward slashes only. */
export function forwardSlashes(path: string): string {
  return path.includes('\\') ? path.replace(/\\/g, '/') : path;
}

/** The path without its trailing slashes (all of them: `/a//` is `/a`, `//` is ``). */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--;
  return end === path.length ? path : path.slice(0, end);
}

/** The names along a forward-slash path, without the empty ones (`/a//b/` is `a`, `b`). */
export function pathSegments(path: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 0x2f) {
      if (i > start) segments.push(path.slice(start, i));
      start = i + 1;
    }
  }
  return segments;
}
