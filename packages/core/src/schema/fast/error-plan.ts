import type { TSchema } from 'typebox';
import { escapeSegment } from '../../source/pointer.js';

/**
 * What the error walk (`error-walk.ts`) knows of one schema node, worked out once per node: how to open
 * an object or a list, or which single keywords make up a scalar rule. A node using any keyword not
 * listed here is a `whole` node, for TypeBox to walk.
 */
export type Plan = ObjectPlan | ArrayPlan | ScalarPlan | 'whole';

export interface ObjectPlan {
  kind: 'object';
  /**
   * The node's own rules with every child accepting anything, for TypeBox to report; undefined when they
   * are simple enough to report in the walk (`required`, `additionalProperties: false`, property counts):
   * TypeBox rebuilds a regular expression of every known key on each call, which cost more than the rest.
   */
  shell: TSchema | undefined;
  required: string[];
  closed: boolean;
  known: Record<string, unknown>;
  minProperties: number | undefined;
  maxProperties: number | undefined;
  patterns: { regexp: RegExp; path: string; schema: TSchema }[];
  properties: { key: string; segment: string; path: string; optional: boolean; schema: TSchema }[];
}

export interface ArrayPlan {
  kind: 'array';
  /** The list's own rules (counts, uniqueness) with items accepting anything. */
  shell: TSchema;
  items: TSchema;
}

/** A rule on one value made of single keywords, in the order TypeBox reports them, each with its error's params. */
export interface ScalarPlan {
  kind: 'scalar';
  keywords: { keyword: string; schema: TSchema; params: Record<string, unknown> }[];
}

/** TypeBox's own markers (not enumerable) that do not change a check; `~refine` does, so it is not here. */
const MARKERS = new Set(['~kind', '~optional', '~readonly', '~immutable', '~unsafe']);

/** Keys that do not validate. */
function isAnnotation(key: string): boolean {
  return key === 'description' || key === 'title' || key === 'default' || key === 'examples' || key === '$comment' || key.startsWith('x-') || MARKERS.has(key);
}

const OBJECT_KEYWORDS = new Set(['type', 'properties', 'patternProperties', 'required', 'additionalProperties', 'minProperties', 'maxProperties']);
const ARRAY_KEYWORDS = new Set(['type', 'items', 'minItems', 'maxItems', 'uniqueItems']);

/** Scalar keywords in TypeBox's reporting order, each with the params of its error. */
const SCALAR_KEYWORDS: [string, (value: unknown) => Record<string, unknown>][] = [
  ['type', (type) => ({ type })],
  ['minLength', (limit) => ({ limit })],
  ['maxLength', (limit) => ({ limit })],
  ['pattern', (pattern) => ({ pattern })],
  ['const', (allowedValue) => ({ allowedValue })],
  ['enum', (allowedValues) => ({ allowedValues })],
];
const SCALAR_NAMES = new Set(SCALAR_KEYWORDS.map(([keyword]) => keyword));
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

const plans = new WeakMap<object, Plan>();

const REFERENCES = new Set(['$ref', '$dynamicRef', '$recursiveRef', '$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$defs', 'definitions']);
const referring = new WeakMap<object, boolean>();

/**
 * Whether a schema names or refers to other parts of itself. The walk checks each part on its own, where a
 * `$ref` to the root's definitions would not resolve, so such a schema is left to TypeBox whole.
 */
export function usesReferences(schema: TSchema): boolean {
  let found = referring.get(schema);
  if (found === undefined) {
    found = refersWithin(schema, new Set());
    referring.set(schema, found);
  }
  return found;
}

function refersWithin(node: unknown, seen: Set<object>): boolean {
  if (typeof node !== 'object' || node === null || seen.has(node)) return false;
  seen.add(node);
  if (Array.isArray(node)) return node.some((item) => refersWithin(item, seen));
  for (const key of Object.keys(node)) {
    if (REFERENCES.has(key)) return true;
    // Values of `enum`, `const` and `default` are data, not schemas.
    if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples' && refersWithin((node as Record<string, unknown>)[key], seen)) return true;
  }
  return false;
}

export function planOf(schema: TSchema): Plan {
  let plan = plans.get(schema);
  if (plan === undefined) {
    plan = makePlan(schema as unknown as Record<string, unknown>);
    plans.set(schema, plan);
  }
  return plan;
}

function makePlan(node: Record<string, unknown>): Plan {
  // Own names, not just enumerable ones: TypeBox keeps refinements (`~refine`) out of sight.
  const keys = Object.getOwnPropertyNames(node).filter((key) => !isAnnotation(key));
  if (node['type'] === 'object' && keys.every((key) => OBJECT_KEYWORDS.has(key))) return objectPlan(node);
  if (node['type'] === 'array' && isSchemaObject(node['items']) && keys.every((key) => ARRAY_KEYWORDS.has(key))) {
    return { kind: 'array', shell: { ...node, items: {} } as unknown as TSchema, items: node['items'] };
  }
  if (keys.length > 0 && keys.every((key) => SCALAR_NAMES.has(key)) && isScalarType(node['type'])) {
    return {
      kind: 'scalar',
      keywords: SCALAR_KEYWORDS.filter(([keyword]) => Object.prototype.hasOwnProperty.call(node, keyword)).map(([keyword, params]) => ({
        keyword,
        schema: { [keyword]: node[keyword] } as unknown as TSchema,
        params: params(node[keyword]),
      })),
    };
  }
  return 'whole';
}

function objectPlan(node: Record<string, unknown>): Plan {
  const properties = (node['properties'] ?? {}) as Record<string, unknown>;
  const patterns = (node['patternProperties'] ?? {}) as Record<string, unknown>;
  if (!isSchemaObject(properties) || !isSchemaObject(patterns)) return 'whole';
  if (![...Object.values(properties), ...Object.values(patterns)].every(isSchemaObject)) return 'whole';
  const required = Array.isArray(node['required']) ? (node['required'] as string[]) : [];
  let regexps: RegExp[];
  try {
    // TypeBox reads patterns as unicode expressions.
    regexps = Object.keys(patterns).map((pattern) => new RegExp(pattern, 'u'));
  } catch {
    return 'whole';
  }
  const additional = node['additionalProperties'];
  const simple =
    (additional === undefined || typeof additional === 'boolean') &&
    // Patterns are tested one by one here, TypeBox joins them into one expression: the same only without back-references.
    Object.keys(patterns).every((pattern) => !/\\[1-9k]|\(\?</.test(pattern)) &&
    isCount(node['minProperties']) &&
    isCount(node['maxProperties']);
  return {
    kind: 'object',
    shell: simple ? undefined : shellOf(node, properties, patterns),
    required,
    closed: additional === false,
    known: properties,
    minProperties: node['minProperties'] as number | undefined,
    maxProperties: node['maxProperties'] as number | undefined,
    patterns: Object.entries(patterns).map(([pattern, schema], i) => ({
      regexp: regexps[i] as RegExp,
      path: `/patternProperties/${escapeSegment(pattern)}`,
      schema: schema as TSchema,
    })),
    properties: Object.entries(properties).map(([key, schema]) => ({
      key,
      segment: escapeSegment(key),
      path: `/properties/${escapeSegment(key)}`,
      optional: !required.includes(key),
      schema: schema as TSchema,
    })),
  };
}

/** The object's own rules with every property and pattern accepting anything. */
function shellOf(node: Record<string, unknown>, properties: Record<string, unknown>, patterns: Record<string, unknown>): TSchema {
  const anything = (record: Record<string, unknown>) => Object.fromEntries(Object.keys(record).map((key) => [key, {}]));
  const shell: Record<string, unknown> = { ...node };
  if (node['properties'] !== undefined) shell['properties'] = anything(properties);
  if (node['patternProperties'] !== undefined) shell['patternProperties'] = anything(patterns);
  return shell as unknown as TSchema;
}

function isScalarType(type: unknown): boolean {
  if (type === undefined || (typeof type === 'string' && SCALAR_TYPES.has(type))) return true;
  return Array.isArray(type) && type.length > 0 && type.every((name) => typeof name === 'string' && SCALAR_TYPES.has(name));
}

function isCount(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value));
}

function isSchemaObject(value: unknown): value is TSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
