import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativePath } from '../src/discover/relative-path.js';

/** The walk's relative paths (`src/discover/relative-path.ts`): whatever the pair, what `path.relative` gives. */
describe('relativePath', () => {
  const s = sep;
  const bases = [`${s}app`, `${s}app${s}src`, `${s}`, `${s}app${s}`, `${s}ap`, `${s}app${s}.`, `${s}app${s}..${s}app`, `${s}app${s}${s}src`];
  const rests = ['a.js', `src${s}a.js`, `.hidden${s}a.js`, `..${s}b.js`, `.${s}a.js`, `a${s}${s}b.js`, `a${s}`, '', `..`, `x${s}..${s}y`, '...js'];
  it.each(bases)('agrees with path.relative from %s', (base) => {
    for (const rest of rests) {
      for (const path of [`${base}${s}${rest}`, `${base}${rest}`, `${s}app${s}${rest}`, `${s}other${s}${rest}`]) {
        expect([path, relativePath(base, path)]).toEqual([path, relative(base, path)]);
      }
    }
  });
});
