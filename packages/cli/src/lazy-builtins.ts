import { createRequire } from 'node:module';

// Node built-ins that few runs need, loaded on first use instead of at start-up (an `import` is loaded
// before anything runs): node:crypto (SARIF fingerprints) and node:child_process (git, for `diff --base`)
// are the largest built-ins a plain check never uses (PERFORMANCE.md).
let requireHere: NodeRequire | undefined;
const load = (id: string): unknown => (requireHere ??= createRequire(import.meta.url))(id);

export const nodeCrypto = (): typeof import('node:crypto') => load('node:crypto') as typeof import('node:crypto');
export const nodeChildProcess = (): typeof import('node:child_process') => load('node:child_process') as typeof import('node:child_process');
