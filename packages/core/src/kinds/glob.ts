import picomatch from 'picomatch';

/**
 * Glob matching for the kinds' file names and the configured globs, on forward-slash paths, with
 * picomatch: `**`, `*`, `?`, `{a,b}`, classes. `windows: false` keeps it from asking the platform, so
 * the core stays pure and matches alike everywhere (paths are turned to forward slashes first).
 * Dot files match like any other name, as a user listing `**\/*.blocks.json` expects.
 */
type Matcher = (path: string) => boolean;

/**
 * True when the glob matches the path or any trailing part of it, so that a workspace-relative glob
 * such as `blocks/*.json` matches an absolute path without knowing the workspace root.
 */
export function matchesGlob(path: string, glob: string): boolean {
  const match = compiledGlob(glob);
  const parts = path.replace(/\\/g, '/').split('/');
  for (let i = 0; i < parts.length; i++) if (match(parts.slice(i).join('/'))) return true;
  return false;
}

/** Globs come from settings and are matched against every document the editor opens: compile each once. */
const compiledGlobs = new Map<string, Matcher>();

function compiledGlob(glob: string): Matcher {
  const known = compiledGlobs.get(glob);
  if (known) return known;
  const compiled: Matcher = picomatch(glob.replace(/^\.\//, ''), { dot: true, windows: false });
  compiledGlobs.set(glob, compiled);
  return compiled;
}
