import { close, fstat, lstat, open, readdir, readFile, readlink, stat } from 'node:fs';
import { promisify } from 'node:util';

// Promise forms of node:fs's callback functions, for the few the command awaits. node:fs/promises would
// load modules at start-up (file handles, readline, web streams) that nothing else needs (PERFORMANCE.md).
// Each is made at its first call: a one-file check awaits none of them.

/** `make()`'s function, made at the first call. */
function atFirstCall<F extends (...args: never[]) => unknown>(make: () => F): F {
  let made: F | undefined;
  return ((...args: Parameters<F>) => (made ??= make())(...args)) as F;
}

export const statAsync = atFirstCall(() => promisify(stat));
export const lstatAsync = atFirstCall(() => promisify(lstat));
export const readlinkAsync = atFirstCall(() => promisify(readlink));
export const openAsync = atFirstCall(() => promisify(open));
export const fstatAsync = atFirstCall(() => promisify(fstat));
export const closeAsync = atFirstCall(() => promisify(close));
export const readdirAsync = atFirstCall(() => promisify(readdir));
export const readFileAsync = atFirstCall(() => promisify(readFile));
