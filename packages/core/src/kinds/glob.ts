import picomatch from 'picomatch';
import { forwardSlashes, MAX_PATH_LENGTH, pathSegments } from '../paths.js';

/**
 * Glob matching for the kinds' file names and the configured globs, on forward-slash paths, with
 * picomatch: `**`, `*`, `?`, `{a,b}`, classes. `windows: false` keeps it from asking the platform, so
 * the core stays pure and matches alike everywhere (paths are turned to forward slashes first).
 * Dot files match like any other name, as a user listing `**\/*.blocks.json` expects.
 */
type Matcher = (path: string) => boolean;

/** `**` as a whole segment: any number of names, but never `.` or `..` (as picomatch reads it). */
const ANY_DEPTH = Symbol('**');

/**
 * A glob compiled segment by segment (picomatch matches each name), so that a path of n names is matched
 * in one pass of n steps; or, for a glob whose segments cannot be told apart without expanding it (a `/`
 * inside `{…}`, `(…)` or `[…]`, a leading `!`, an empty segment, `**` inside a name), picomatch's matcher
 * of the whole glob.
 */
interface CompiledGlob {
  /** The glob starts with `/`: it matches from the root of an absolute path only. */
  anchored: boolean;
  segments?: (Matcher | typeof ANY_DEPTH)[];
  whole?: Matcher;
}

/**
 * A whole-glob matcher tries the path from each of its last names (an anchored one from the root only):
 * matching every trailing part of a path of thousands of names took seconds.
 */
const WHOLE_GLOB_STARTS = 256;

/**
 * True when the glob matches the path or any trailing part of it, so that a workspace-relative glob
 * such as `blocks/*.json` matches an absolute path without knowing the workspace root. A glob that
 * starts with `/` matches from the root only. Empty names (`a//b`) are skipped; a path longer than
 * `MAX_PATH_LENGTH` is no real file's, and no glob claims it.
 */
export function matchesGlob(path: string, glob: string): boolean {
  if (path.length > MAX_PATH_LENGTH) return false;
  const compiled = compiledGlob(glob);
  const slashed = forwardSlashes(path);
  if (compiled.anchored && !slashed.startsWith('/')) return false;
  const names = pathSegments(slashed);
  if (compiled.segments) return matchesSegments(compiled.segments, compiled.anchored, names);
  return matchesWhole(compiled.whole!, compiled.anchored, names);
}

/**
 * The glob's segments against the path's names, as an automaton over the glob's positions: `reached[j]`
 * when the names so far can end just before segment j. O(names × segments), each name tested at most
 * once per segment.
 */
function matchesSegments(segments: readonly (Matcher | typeof ANY_DEPTH)[], anchored: boolean, names: readonly string[]): boolean {
  let reached = new Array<boolean>(segments.length + 1).fill(false);
  reached[0] = true;
  skipAnyDepth(segments, reached);
  for (const name of names) {
    const next = new Array<boolean>(segments.length + 1).fill(false);
    // Not anchored: a match may start at any name.
    if (!anchored) next[0] = true;
    const dots = name === '.' || name === '..';
    for (let j = 0; j < segments.length; j++) {
      if (!reached[j]) continue;
      const segment = segments[j]!;
      if (segment === ANY_DEPTH) {
        if (!dots) next[j] = true;
      } else if (segment(name)) next[j + 1] = true;
    }
    skipAnyDepth(segments, next);
    reached = next;
  }
  return reached[segments.length] === true;
}

/** `**` also matches no name at all: a position before it reaches the position after it. */
function skipAnyDepth(segments: readonly (Matcher | typeof ANY_DEPTH)[], reached: boolean[]): void {
  for (let j = 0; j < segments.length; j++) if (reached[j] && segments[j] === ANY_DEPTH) reached[j + 1] = true;
}

function matchesWhole(match: Matcher, anchored: boolean, names: readonly string[]): boolean {
  if (anchored) return match(names.join('/'));
  for (let i = Math.max(0, names.length - WHOLE_GLOB_STARTS); i < names.length; i++) if (match(names.slice(i).join('/'))) return true;
  return false;
}

/** Globs come from settings and are matched against every document the editor opens: compile each once. */
const compiledGlobs = new Map<string, CompiledGlob>();

/** A leading `./` (after the `/` of an anchored glob too) names the folder itself, as picomatch reads it. */
function compiledGlob(glob: string): CompiledGlob {
  const known = compiledGlobs.get(glob);
  if (known) return known;
  const bare = glob.replace(/^(?:\.\/)+/, '');
  const anchored = bare.startsWith('/');
  const body = anchored ? bare.slice(1).replace(/^(?:\.\/)+/, '') : bare;
  const segments = segmentsOf(body);
  const compiled: CompiledGlob = segments
    ? { anchored, segments: segmentMatchers(segments) }
    : { anchored, whole: picomatch(body, { dot: true, windows: false }) };
  compiledGlobs.set(glob, compiled);
  return compiled;
}

/**
 * Each segment's matcher. A final `**` may match no name at all (`a` then `**` matches `a`), except after
 * a segment that ends with `*` (`a*` then `**` needs a name below it), as picomatch reads the whole glob.
 */
function segmentMatchers(glob: readonly string[]): (Matcher | typeof ANY_DEPTH)[] {
  // `**/**` is one `**`.
  const parts = glob.filter((part, i) => part !== '**' || glob[i - 1] !== '**');
  const matchers = parts.map((part) => (part === '**' ? ANY_DEPTH : picomatch(part, { dot: true, windows: false })));
  const before = parts[parts.length - 2];
  if (parts[parts.length - 1] === '**' && before !== undefined && before !== '**' && before.endsWith('*') && !before.endsWith('\\*'))
    matchers.splice(parts.length - 1, 0, picomatch('*', { dot: true, windows: false }));
  return matchers;
}

/**
 * The glob's segments, split at the slashes outside brackets, braces and parentheses; undefined when a
 * segment cannot stand alone: a slash inside them, a leading `!` (negation), an empty segment, or a `**`
 * inside a name (picomatch lets a leading `**.json` cross folders).
 */
function segmentsOf(glob: string): string[] | undefined {
  if (glob.startsWith('!')) return undefined;
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '{' || char === '(') depth++;
    else if ((char === '}' || char === ')') && depth > 0) depth--;
    else if (char === '/') {
      if (depth > 0) return undefined;
      parts.push(glob.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(glob.slice(start));
  if (inClass || depth > 0 || parts.some((part) => part === '' || (part !== '**' && part.includes('**')))) return undefined;
  return parts;
}
