/**
 * `manifesto-core/language`: what editors and tools need beyond problems, so that no client walks
 * schemas or re-derives the core's knowledge: the schema at a place, the values and references that fit,
 * where a reference leads, quick fixes as document edits, and the parsed document's positions.
 */
export {
  schemaFactsAt,
  placeholderAt,
  valuesAt,
  listSeparatorAt,
  templatesAt,
  definitionAt,
  type SchemaFacts,
  type PropertyFacts,
  type SchemaLimits,
} from './facts.js';
export { fixesFor, fixesFromElsewhere, proposesFixes } from './fixes.js';
export { fixImproves } from './fix-verdict.js';
export { catalogueHoverAt, scopeInfo, eventInfo } from './catalogue.js';
export { embeddedAt, embeddedStringAt, type EmbeddedAt, type EmbeddedString } from './embedded.js';
export { outlineOf } from './outline.js';
export type { Fix, FixEdit } from '../rules/fix.js';
export type { ValueSuggestion, TemplateSuggestion, DefinitionTarget, LanguageContext, OutlineItem, OutlineSymbol } from '../kinds/kind.js';
export { templateAt, detectFormat, parseSource, valueAt, lastSegment, parentPointer, fieldName, isRecord } from '../api/utilities.js';
export { LineIndex } from '../source/line-index.js';
export { compileSchemasAtFirstUse } from '../schema/compile-policy.js';
