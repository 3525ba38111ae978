import type { TSchema } from 'typebox';
import type { Problem } from '../../problem.js';
import { compiled, withMaxErrors, type SchemaError } from '../../schema/compiled.js';
import { walkErrors } from '../../schema/fast/error-walk.js';
import { schemaProblems } from '../../schema/errors.js';
import { KeyIndex } from '../../schema/key-index.js';
import { parsePointer } from '../../source/pointer.js';

/** Bounded, so that a hostile payload cannot exhaust memory with errors. */
const MAX_SCHEMA_ERRORS = 500;
/**
 * Lists are walked for errors as if cut to this length (messages still count the whole list): a chart of
 * 60,000 points took seconds in TypeBox's walk. Above every Block Kit list limit, so each max-items is found.
 */
const ERROR_WALK_LIST_CAP = 1001;

/**
 * Checks one block against its schema and converts the errors into problems with pointers from the
 * document root. `skip` drops errors a block type explains better with a rule of its own.
 */
export function checkBlockSchema(
  schema: TSchema,
  block: Record<string, unknown>,
  pointer: string,
  root: unknown,
  skip?: (error: SchemaError) => boolean,
): Problem[] {
  return checkSchemaAt(schema, block, pointer, root, skip ? { skip } : {});
}

/**
 * Checks any Block Kit object (a block, an element, a message, a view) at `pointer` of the document
 * `root` against its schema; `rootName` names the object when the problem is about it as a whole.
 */
export function checkSchemaAt(
  schema: TSchema,
  value: Record<string, unknown>,
  pointer: string,
  root: unknown,
  options: { skip?: (error: SchemaError) => boolean; rootName?: string } = {},
): Problem[] {
  if (compiled(schema).Check(value)) return [];
  const errors = withMaxErrors(MAX_SCHEMA_ERRORS, () => walkErrors(schema, value, { listCap: ERROR_WALK_LIST_CAP }));
  const { skip } = options;
  const rooted = (skip ? errors.filter((error) => !skip(error)) : errors).map((error) => ({ ...error, instancePath: pointer + error.instancePath }));
  return schemaProblems(rooted, { schema, value: root, keys: keysFor(schema, pointer), rootName: options.rootName ?? 'the block' });
}

const keyIndexes = new WeakMap<TSchema, Map<string, KeyIndex>>();

/**
 * The "belongs under" index, with paths that start at the document root (`blocks[].chart`), the form
 * the converter compares against. The block schema is wrapped in the containers leading to it.
 */
function keysFor(schema: TSchema, pointer: string): KeyIndex {
  const segments = parsePointer(pointer).map((segment) => (/^\d+$/.test(segment) ? '[]' : segment));
  let bySchema = keyIndexes.get(schema);
  if (!bySchema) keyIndexes.set(schema, (bySchema = new Map()));
  const path = segments.join('/');
  let keys = bySchema.get(path);
  if (!keys) {
    let node: unknown = schema;
    for (const segment of [...segments].reverse()) node = segment === '[]' ? { items: node } : { properties: { [segment]: node } };
    keys = new KeyIndex(node);
    bySchema.set(path, keys);
  }
  return keys;
}
