/** The Python reader of manifesto-code: a Bolt for Python file's facts, before linking (`read.ts`). */
export { readPython } from './read.js';
export { pythonModuleCandidates } from './modules.js';
