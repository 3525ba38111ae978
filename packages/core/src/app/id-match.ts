import type { IdMatch } from './facts.js';

/**
 * Whether a listener's id can match a known name. A pattern that does not compile here (a Python pattern
 * JavaScript does not read) matches everything: what cannot be known is never an error.
 */
export function mayMatch(id: IdMatch | undefined, name: string): boolean {
  if (id === undefined || id.kind === 'computed') return true;
  if (id.kind === 'exact') return id.value === name;
  const pattern = compile(id.source, id.flags);
  if (pattern === undefined) return true;
  pattern.lastIndex = 0;
  return pattern.test(name);
}

/** True for a listener that waits for one known name. */
export function isExact(id: IdMatch | undefined): id is { kind: 'exact'; value: string } {
  return id?.kind === 'exact' && typeof id.value === 'string';
}

const compiled = new Map<string, RegExp | undefined>();

function compile(source: unknown, flags: unknown): RegExp | undefined {
  if (typeof source !== 'string') return undefined;
  // Only the flags that change what matches; `g` and `y` would make `test` stateful.
  const clean = typeof flags === 'string' ? [...new Set(flags.replace(/[^imsu]/g, ''))].join('') : '';
  const key = `${clean}/${source}`;
  if (compiled.has(key)) return compiled.get(key);
  let pattern: RegExp | undefined;
  try {
    pattern = new RegExp(source, clean);
  } catch {
    pattern = undefined;
  }
  compiled.set(key, pattern);
  return pattern;
}
