#!/usr/bin/env node
// Runs the bundled command (dist/bin.js, written by bundle.mjs) as a script with a V8 code cache: compiling
// the 1.4 MB bundle took about a quarter of a one-file check's time, and Node 20 has no compile cache of
// its own (module.enableCompileCache is 22+). The cache is an optimisation only: when it is missing,
// rejected or cannot be written, the command runs as before. Without the bundle (tsc's output only), the
// unbundled modules are imported.
'use strict';
/* global require, __dirname -- CommonJS (bin/package.json): a CommonJS entry point starts faster than a module */
/* eslint-disable @typescript-eslint/no-require-imports */
const { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { Script } = require('node:vm');

// Where the command keeps V8's code cache of its bundle, and reading and writing it without ever failing:
// any error (no home directory, a read-only disk, a file another user owns) means "no cache". In this
// file, not a module of its own: requiring a second file is one more read and compile at every start.

/** How many caches a folder keeps (one per bundle and Node version): the most recently written. */
const KEEP = 4;

/** The per-user cache folder, or undefined when there is none we can trust. */
function cacheFolder() {
  const env = process.env;
  if (env.XDG_CACHE_HOME?.startsWith('/')) return join(env.XDG_CACHE_HOME, 'manifesto');
  if (process.platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'manifesto', 'cache');
  if (env.HOME) return join(env.HOME, process.platform === 'darwin' ? 'Library/Caches' : '.cache', 'manifesto');
  // A shared temporary folder: only a folder of our own that nobody else can write into (a planted cache
  // would be code we run).
  if (typeof process.getuid !== 'function') return undefined;
  return join(require('node:os').tmpdir(), `manifesto-${process.getuid()}`);
}

/** The cache file of one bundle under this Node (V8 rejects a cache from another version or other flags). */
function cacheFile(bundleHash) {
  try {
    const folder = cacheFolder();
    return folder && join(folder, `cli-${bundleHash}-${process.version}-${process.arch}.v8cache`);
  } catch {
    return undefined;
  }
}

/** Whether only this user can write the file (no check where there are no POSIX owners). */
function ownedByUs(stats) {
  return typeof process.getuid !== 'function' || (stats.uid === process.getuid() && (stats.mode & 0o022) === 0);
}

/** The cached data, or undefined when there is none or it is not ours alone. */
function readCache(file) {
  let fd;
  try {
    fd = openSync(file, 'r');
    if (!ownedByUs(fstatSync(fd))) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes the cache (atomically: concurrent runs each rename a whole file) and removes stale ones. */
function writeCache(file, produce) {
  try {
    const folder = join(file, '..');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (!ownedByUs(statSync(folder))) return;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, produce(), { mode: 0o600 });
    renameSync(temporary, file);
    // Older versions' caches (and files of writes that died before their rename) go.
    const caches = readdirSync(folder)
      .filter((name) => name.startsWith('cli-'))
      .map((name) => ({ path: join(folder, name), time: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { path } of caches.slice(KEEP)) rmSync(path, { force: true });
  } catch {
    // No cache this time; the next run tries again.
  }
}

// ---- The command.

const filename = join(__dirname, '../dist/bin.js');
// Written at exit, after a check or a diff: the cache then holds the functions such a run compiles
// lazily too (parsers, schema code), which `--version` or `--help` never reach.
const checks = process.argv[2] === 'check' || process.argv[2] === 'diff';

/** A bundle's function compiled with its code cache, or undefined when the file is not a bundle (tsc's output only). */
function compiled(file) {
  // bundle.mjs writes ASCII only (see there): Latin-1 reads it as it is, without decoding UTF-8.
  const source = readFileSync(file, 'latin1');
  // bundle.mjs's first line names the bundle's content hash, which keys the cache.
  const header = /^\/\/ manifesto-bundle ([0-9a-f]{16,})\n/.exec(source.slice(0, 200));
  if (!header) return undefined;
  const cache = process.env.MANIFESTO_CODE_CACHE === '0' ? undefined : cacheFile(header[1]);
  const cachedData = cache && readCache(cache);
  const script = new Script(source, { filename: file, cachedData });
  if (cache && checks && (!cachedData || script.cachedDataRejected)) {
    process.on('exit', () => writeCache(cache, () => script.createCachedData()));
  }
  return script.runInThisContext();
}

/** What the bundle reads as `import.meta.url`, made when asked. */
function urlOf(file) {
  return {
    get url() {
      return pathToFileURL(file).href;
    },
  };
}

const command = compiled(filename);
if (command) {
  // The bundle is one function of `require` and of what gives `import.meta.url`; `code` compiles dist/code.js
  // (the app check and its parsers) at the first run that finds code, handing it the bundle's core.
  let code;
  command(require, {
    ...urlOf(filename),
    code(modules) {
      const file = join(__dirname, '../dist/code.js');
      const shared = (name) => (Object.hasOwn(modules, name) ? modules[name] : require(name));
      shared.resolve = require.resolve;
      code ??= compiled(file)(shared, urlOf(file));
      return code;
    },
  });
} else {
  import('../dist/bin.js');
}
