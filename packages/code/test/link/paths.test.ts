import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKey, relativeTo } from '../../src/link/paths.js';

/**
 * The linker's spelling of file names (`link/paths.ts`): a name already in it is kept as it is, any other is
 * normalised; a name below a folder is the rest of it. Both agree with `posix.normalize` and `posix.relative`.
 */
const NAMES = [
  '/app/src/a.js',
  'src/a.js',
  'a.js',
  '',
  '.',
  '..',
  '/',
  '/app/',
  '/app//src/a.js',
  '/app/./a.js',
  '/app/src/../a.js',
  './a.js',
  '../a.js',
  'C:\\app\\a.js',
  '\\\\server\\share\\a.js',
  '/app/.hidden/a.js',
  '/app/..data/a.js',
  '/app/a..js',
  '/app/src/',
  '/app.js',
  '/appendix/a.js',
];

const plainKey = (name: string) => posix.normalize(name.replace(/\\/g, '/'));

describe('file names as the linker spells them', () => {
  it('gives what posix.normalize gives', () => {
    expect(NAMES.map(fileKey)).toEqual(NAMES.map(plainKey));
  });

  it('gives a name below a folder relative to it, and any other as its key', () => {
    for (const folder of ['/app', '/app/', '/app/src', '/', '.', 'src', '/app/./src', '/ap']) {
      for (const name of NAMES) {
        const relative = posix.relative(plainKey(folder), plainKey(name));
        const expected = relative.startsWith('..') || posix.isAbsolute(relative) ? plainKey(name) : relative;
        expect([folder, name, relativeTo(folder, name)]).toEqual([folder, name, expected]);
      }
    }
  });
});
