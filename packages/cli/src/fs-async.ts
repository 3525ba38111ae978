import { close, fstat, lstat, open, readdir, readFile, readlink, stat } from 'node:fs';
import { promisify } from 'node:util';

// Promise forms of node:fs's callback functions, for the few the command awaits. node:fs/promises would
// load modules at start-up (file handles, readline, web streams) that nothing else needs (PERFORMANCE.md).

export const statAsync = promisify(stat);
export const lstatAsync = promisify(lstat);
export const readlinkAsync = promisify(readlink);
export const openAsync = promisify(open);
export const fstatAsync = promisify(fstat);
export const closeAsync = promisify(close);
export const readdirAsync = promisify(readdir);
export const readFileAsync = promisify(readFile);
