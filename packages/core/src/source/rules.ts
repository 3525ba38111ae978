import { defineRule, type Rule } from '../rules/define.js';

/** Rules of the text layer, shared by every kind, and the two that belong to no check. */
export const syntaxRule = defineRule({ id: 'syntax', defaultSeverity: 'error', description: 'The YAML or JSON text cannot be parsed.' });
export const duplicateKeyRule = defineRule({ id: 'duplicate-key', defaultSeverity: 'error', description: 'A key appears twice in the same mapping.' });
export const yamlAliasLimitRule = defineRule({
  id: 'yaml-alias-limit',
  defaultSeverity: 'error',
  description: 'YAML aliases expand beyond the safety limit (an alias bomb).',
});
export const tooLargeRule = defineRule({
  id: 'too-large',
  defaultSeverity: 'error',
  refusal: true,
  description: 'The file is larger than limits.maxFileSize and was not checked.',
});
export const tooDeepRule = defineRule({
  id: 'too-deep',
  defaultSeverity: 'error',
  refusal: true,
  description: 'The document nests deeper than limits.maxDepth and was not checked.',
});
export const binaryFileRule = defineRule({
  id: 'binary-file',
  defaultSeverity: 'error',
  refusal: true,
  description: 'The file holds NUL characters: binary data, not YAML or JSON text.',
});
export const multipleDocumentsRule = defineRule({
  id: 'multiple-documents',
  defaultSeverity: 'error',
  description: 'A YAML file holds more than one document; only the first is checked.',
});
export const yamlTagRule = defineRule({
  id: 'yaml-tag',
  defaultSeverity: 'warning',
  description: 'A YAML tag that is not a core tag; the value is read as plain data and never run.',
});
export const remoteRule = defineRule({
  id: 'remote',
  defaultSeverity: 'error',
  description: "The service's apps.manifest.validate rejected the manifest here (manifesto check --remote).",
});
export const invalidArgumentRule = defineRule({
  id: 'invalid-argument',
  defaultSeverity: 'error',
  description: 'The library was called with an argument of the wrong type (a Buffer instead of a string); nothing was checked.',
});
export const internalRule = defineRule({
  id: 'internal',
  defaultSeverity: 'error',
  description: 'Manifesto failed while checking; the document was not fully checked.',
});

/** Rules of the text layer, in the order `manifesto rules` lists them. */
export const SOURCE_RULES: readonly Rule[] = [
  syntaxRule,
  duplicateKeyRule,
  yamlAliasLimitRule,
  tooLargeRule,
  tooDeepRule,
  binaryFileRule,
  multipleDocumentsRule,
  yamlTagRule,
  remoteRule,
  invalidArgumentRule,
  internalRule,
];
