#!/usr/bin/env node
// Runs the bundled command (dist/bin.js, written by bundle.mjs) as a script with a V8 code cache: compiling
// the 1.4 MB bundle took about a quarter of a one-file check's time, and Node 20 has no compile cache of
// its own (module.enableCompileCache is 22+). The cache is an optimisation only: when it is missing,
// rejected or cannot be written, the command runs as before. Without the bundle (tsc's output only), the
// unbundled modules are imported.
'use strict';
/* global require, __dirname -- CommonJS (bin/package.json): a CommonJS entry point starts faster than a module */
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { Script } = require('node:vm');
const { cacheFile, readCache, writeCache } = require('./code-cache.js');

const filename = join(__dirname, '../dist/bin.js');
// bundle.mjs writes ASCII only (see there): Latin-1 reads it as it is, without decoding UTF-8.
const source = readFileSync(filename, 'latin1');
// bundle.mjs's first line names the bundle's content hash, which keys the cache.
const header = /^\/\/ manifesto-bundle ([0-9a-f]{16,})\n/.exec(source.slice(0, 200));

if (header) {
  const cache = process.env.MANIFESTO_CODE_CACHE === '0' ? undefined : cacheFile(header[1]);
  const cachedData = cache && readCache(cache);
  const script = new Script(source, { filename, cachedData });
  // Written at exit, after a check or a diff: the cache then holds the functions such a run compiles
  // lazily too (parsers, schema code), which `--version` or `--help` never reach.
  const checks = process.argv[2] === 'check' || process.argv[2] === 'diff';
  if (cache && checks && (!cachedData || script.cachedDataRejected)) {
    process.on('exit', () => writeCache(cache, () => script.createCachedData()));
  }
  // The bundle is one function of `require` and what was `import.meta.url`.
  script.runInThisContext()(require, pathToFileURL(filename).href);
} else {
  import('../dist/bin.js');
}
