import { createRequire } from 'node:module';

// Node built-ins that few runs need, loaded on first use instead of at start-up (an `import` is loaded
// before anything runs): node:crypto (SARIF fingerprints) and node:child_process (git, for `diff --base`)
// are the largest built-ins a plain check never uses (PERFORMANCE.md); node:worker_threads (about 2 ms)
// and node:os only an app with 2 M characters of code needs (app/code-workers.ts).
let requireHere: NodeRequire | undefined;
const load = (id: string): unknown => (requireHere ??= createRequire(import.meta.url))(id);

export const nodeCrypto = (): typeof import('node:crypto') => load('node:crypto') as typeof import('node:crypto');
export const nodeChildProcess = (): typeof import('node:child_process') => load('node:child_process') as typeof import('node:child_process');
export const nodeWorkerThreads = (): typeof import('node:worker_threads') => load('node:worker_threads') as typeof import('node:worker_threads');
export const nodeOs = (): typeof import('node:os') => load('node:os') as typeof import('node:os');
