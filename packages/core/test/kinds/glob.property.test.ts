import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, test } from 'vitest';
import { findConfig, kindFromName } from 'manifesto-core';
import { matchesGlob } from '../../src/kinds/glob.js';
import { MAX_PATH_LENGTH } from '../../src/paths.js';

/**
 * What a glob means, with picomatch as the judge of each part: the glob matches the path's names or any
 * trailing part of them, and a glob that starts with \`/\` matches from the root only (the root of an
 * absolute path is no name: picomatch on the whole path read it as an empty one, so \`*\/a\` matched \`/a\`).
 * The matcher before this one tried picomatch on every trailing part, quadratic in the path's names.
 */
function reference(path: string, glob: string): boolean {
  const bare = glob.replace(/^(?:\.\/)+/, '');
  const names = path.split('/').filter((name) => name !== '');
  if (bare.startsWith('/')) {
    return path.startsWith('/') && picomatch(bare.slice(1), { dot: true, windows: false })(names.join('/'));
  }
  const match = picomatch(bare, { dot: true, windows: false });
  for (let i = 0; i < names.length; i++) if (match(names.slice(i).join('/'))) return true;
  return false;
}

const name = fc.constantFrom('a', 'b', 'ab', 'x.json', 'a.blocks.json', '.x', '..x', 'blocks', 'a b');
const path = fc.tuple(fc.boolean(), fc.array(name, { minLength: 1, maxLength: 6 })).map(([absolute, names]) => (absolute ? '/' : '') + names.join('/'));
const segment = fc.constantFrom(
  'a',
  'b',
  '*',
  '**',
  '*.json',
  'a*',
  '?',
  '{a,b}',
  '[ab]',
  '.x',
  '@(a|b)',
  '{x,a}.json',
  'blocks',
  '*.blocks.json',
  '..',
  '.',
  '**.json',
);
const glob = fc.oneof(
  fc.tuple(fc.constantFrom('', '/', './'), fc.array(segment, { minLength: 1, maxLength: 4 })).map(([prefix, segments]) => prefix + segments.join('/')),
  // Globs matched whole: a slash inside braces, a negation, an empty segment.
  fc.constantFrom('{a/b,x.json}', '**/{blocks/*,b}.json', '!a', '!**/*.json', 'a//b', 'blocks/'),
);

describe('configured globs, name by name', () => {
  test('match as picomatch on every trailing part of the path does', () => {
    fc.assert(
      fc.property(path, glob, (file, pattern) => {
        expect(matchesGlob(file, pattern)).toBe(reference(file, pattern));
      }),
      { numRuns: 5000 },
    );
  });

  test('a path of 16,000 names (32,000 characters) is matched by each kind of glob', () => {
    const deep = '/x'.repeat(15_998) + '/ui/a.blocks.json';
    expect(deep.length).toBeLessThanOrEqual(MAX_PATH_LENGTH);
    const answers = ['**/*.blocks.json', 'ui/*.json', 'x/**/ui/*.json', '**/x/**/y/*.json', 'blocks/*.json', '/x/x/**/a.*.json', '{ui/a,b}.blocks.json'].map(
      (pattern) => [pattern, matchesGlob(deep, pattern)],
    );
    expect(answers).toEqual([
      ['**/*.blocks.json', true],
      ['ui/*.json', true],
      ['x/**/ui/*.json', true],
      ['**/x/**/y/*.json', false],
      ['blocks/*.json', false],
      ['/x/x/**/a.*.json', true],
      ['{ui/a,b}.blocks.json', true],
    ]);
  });

  test('no configured glob claims a path longer than the longest path; its own name still tells a manifest', () => {
    const long = '/x'.repeat(MAX_PATH_LENGTH / 2) + '/ui/a.json';
    expect(long.length).toBeGreaterThan(MAX_PATH_LENGTH);
    expect(kindFromName(long, { blocks: ['**/ui/*.json'] })).toBeUndefined();
    expect(kindFromName(long.replace(/a\.json$/, 'manifest.json'), { blocks: ['**/*.json'] })).toBe('manifest');
    expect(kindFromName('/x/ui/a.json', { blocks: ['**/ui/*.json'] })).toBe('blocks');
  });
});

describe('the configuration lookup on long paths', () => {
  test('a run of 30,000 trailing slashes is one folder', () => {
    const read: string[] = [];
    const result = findConfig('/project' + '/'.repeat(30_000), (file) => {
      read.push(file);
      return file === '/project/.manifestorc.json' ? '{"rules": {"required": "warning"}}' : undefined;
    });
    expect([result.path, result.errors, read]).toEqual(['/project/.manifestorc.json', [], ['/project/.manifestorc.json']]);
  });

  test('a path of 100,000 slashes is refused with a configuration error, and nothing is read', () => {
    const read: string[] = [];
    const result = findConfig('/a' + '/'.repeat(100_000) + 'b', (file) => {
      read.push(file);
      return undefined;
    });
    expect(read).toEqual([]);
    expect(result.path).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain('32,767');
  });

  test('a folder 16,000 levels deep is looked up in its nearest 64 folders', () => {
    const read: string[] = [];
    findConfig('/d'.repeat(16_000), (file) => {
      read.push(file);
      return undefined;
    });
    expect(read).toHaveLength(128);
    expect(read[0]).toBe('/d'.repeat(16_000) + '/.manifestorc.json');
    expect(read[127]).toBe('/d'.repeat(15_937) + '/package.json');
  });
});
