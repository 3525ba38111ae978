/**
 * A value built on its first use and kept: `const SCHEMA = lazy(() => Closed({…}))`, read as `SCHEMA()`.
 * Block Kit and method-argument schemas (and the catalogue's tables) are written this way so that
 * loading the core builds none of them: a manifest check never uses most of them. Every call returns the same value, so schemas stay
 * shared as before.
 */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
