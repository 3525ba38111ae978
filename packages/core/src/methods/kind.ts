import { blocksKind } from '../blocks/kind.js';
import { defineKind } from '../kinds/kind.js';
import { schemasAt, type SchemaNode } from '../schema/facts.js';
import { checkMethodArguments, methodSchema, misspeltFileName } from './check.js';
import { argumentDocumentHolding } from './document-at.js';
import { methodFromFileName, methodNameGlobs, misspeltMethodInFileName } from './names.js';
import { methodsOutline } from './outline.js';
import { PLATFORM_METHOD_RULES } from './platform-rules.js';
import { METHOD_RULES } from './rules.js';
import { METHOD_SPECS } from './specs/index.js';

let globs: readonly string[] | undefined;

/**
 * Web API method arguments: a JSON or YAML file (or a value) holding the arguments of one call. The
 * method comes from `--method` (the `method` option) or from the file name, `<anything>.<method>.json`.
 * Never sniffed: the arguments of one method look like any other JSON.
 */
export const methodsKind = defineKind({
  id: 'methods',
  noun: 'the method arguments',
  // A name whose ending is a typo of a method is claimed too, to say which method was meant rather than
  // check it as a manifest (named) or skip it (in a folder).
  matchesName: (baseName) => methodFromFileName(baseName) !== undefined || misspeltMethodInFileName(baseName) !== undefined,
  get nameGlobs() {
    return (globs ??= methodNameGlobs());
  },
  globsKey: 'methods',
  sniff: () => false,
  rules: [...METHOD_RULES, ...PLATFORM_METHOD_RULES],
  check: (value, { maxDepth, fileName, method }) => {
    const typo = method === undefined ? misspeltMethodInFileName(fileName) : undefined;
    return typo ? { problems: [misspeltFileName(typo)] } : checkMethodArguments(method ?? methodFromFileName(fileName), value, maxDepth);
  },
  language: {
    // The method comes from the editor's context: `--method`'s counterpart, or the file name.
    schemasAt: (value, segments, context) => {
      const method = context?.method ?? methodFromFileName(context?.fileName);
      if (method === undefined) return [];
      // Inside Block Kit arguments the blocks kind knows the schemas: the arguments read as a message or a views.publish argument.
      if (segments.length > 1 && (segments[0] === 'blocks' || segments[0] === 'view')) return blocksKind.language.schemasAt(value, segments);
      return METHOD_SPECS.get(method)?.schemasAt?.(value, segments) ?? methodSchemasAt(method, segments);
    },
    outline: methodsOutline,
    // Method arguments hold views too (views.publish, views.open): a `view` given as JSON text.
    embeddedPointer: (value) => blocksKind.language.embeddedPointer?.(value),
    // A problem inside a `view`, `blocks` or `manifest` argument is fixed in that document.
    documentAt: argumentDocumentHolding,
  },
});

/** The schema nodes at a place in the arguments of `method`, for editors that know the method. */
export function methodSchemasAt(method: string, segments: readonly string[]): SchemaNode[] {
  const schema = methodSchema(method);
  return schema ? schemasAt(schema as unknown as SchemaNode, segments) : [];
}
