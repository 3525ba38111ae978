import { Errors } from 'typebox/schema';
import type { Problem } from '../problem.js';
import { withMaxErrors, type SchemaError } from '../schema/compiled.js';
import type { ManifestVersion } from './rules/rule.js';
import { manifestSchemaProblems, MAX_SCHEMA_ERRORS, wholeSchema, type ManifestValidator } from './validator.js';

/**
 * The plain answer: the whole schema of the version, TypeBox's own interpreted `Errors`, and the shared
 * converter. No grouping, pruning, copy of the schema or memo. It is the oracle the fast validator is
 * held to, not the checks' path: a hostile list (thousands of repeated items) is slow here.
 */
export const referenceValidator: ManifestValidator = {
  problems(value: Record<string, unknown>, version: ManifestVersion): Problem[] {
    const { schema } = wholeSchema(version);
    const errors = withMaxErrors(MAX_SCHEMA_ERRORS, () => Errors(schema, value)[1] as SchemaError[]);
    return errors.length === 0 ? [] : manifestSchemaProblems(errors, value, version);
  },
};
