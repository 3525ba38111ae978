/** The Python reader of manifesto-code: Bolt for Python apps' facts, per file (`read.ts`). */
export { readPython, type ImportedId, type PythonFacts } from './read.js';
export type { ImportedName, Resolved } from './values.js';
