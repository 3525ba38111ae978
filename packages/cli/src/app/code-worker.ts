/**
 * What a worker thread of the command's code reading runs (bin/code-worker.js; src/app/code-workers.ts starts
 * it): bundle.mjs bundles this module with the code package and the core into dist/code-worker.js.
 */
export { readCodeShare } from 'manifesto-code';
