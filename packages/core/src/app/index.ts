/**
 * manifesto-core/app: the app as a whole. The code package gives each source file's facts (`facts.ts`);
 * the join with the manifest and the payloads lives beside them (`check-app.ts`).
 */
export type { CallFact, CodeFacts, CodeLanguage, DeclaredIdFact, IdMatch, InstallScopesFact, ListenerFact, ListenerKind, OpenFact } from './facts.js';
export { checkApp, type AppInput, type AppOptions, type AppResult, type AppText } from './check-app.js';
export type { AppSummary } from './summary.js';
export { APP_RULES, type EventFixData, type ScopeFixData } from './rules.js';
export { codeTooDeepProblems } from './too-deep.js';
