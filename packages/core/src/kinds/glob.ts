/** Minimal glob matching for file-kind settings: `**`, `*`, `?` and `{a,b}`, on forward-slash paths. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        const slash = glob[i + 2] === '/';
        out += slash ? '(?:.*/)?' : '.*';
        i += slash ? 2 : 1;
      } else out += '[^/]*';
    } else if (ch === '?') out += '[^/]';
    else if (ch === '{') {
      const close = glob.indexOf('}', i);
      if (close < 0) out += '\\{';
      else {
        out += `(?:${glob
          .slice(i + 1, close)
          .split(',')
          .map(escape)
          .join('|')})`;
        i = close;
      }
    } else out += escape(ch);
  }
  return new RegExp(`^${out}$`);
}

/**
 * True when the glob matches the path or any trailing part of it, so that a workspace-relative glob
 * such as `blocks/*.json` matches an absolute path without knowing the workspace root.
 */
export function matchesGlob(path: string, glob: string): boolean {
  const regex = compiledGlob(glob);
  const parts = path.replace(/\\/g, '/').split('/');
  for (let i = 0; i < parts.length; i++) if (regex.test(parts.slice(i).join('/'))) return true;
  return false;
}

/** Globs come from settings and are matched against every document the editor opens: compile each once. */
const compiledGlobs = new Map<string, RegExp>();

function compiledGlob(glob: string): RegExp {
  let regex = compiledGlobs.get(glob);
  if (!regex) {
    regex = globToRegExp(glob.replace(/^\.\//, ''));
    compiledGlobs.set(glob, regex);
  }
  return regex;
}

function escape(text: string): string {
  return text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
