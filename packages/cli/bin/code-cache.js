// Where the command keeps V8's code cache of its bundle (bin/manifesto.js), and reading and writing it
// without ever failing: any error (no home directory, a read-only disk, a file another user owns) means
// "no cache".
'use strict';
/* global require, module -- CommonJS (bin/package.json) */
/* eslint-disable @typescript-eslint/no-require-imports */
const { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Script } = require('node:vm');

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

/**
 * A script bundle.mjs wrote, compiled with its code cache: what the script evaluates to (its function), and
 * `saveCache` to call once the run has compiled what it compiles lazily. V8's cache holds the functions the run
 * that wrote it had compiled, so a cache written by a check of manifests alone lacks the app check's (the
 * Block Kit checks of payloads in code, the join), which a run on code then compiles every time: a run that
 * reached code (`saveCache({ code: true })`) writes a cache of its own, kept under a `+code` name that later
 * runs read first. Otherwise a cache is written only when there was none or V8 rejected it. Undefined when
 * the file is not a bundle (tsc's output only).
 */
function compileBundle(file) {
  // bundle.mjs writes ASCII only: Latin-1 reads it as it is, without decoding UTF-8.
  const source = readFileSync(file, 'latin1');
  // bundle.mjs's first line names the bundle's content hash, which keys the cache.
  const header = /^\/\/ manifesto-bundle ([0-9a-f]{16,})\n/.exec(source.slice(0, 200));
  if (!header) return undefined;
  const off = process.env.MANIFESTO_CODE_CACHE === '0';
  const plain = off ? undefined : cacheFile(header[1]);
  const wide = off ? undefined : cacheFile(`${header[1]}+code`);
  const wideData = wide && readCache(wide);
  const cachedData = wideData ?? (plain && readCache(plain));
  const script = new Script(source, { filename: file, cachedData });
  const rejected = !cachedData || script.cachedDataRejected;
  // A `+code` cache V8 rejected (damaged, or another V8's) would be read first and rejected at every run: it goes.
  const readWide = wideData !== undefined && !script.cachedDataRejected;
  return {
    value: script.runInThisContext(),
    saveCache({ code = false } = {}) {
      if (plain === undefined || wide === undefined) return;
      if (code && !readWide) {
        writeCache(wide, () => script.createCachedData());
        // Later runs read the wider cache first; the narrower one would only take a place among those kept.
        removeCache(plain);
      } else if (rejected) {
        if (wideData !== undefined) removeCache(wide);
        writeCache(plain, () => script.createCachedData());
      }
    },
  };
}

function removeCache(file) {
  try {
    rmSync(file, { force: true });
  } catch {
    // Left for writeCache's clean-up of old caches.
  }
}

module.exports = { cacheFile, compileBundle, readCache, writeCache };
