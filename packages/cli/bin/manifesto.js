#!/usr/bin/env node
// Runs the bundled command (dist/bin.js, written by bundle.mjs) as a script with a V8 code cache: compiling
// the 1.4 MB bundle took about a quarter of a one-file check's time, and Node 20 has no compile cache of
// its own (module.enableCompileCache is 22+). The cache is an optimisation only: when it is missing,
// rejected or cannot be written, the command runs as before. Without the bundle (tsc's output only), the
// unbundled modules are imported.
'use strict';
/* global require, __dirname -- CommonJS (bin/package.json): a CommonJS entry point starts faster than a module */
/* eslint-disable @typescript-eslint/no-require-imports */
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { compileBundle } = require('./code-cache.js');

const filename = join(__dirname, '../dist/bin.js');
// Written at exit, after a check or a diff: the cache then holds the functions such a run compiles
// lazily too (parsers, schema code), which `--version` or `--help` never reach.
const checks = process.argv[2] === 'check' || process.argv[2] === 'diff';

// Whether this run found code: the command's cache is then written again once, with the app check's functions.
let reachedCode = false;

/** A bundle's function compiled with its code cache, or undefined when the file is not a bundle (tsc's output only). */
function compiled(file) {
  const bundle = compileBundle(file);
  if (bundle && checks) process.on('exit', () => bundle.saveCache({ code: reachedCode && file === filename }));
  return bundle?.value;
}

const command = compiled(filename);
if (command) {
  // The bundle is one function of `require` and of an object with its `import.meta.url`; `code` compiles dist/code.js
  // (the app check and its parsers) at the first run that finds code, handing it the bundle's core.
  let code;
  command(require, {
    url: pathToFileURL(filename).href,
    code(modules) {
      reachedCode = true;
      const file = join(__dirname, '../dist/code.js');
      const shared = (name) => (Object.hasOwn(modules, name) ? modules[name] : require(name));
      shared.resolve = require.resolve;
      code ??= compiled(file)(shared, { url: pathToFileURL(file).href });
      return code;
    },
  });
} else {
  import('../dist/bin.js');
}
