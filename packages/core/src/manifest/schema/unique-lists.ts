import type { TSchema } from 'typebox';

/**
 * TypeBox compiles `uniqueItems` as `new Set(list.map(Hashing.Hash)).size === list.length`: it hashes
 * every item byte by byte, which made the `oauth_config` group of the maximal manifest (1,000 redirect
 * URLs) take 1.2 ms to check instead of 4 µs. For a list of strings, a `Set` of the strings themselves
 * gives the same answer. The validity check therefore runs a copy of the schema without `uniqueItems`
 * on lists of strings at fixed paths, plus this `Set` test; errors still come from the full schema.
 */
export interface UniqueLists {
  /** The schema without `uniqueItems` on the lists in `paths`; every other node is the original object. */
  schema: TSchema;
  /** Key paths from the root to each list whose `uniqueItems` was taken out. */
  paths: readonly (readonly string[])[];
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a schema node with its own descriptors (TypeBox's `~kind` and `~optional` are not enumerable). */
function copyOf(node: Node): Node {
  return Object.defineProperties(Object.create(Object.getPrototypeOf(node) as object | null) as Node, Object.getOwnPropertyDescriptors(node));
}

/** Only plain properties are followed, so each list sits at one pointer; lists under maps, items or unions keep `uniqueItems`. */
function strip(node: Node, path: readonly string[], paths: string[][]): Node {
  if (node['type'] === 'array' && node['uniqueItems'] === true && isNode(node['items']) && node['items']['type'] === 'string') {
    const copy = copyOf(node);
    delete copy['uniqueItems'];
    paths.push([...path]);
    return copy;
  }
  const properties = node['properties'];
  if (node['type'] !== 'object' || !isNode(properties)) return node;
  let changed: Node | undefined;
  for (const key of Object.keys(properties)) {
    const child = properties[key];
    if (!isNode(child)) continue;
    const stripped = strip(child, [...path, key], paths);
    if (stripped === child) continue;
    changed ??= copyOf(properties);
    changed[key] = stripped;
  }
  if (!changed) return node;
  const copy = copyOf(node);
  copy['properties'] = changed;
  return copy;
}

export function withoutStringUniqueness(schema: TSchema): UniqueLists {
  const paths: string[][] = [];
  return { schema: strip(schema as unknown as Node, [], paths) as unknown as TSchema, paths };
}

/** True when no list at `paths` repeats a string (other items fail the schema's own check anyway). */
export function listsUnique(value: unknown, paths: UniqueLists['paths']): boolean {
  for (const path of paths) {
    let current = value;
    for (const key of path) current = isNode(current) && Object.prototype.hasOwnProperty.call(current, key) ? current[key] : undefined;
    if (!Array.isArray(current) || current.length < 2) continue;
    if (new Set(current).size !== current.length) return false;
  }
  return true;
}
