import type { TSchema } from 'typebox';
import type { Problem } from '../problem.js';
import type { SchemaError } from '../schema/compiled.js';
import { schemaProblems } from '../schema/errors.js';
import type { CheckMemo } from '../schema/fast/check-memo.js';
import { KeyIndex } from '../schema/key-index.js';
import type { ManifestVersion } from './rules/rule.js';
import { manifestSchema } from './schema/manifest.js';

/**
 * The one door to a manifest's schema problems. `reference-validator.ts` is the plain answer (the whole
 * schema and TypeBox's own errors), kept as the oracle; `schema/fast/manifest-validator.ts` gives the
 * same answers faster. Property tests hold the two to the same problems.
 */
export interface ManifestValidator {
  /**
   * The schema's problems with `value` (a mapping) read as a manifest of `version`, none when it is
   * valid. `memo`: the editor session's (see `schema/fast/check-memo.ts`), when there is one.
   */
  problems(value: Record<string, unknown>, version: ManifestVersion, memo?: CheckMemo): Problem[];
}

/** Schema errors are collected exhaustively, but bounded so a hostile file cannot exhaust memory. */
export const MAX_SCHEMA_ERRORS = 2000;

const whole = new Map<ManifestVersion, { schema: TSchema; keys: KeyIndex }>();

/** A version's whole schema and its key index, built for the first manifest that needs them (a valid one does not). */
export function wholeSchema(version: ManifestVersion): { schema: TSchema; keys: KeyIndex } {
  let entry = whole.get(version);
  if (!entry) {
    const schema = manifestSchema(version);
    entry = { schema, keys: new KeyIndex(schema) };
    whole.set(version, entry);
  }
  return entry;
}

/** Schema errors (paths from the manifest root) as problems: one per mistake, with "belongs under" and did-you-mean. */
export function manifestSchemaProblems(errors: readonly SchemaError[], value: Record<string, unknown>, version: ManifestVersion): Problem[] {
  const { schema, keys } = wholeSchema(version);
  return schemaProblems(errors as SchemaError[], { schema, value, keys, rootName: 'the manifest' });
}
