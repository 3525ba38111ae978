import type { DocumentKind } from '../kinds/kind.js';
import { schemasAt, type SchemaNode } from '../schema/facts.js';
import { checkMethodArguments, methodSchema } from './check.js';
import { methodFromFileName, methodNameGlobs } from './names.js';
import { METHOD_RULES } from './rules.js';

let globs: readonly string[] | undefined;

/**
 * Web API method arguments: a JSON or YAML file (or a value) holding the arguments of one call. The
 * method comes from `--method` (the `method` option) or from the file name, `<anything>.<method>.json`.
 * Never sniffed: the arguments of one method look like any other JSON.
 */
export const methodsKind: DocumentKind = {
  id: 'methods',
  noun: 'the method arguments',
  matchesName: (baseName) => methodFromFileName(baseName) !== undefined,
  get nameGlobs() {
    return (globs ??= methodNameGlobs());
  },
  globsKey: 'methods',
  sniff: () => false,
  rules: METHOD_RULES,
  check: (value, { maxDepth, fileName, method }) => checkMethodArguments(method ?? methodFromFileName(fileName), value, maxDepth),
  language: {
    // Without the file name the language layer cannot know the method; argument files get diagnostics only, for now.
    schemasAt: () => [],
  },
};

/** The schema nodes at a place in the arguments of `method`, for editors that know the method. */
export function methodSchemasAt(method: string, segments: readonly string[]): SchemaNode[] {
  const schema = methodSchema(method);
  return schema ? schemasAt(schema as unknown as SchemaNode, segments) : [];
}
