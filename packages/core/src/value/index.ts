/**
 * manifesto-core/value: Block Kit written in code, where parts are computed at run time. A payload is
 * given as a value with holes (`Hole`, `openObject`) and checked as a block file would be, reporting only
 * what holds whatever the holes are.
 */
export { Hole, OPEN, openObject, isHole, type HoleKind } from './hole.js';
export { checkPayloadValue, type PayloadForm } from './check.js';
export { payloadFixes } from './fixes.js';
export { payloadFactsAt, payloadValuesAt } from './facts.js';
