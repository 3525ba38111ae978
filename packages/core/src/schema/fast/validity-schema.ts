import type { TSchema } from 'typebox';
import { compiled, type Validator } from '../compiled.js';
import { groupsOf, type SchemaGroups } from './schema-groups.js';

/**
 * A copy of the manifest schema that gives the same answer, valid or not, in less time; errors still
 * come from the full schema. Two of TypeBox's compiled constructs are slow on manifests:
 *
 * - `uniqueItems` hashes every item byte by byte (`new Set(list.map(Hashing.Hash))`): the `oauth_config`
 *   group of the maximal manifest (1,000 redirect URLs) took hundreds of times longer. On lists of strings
 *   at fixed paths it is taken out here and `listsUnique` asks a `Set` of the strings themselves.
 * - `additionalProperties: false` tests every key against a regular expression of the known keys; a
 *   `propertyNames` enum says the same with string comparisons, faster in the compiled check and no
 *   slower in TypeBox's interpreter.
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
const ONE = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems', 'unevaluatedProperties']);
const LIST = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const MAP = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs']);

/** TypeBox's own marks (`~kind`, `~optional`), which it keeps as properties that are not enumerable. */
const MARKS = ['~kind', '~optional', '~unsafe'];

/**
 * A copy of a schema node: a spread, plus TypeBox's marks, which a spread leaves out. Copying every
 * property descriptor instead made the first check of a manifest slower (PERFORMANCE.md).
 */
function copyOf<T extends object>(node: T): T {
  const copy = { ...node };
  for (const mark of MARKS) {
    if (Object.prototype.hasOwnProperty.call(node, mark) && !Object.prototype.hasOwnProperty.call(copy, mark)) {
      Object.defineProperty(copy, mark, { value: (node as Record<string, unknown>)[mark], writable: true, configurable: true, enumerable: false });
    }
  }
  return copy;
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
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (ONE.has(key)) {
        if (isNode(value)) this.child(value, undefined, (rewritten) => change(key, rewritten));
      } else if (LIST.has(key)) {
        if (!Array.isArray(value)) continue;
        const rewritten = value.map((item) => (isNode(item) ? this.node(item, undefined) : item));
        if (rewritten.some((item, index) => item !== value[index])) change(key, rewritten);
      } else if (MAP.has(key) && isNode(value)) {
        let changed: Node | undefined;
        for (const name of Object.keys(value)) {
          const child = value[name];
          if (!isNode(child)) continue;
          const followed = key === 'properties' && path !== undefined ? [...path, name] : undefined;
          this.child(child, followed, (rewritten) => ((changed ??= copyOf(value))[name] = rewritten));
        }
        if (changed) change(key, changed);
      }
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

/**
 * Whether a list holds the same item twice. Called only after the schema's own check passed, so the items
 * are strings, for which `===` is the `Set`'s equality; a short list is compared pairwise, which costs
 * less than building a `Set` (most manifests list a few scopes, events and domains).
 */
function repeats(list: readonly unknown[]): boolean {
  const length = list.length;
  if (length > 16) return new Set(list).size !== length;
  for (let i = 1; i < length; i++) {
    const item = list[i];
    for (let j = 0; j < i; j++) if (list[j] === item) return true;
  }
  return false;
}

/** True when no list at `paths` repeats a string (other items fail the schema's own check anyway). */
export function listsUnique(value: unknown, paths: ValiditySchema['paths']): boolean {
  for (let p = 0; p < paths.length; p++) {
    const path = paths[p]!;
    let current = value;
    // Read as the compiled check reads it (`value.key`, inherited keys included).
    for (let k = 0; k < path.length; k++) current = isNode(current) ? current[path[k]!] : undefined;
    if (Array.isArray(current) && current.length > 1 && repeats(current)) return false;
  }
  return true;
}

/** Each schema node's quick check, made when first asked. */
const quickChecks = new WeakMap<TSchema, (value: unknown) => boolean>();

/**
 * TypeBox's answer for a schema node without its two slow constructs: its validity schema's check, then
 * the lists that check left out. One per node, shared by the validity check and the error walk (which
 * checks every sibling of a mistake), so an invalid manifest compiles each group's copy once.
 */
export function quickCheckOf(schema: TSchema): (value: unknown) => boolean {
  let check = quickChecks.get(schema);
  if (!check) {
    const quick = validitySchema(schema);
    const validator = compiled(quick.schema);
    const paths = quick.paths;
    check = paths.length === 0 ? (value) => validator.Check(value) : (value) => validator.Check(value) && listsUnique(value, paths);
    quickChecks.set(schema, check);
  }
  return check;
}

/** `quickCheckOf(schema)(value)`, in the form the error walk takes (`SchemaCheck`). */
export function quickCheck(schema: TSchema, value: unknown): boolean {
  return quickCheckOf(schema)(value);
}

/**
 * The manifest's validity, one top-level group at a time as `GroupedCheck.check` answers it, with each
 * group's validity schema made the first time a manifest has that group: a typical manifest has five
 * of sixteen groups, and rewriting `functions` and `workflows` up front cost start-up several ms.
 */
export class ValidityCheck {
  private readonly shell: Validator;
  private readonly names: readonly string[];
  private readonly required: readonly string[];
  private readonly groups: SchemaGroups;
  /** The group names, for telling a group from another key (no prototype: the names are the manifest's keys). */
  private readonly isGroup: Record<string, true> = Object.create(null) as Record<string, true>;
  /** Each group's check by name, made at first use (no prototype: the names are the manifest's keys). */
  private readonly checks: Record<string, (value: unknown) => boolean> = Object.create(null) as Record<string, (value: unknown) => boolean>;

  /** A whole schema, or its groups built when first asked for (manifest.ts). */
  constructor(schema: TSchema | SchemaGroups) {
    this.groups = groupsOf(schema);
    this.required = this.groups.required;
    this.names = this.groups.names;
    // The top level's own rules: required groups, and no other keys (as an enum, like every closed object here).
    this.shell = compiled({ type: 'object', required: this.required, propertyNames: { enum: [...this.names] } } as unknown as TSchema);
    for (const name of this.names) this.isGroup[name] = true;
  }

  /** True when the manifest (an object) matches the full schema. */
  check(value: Record<string, unknown>): boolean {
    // The groups the schema reads are the keys `in` the value. A plain object inherits none, so they are
    // its own names, which the shell's rules read too: one pass over them answers both (asking each of
    // the sixteen names `in` the value cost more than the checks of a small manifest's five groups).
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return this.checkInheriting(value);
    const names = Object.getOwnPropertyNames(value);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      // Not a group: the shell's `propertyNames` enum fails.
      if (this.isGroup[name] !== true || !this.groupCheck(name)(value[name])) return false;
    }
    for (let i = 0; i < this.required.length; i++) if (!(this.required[i]! in value)) return false;
    return true;
  }

  /** `check` for a value with another prototype, whose groups may be inherited: the shell, then every group `in` it. */
  private checkInheriting(value: Record<string, unknown>): boolean {
    if (!this.shell.Check(value)) return false;
    for (const name of this.names) if (name in value && !this.groupCheck(name)(value[name])) return false;
    return true;
  }

  private groupCheck(name: string): (value: unknown) => boolean {
    return this.checks[name] ?? (this.checks[name] = quickCheckOf(this.groups.group(name)));
  }
}
