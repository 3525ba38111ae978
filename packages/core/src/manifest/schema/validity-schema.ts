import type { TSchema } from 'typebox';

/**
 * A copy of the manifest schema that gives the same answer, valid or not, in less time; errors still
 * come from the full schema. Two of TypeBox's compiled constructs are slow on manifests:
 *
 * - `uniqueItems` hashes every item byte by byte (`new Set(list.map(Hashing.Hash))`): the `oauth_config`
 *   group of the maximal manifest (1,000 redirect URLs) took 1.2 ms instead of 4 µs. On lists of strings
 *   at fixed paths it is taken out here and `listsUnique` asks a `Set` of the strings themselves.
 * - `additionalProperties: false` tests every key against a regular expression of the known keys; a
 *   `propertyNames` enum says the same with string comparisons, two to four times faster in the
 *   compiled check and no slower in TypeBox's interpreter.
 *
 * `validity-schema.property.test.ts` holds the two checks to the same answers.
 */
export interface ValiditySchema {
  schema: TSchema;
  /** Key paths from the root to each list whose `uniqueItems` was taken out. */
  paths: readonly (readonly string[])[];
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a schema, a list of schemas, or a map of schemas. */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems', 'unevaluatedProperties'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/** A copy of a schema node with its own descriptors (TypeBox's `~kind` and `~optional` are not enumerable). */
function copyOf<T extends object>(node: T): T {
  return Object.defineProperties(Object.create(Object.getPrototypeOf(node) as object | null) as T, Object.getOwnPropertyDescriptors(node));
}

class Rewriter {
  readonly paths: string[][] = [];
  private readonly done = new Map<Node, Node>();

  /** `path` is the key path while only plain properties were followed, undefined below a map, list or union. */
  node(node: Node, path: string[] | undefined): Node {
    // A node shared by several places is rewritten once; only one reached by a key path has lists to record.
    const reused = path === undefined ? this.done.get(node) : undefined;
    if (reused) return reused;
    let copy: Node | undefined;
    const change = (key: string, value: unknown) => {
      copy ??= copyOf(node);
      copy[key] = value;
    };
    for (const key of ONE) if (isNode(node[key])) this.child(node[key], undefined, (value) => change(key, value));
    for (const key of LIST) {
      const list = node[key];
      if (!Array.isArray(list)) continue;
      const rewritten = list.map((item) => (isNode(item) ? this.node(item, undefined) : item));
      if (rewritten.some((item, index) => item !== list[index])) change(key, rewritten);
    }
    for (const key of MAP) {
      const map = node[key];
      if (!isNode(map)) continue;
      let changed: Node | undefined;
      for (const name of Object.keys(map)) {
        const child = map[name];
        if (!isNode(child)) continue;
        const followed = key === 'properties' && path !== undefined ? [...path, name] : undefined;
        this.child(child, followed, (value) => ((changed ??= copyOf(map))[name] = value));
      }
      if (changed) change(key, changed);
    }
    if (path !== undefined && node['type'] === 'array' && node['uniqueItems'] === true && isNode(node['items']) && node['items']['type'] === 'string') {
      copy ??= copyOf(node);
      delete copy['uniqueItems'];
      this.paths.push(path);
    }
    if (
      node['type'] === 'object' &&
      node['additionalProperties'] === false &&
      isNode(node['properties']) &&
      !('patternProperties' in node) &&
      !('propertyNames' in node)
    ) {
      copy ??= copyOf(node);
      delete copy['additionalProperties'];
      copy['propertyNames'] = { enum: Object.keys(node['properties']) };
    }
    const result = copy ?? node;
    if (path === undefined) this.done.set(node, result);
    return result;
  }

  private child(node: Node, path: string[] | undefined, replace: (value: Node) => void): void {
    const rewritten = this.node(node, path);
    if (rewritten !== node) replace(rewritten);
  }
}

export function validitySchema(schema: TSchema): ValiditySchema {
  const rewriter = new Rewriter();
  const rewritten = rewriter.node(schema as unknown as Node, []) as unknown as TSchema;
  return { schema: rewritten, paths: rewriter.paths };
}

/** True when no list at `paths` repeats a string (other items fail the schema's own check anyway). */
export function listsUnique(value: unknown, paths: ValiditySchema['paths']): boolean {
  for (const path of paths) {
    let current = value;
    for (const key of path) current = isNode(current) && Object.prototype.hasOwnProperty.call(current, key) ? current[key] : undefined;
    if (!Array.isArray(current) || current.length < 2) continue;
    if (new Set(current).size !== current.length) return false;
  }
  return true;
}
