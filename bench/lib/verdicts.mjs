// Both tools' verdicts on one file: ours from the text, the official schema's through ajv on the
// parsed value (ajv cannot read text, so a file that does not parse has no official verdict).
import { core } from './core.mjs';
import { parseText } from './parse.mjs';
import { officialErrors } from './official.mjs';

/** ajv's error moved onto the key it is about, so it compares with our pointers. */
export function ajvPointer(error) {
  if (error.keyword === 'required') return `${error.instancePath}/${error.params.missingProperty}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}/${error.params.additionalProperty}`;
  return error.instancePath;
}

/** Combinator errors only say that a branch failed; the leaf errors carry the mistakes. */
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'not', 'if']);

export function verdicts(text, format, official) {
  const ours = core.validateManifestText(text, { format });
  const errors = ours.problems.filter((p) => p.severity === 'error');
  const parsed = parseText(text, format);
  const ajv = parsed.error ? null : officialErrors(official, parsed.value);
  return {
    ours: {
      rejects: errors.length > 0,
      errors: errors.length,
      warnings: ours.problems.length - errors.length,
      findings: errors.map((p) => ({ rule: p.rule, pointer: p.pointer, line: p.range.start.line + 1 })),
    },
    official: ajv
      ? {
          rejects: ajv.length > 0,
          errors: ajv.length,
          findings: ajv.filter((e) => !COMBINATORS.has(e.keyword)).map((e) => ({ keyword: e.keyword, pointer: ajvPointer(e), params: e.params })),
        }
      : { rejects: null, errors: null, parseError: parsed.error, findings: [] },
  };
}
