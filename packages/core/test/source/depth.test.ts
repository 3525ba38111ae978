import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parseSource } from 'manifesto-core/language';
import { jsonDepth, yamlDepth } from '../../src/source/depth.js';
import { CORPUS } from '../corpus-path.js';

/** Depth of a plain value: scalars 0, each mapping or list one more than its deepest child. */
function valueDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(valueDepth));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(valueDepth));
  return 0;
}

const corpusFiles = ['real', 'official'].flatMap((dir) =>
  readdirSync(join(CORPUS, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(json|ya?ml)$/.test(name))
    .map((name) => join(CORPUS, dir, name)),
);

describe('the depth scans that run before parsing', () => {
  it('JSON: exact on every corpus file; YAML: never below the parsed depth and at most a few levels above', () => {
    expect(corpusFiles.length).toBeGreaterThan(100);
    for (const path of corpusFiles) {
      const text = readFileSync(path, 'utf8');
      const format = path.endsWith('.json') ? 'json' : 'yaml';
      const document = parseSource(text, format);
      if (document.fatal) continue;
      const depth = valueDepth(document.value);
      const scanned = format === 'json' ? jsonDepth(text, 1000).depth : yamlDepth(text, 1000).depth;
      if (format === 'json') expect(scanned, path).toBe(depth);
      else {
        expect(scanned, path).toBeGreaterThanOrEqual(depth);
        expect(scanned, path).toBeLessThanOrEqual(depth + 4);
      }
    }
  });

  it('YAML: an upper bound for any JSON value written as block or flow YAML', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.constantFrom('block', 'flow', 'any' as const), (value, collectionStyle) => {
        const text = stringify(value, { collectionStyle });
        const parsed = parseSource(text, 'yaml', { maxDepth: 1000 });
        if (parsed.fatal) return;
        expect(yamlDepth(text, 1000).depth).toBeGreaterThanOrEqual(valueDepth(parsed.value));
        expect(jsonDepth(JSON.stringify(value), 1000).depth).toBe(valueDepth(value));
      }),
      { numRuns: 300 },
    );
  });

  it('YAML: brackets inside plain text, quotes, comments and block scalars do not count', () => {
    const text = 'a: see [1\nb: "[[[["\nc: x # [[[[\nd: |\n  [[[[[[\n  {{{{{{\ne: [1, [2, "]"]]\n';
    expect(yamlDepth(text, 1).depth).toBe(3);
  });
});
