// A worker thread of the command's code reading (src/app/code-workers.ts): reads the one share of a large
// app's JavaScript and TypeScript files it is sent (manifesto-code's `readCodeShare`) and answers with its
// readings. It runs dist/code-worker.js (written by bundle.mjs: the code package with the core, one script)
// compiled with a V8 code cache as bin/manifesto.js runs the command's bundle; without the bundle (tsc's
// output only) it imports the unbundled module.
'use strict';
/* global require, __dirname -- CommonJS (bin/package.json) */
/* eslint-disable @typescript-eslint/no-require-imports */
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { parentPort, workerData } = require('node:worker_threads');
const { compileBundle } = require('./code-cache.js');

const file = join(__dirname, '../dist/code-worker.js');
// tsc's output has no dist/code-worker.js (its module is dist/app/code-worker.js).
const bundle = existsSync(file) ? compileBundle(file) : undefined;
const reader = bundle ? Promise.resolve(bundle.value(require, { url: pathToFileURL(file).href })) : import('../dist/app/code-worker.js');

parentPort.once('message', async (share) => {
  const { readCodeShare } = await reader;
  // Each file's reading is posted as soon as it is read; the last message, a list, ends the answer.
  const readings = await readCodeShare(share, (reading) => parentPort.postMessage({ reading }));
  // One worker writes the cache (when there was none), after its share compiled the functions a reading needs.
  if (workerData?.saveCache) bundle?.saveCache();
  parentPort.postMessage(readings);
});
