/**
 * manifesto-core/app: the app as a whole. The code package gives each source file's facts (`facts.ts`);
 * the join with the manifest and the payloads lives beside them.
 */
export type { CallFact, CodeFacts, CodeLanguage, DeclaredIdFact, IdMatch, ListenerFact, ListenerKind, OpenFact } from './facts.js';
