import { defineRule, type Rule } from '../rules/define.js';

/** Rules of the text layer, shared by every kind, and the two that belong to no check. */
export const syntaxRule = defineRule({
  id: 'syntax',
  defaultSeverity: 'error',
  description: 'The YAML or JSON text cannot be parsed.',
  docs: {
    why: 'A file that does not parse cannot be checked at all, and the platform refuses it the same way: the mistake is shown where the parser stopped, with what it expected.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: [Helper
`,
    },
  },
});
export const duplicateKeyRule = defineRule({
  id: 'duplicate-key',
  defaultSeverity: 'error',
  description: 'A key appears twice in the same mapping.',
  docs: {
    why: 'YAML and JSON parsers keep only one of two equal keys, usually the last, so the first value is silently lost and the file does something other than it reads.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
  name: Helper bot
`,
    },
  },
});
export const yamlAliasLimitRule = defineRule({
  id: 'yaml-alias-limit',
  defaultSeverity: 'error',
  description: 'YAML aliases expand beyond the safety limit (an alias bomb).',
  docs: {
    why: 'A few lines of nested aliases can expand into millions of values and exhaust the memory of every tool that reads the file; such text is refused rather than expanded.',
    example: {
      file: 'manifest.yaml',
      text: `a: &a [x, x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
`,
    },
  },
});
export const tooLargeRule = defineRule({
  id: 'too-large',
  defaultSeverity: 'error',
  refusal: true,
  description: 'The file is larger than limits.maxFileSize and was not checked.',
  docs: {
    why: 'Reading a very large file would hold up the command and the editor; the file is refused unread, and the limit is a setting (`limits.maxFileSize`) if the file is meant to be that large.',
  },
});
export const tooDeepRule = defineRule({
  id: 'too-deep',
  defaultSeverity: 'error',
  refusal: true,
  description: 'The document nests deeper than limits.maxDepth and was not checked.',
  docs: { why: 'Deep nesting makes parsers and checks recurse until they fail; the text is refused unread, and the limit is a setting (`limits.maxDepth`).' },
});
export const binaryFileRule = defineRule({
  id: 'binary-file',
  defaultSeverity: 'error',
  refusal: true,
  description: 'The file holds NUL characters: binary data, not YAML or JSON text.',
  docs: {
    why: 'A NUL character means the file is not text (an image, an archive, a file saved in UTF-16), so checking it as YAML or JSON would only produce noise.',
  },
});
export const multipleDocumentsRule = defineRule({
  id: 'multiple-documents',
  defaultSeverity: 'error',
  description: 'A YAML file holds more than one document; only the first is checked.',
  docs: {
    why: 'A manifest or payload is one document; the platform and most tools read only the first, so whatever follows the `---` is silently ignored.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
---
display_information:
  name: Other
`,
    },
  },
});
export const yamlTagRule = defineRule({
  id: 'yaml-tag',
  defaultSeverity: 'warning',
  description: 'A YAML tag that is not a core tag; the value is read as plain data and never run.',
  docs: {
    why: 'Custom tags are how some YAML loaders build objects or run code; here the value is read as plain data, and other tools that read the same file may not agree on what it means.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: !secret Helper
`,
    },
  },
});
export const remoteRule = defineRule({
  id: 'remote',
  defaultSeverity: 'error',
  description: "The service's apps.manifest.validate rejected the manifest here (manifesto check --remote).",
  docs: { why: "The service's own verdict is the final word on a manifest; it is shown at the line it names so that it can be fixed in place." },
});
export const invalidArgumentRule = defineRule({
  id: 'invalid-argument',
  defaultSeverity: 'error',
  description: 'The library was called with an argument of the wrong type (a Buffer instead of a string); nothing was checked.',
  docs: { why: 'A library call with the wrong type of argument would otherwise throw or check nothing silently; the problem says which argument was wrong.' },
});
export const internalRule = defineRule({
  id: 'internal',
  defaultSeverity: 'error',
  description: 'Manifesto failed while checking; the document was not fully checked.',
  docs: {
    why: 'A failure inside the checker must not look like a clean file: the document is marked as not fully checked, so the result is not trusted by mistake.',
  },
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
