/**
 * `manifesto-code/editing`: an editor's work on the payloads a reading found (`CodeFileResult.literals`):
 * the part under the cursor, a problem's quick fixes as text edits in the source's syntax. No parser is
 * loaded by this entry; the readings come from `checkCodeFiles`.
 */
export { problemFixes, literalFixes, memberSource, type LiteralEdit, type LiteralFix } from './edit/fixes.js';
export { partAt, partOf, writtenParts, type WrittenPart } from './parts.js';
export type { PayloadLiteral, Place } from './payload.js';
