import { parsePointer } from '../source/pointer.js';
import { Candidates } from './suggest.js';

type SchemaNode = Record<string, unknown>;

/** Resolved schema paths per root schema: a schema has a bounded set of paths, and each error resolves one (null: nothing there). */
const resolved = new WeakMap<object, Map<string, SchemaNode | null>>();
/** A bound on each root's memo, against callers that make up paths. */
const MAX_MEMO = 10_000;

/** The schema node named by a TypeBox `schemaPath` such as `#/properties/features/properties/shortcuts`. */
export function schemaAt(root: unknown, schemaPath: string): SchemaNode | undefined {
  if (root === null || typeof root !== 'object') return resolve(root, schemaPath);
  let memo = resolved.get(root);
  if (!memo) resolved.set(root, (memo = new Map()));
  // One look-up, not `has` then `get`: the paths are long, freshly joined strings.
  const known = memo.get(schemaPath);
  if (known !== undefined) return known ?? undefined;
  const node = resolve(root, schemaPath);
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(schemaPath, node ?? null);
  return node;
}

function resolve(root: unknown, schemaPath: string): SchemaNode | undefined {
  let current: unknown = root;
  const pointer = schemaPath.startsWith('#') ? schemaPath.slice(1) : schemaPath;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current !== null && typeof current === 'object' ? (current as SchemaNode) : undefined;
}

/** Property names a closed object allows, for suggestions and completion. */
export function knownKeys(schema: SchemaNode | undefined): string[] {
  const properties = schema?.['properties'];
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}

/** A closed object's keys as suggestions search them and as messages list them. */
export interface KeyList {
  candidates: Candidates;
  /** "`a`, `b`, `c`" */
  listed: string;
}

const keyLists = new WeakMap<object, KeyList>();
const NO_KEYS: KeyList = { candidates: new Candidates([]), listed: '' };

/** `knownKeys` worked out once per schema node, for the unknown-key message. */
export function keyList(schema: SchemaNode | undefined): KeyList {
  if (!schema) return NO_KEYS;
  let list = keyLists.get(schema);
  if (!list) {
    const names = knownKeys(schema);
    list = { candidates: new Candidates(names), listed: names.map((name) => `\`${name}\``).join(', ') };
    keyLists.set(schema, list);
  }
  return list;
}
