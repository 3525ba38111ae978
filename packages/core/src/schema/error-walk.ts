import type { TSchema } from 'typebox';
import { Locale, Settings } from 'typebox/system';
import { escapeSegment } from '../source/pointer.js';
import { compiled, type SchemaError } from './compiled.js';

/**
 * TypeBox's error collection walks every part of a value, valid or not, and is interpretive: on a manifest
 * with one long name it spends most of its time proving the other thousand values right. This walk gives
 * the same errors in the same order, but descends only into the parts whose compiled `Check` fails:
 * plain objects and lists are opened here, everything else (unions, `allOf`/`if` dispatch, strings) is
 * handed to TypeBox whole, so union branch pruning in `errors.ts` still sees every branch.
 */

/** Keys that do not validate; a node with any other key the walk does not know is collected whole. */
function isAnnotation(key: string): boolean {
  return key === 'description' || key === 'title' || key === 'default' || key === 'examples' || key === '$comment' || key.startsWith('x-');
}

const OBJECT_KEYWORDS = new Set(['type', 'properties', 'patternProperties', 'required', 'additionalProperties', 'minProperties', 'maxProperties']);
const ARRAY_KEYWORDS = new Set(['type', 'items', 'minItems', 'maxItems', 'uniqueItems']);

interface ObjectPlan {
  kind: 'object';
  /**
   * The node's own rules with every child accepting anything, for TypeBox to report; undefined when they
   * are simple enough to report here (`required`, `additionalProperties: false`, property counts): TypeBox
   * rebuilds a regular expression of every known key on each call, which cost more than the rest of the walk.
   */
  shell: TSchema | undefined;
  required: string[];
  closed: boolean;
  known: Record<string, unknown>;
  minProperties: number | undefined;
  maxProperties: number | undefined;
  patterns: { regexp: RegExp; path: string; schema: TSchema }[];
  properties: { key: string; segment: string; optional: boolean; schema: TSchema }[];
}

interface ArrayPlan {
  kind: 'array';
  /** The list's own rules (counts, uniqueness) with items accepting anything. */
  shell: TSchema;
  items: TSchema;
}

type Plan = ObjectPlan | ArrayPlan | 'leaf';

const plans = new WeakMap<object, Plan>();

function planOf(schema: TSchema): Plan {
  let plan = plans.get(schema);
  if (plan === undefined) {
    plan = makePlan(schema as unknown as Record<string, unknown>);
    plans.set(schema, plan);
  }
  return plan;
}

function isCount(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value));
}

function isSchemaObject(value: unknown): value is TSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function makePlan(node: Record<string, unknown>): Plan {
  const keys = Object.keys(node).filter((key) => !isAnnotation(key));
  if (node['type'] === 'object' && keys.every((key) => OBJECT_KEYWORDS.has(key))) {
    const properties = (node['properties'] ?? {}) as Record<string, unknown>;
    const patterns = (node['patternProperties'] ?? {}) as Record<string, unknown>;
    const children = [...Object.values(properties), ...Object.values(patterns)];
    if (!isSchemaObject(properties) || !isSchemaObject(patterns) || !children.every(isSchemaObject)) return 'leaf';
    const required = Array.isArray(node['required']) ? (node['required'] as string[]) : [];
    const anything = (record: Record<string, unknown>) => Object.fromEntries(Object.keys(record).map((key) => [key, {}]));
    const shell: Record<string, unknown> = { ...node, properties: anything(properties) };
    if (node['patternProperties'] !== undefined) shell['patternProperties'] = anything(patterns);
    else delete shell['patternProperties'];
    if (node['properties'] === undefined) delete shell['properties'];
    let regexps: RegExp[];
    try {
      // TypeBox reads patterns as unicode expressions.
      regexps = Object.keys(patterns).map((pattern) => new RegExp(pattern, 'u'));
    } catch {
      return 'leaf';
    }
    const additional = node['additionalProperties'];
    const simple =
      (additional === undefined || typeof additional === 'boolean') &&
      // Patterns are tested one by one here, TypeBox joins them into one expression: only the same without back-references.
      Object.keys(patterns).every((pattern) => !/\\[1-9k]|\(\?</.test(pattern)) &&
      isCount(node['minProperties']) &&
      isCount(node['maxProperties']);
    return {
      kind: 'object',
      shell: simple ? undefined : (shell as unknown as TSchema),
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
        optional: !required.includes(key),
        schema: schema as TSchema,
      })),
    };
  }
  if (node['type'] === 'array' && isSchemaObject(node['items']) && keys.every((key) => ARRAY_KEYWORDS.has(key))) {
    return { kind: 'array', shell: { ...node, items: {} } as unknown as TSchema, items: node['items'] };
  }
  return 'leaf';
}

interface Walk {
  out: SchemaError[];
  max: number;
  listCap: number;
}

/**
 * Every error of `schema` on `value` (which its compiled `Check` rejected), as TypeBox's `Errors` would
 * list them on `capLists(value, listCap)`, with paths starting at `instancePath` and `schemaPath`
 * (`#` for the schema root). At most TypeBox's `maxErrors` errors, the first ones, like TypeBox.
 */
export function walkErrors(schema: TSchema, value: unknown, listCap: number, instancePath = '', schemaPath = '#'): SchemaError[] {
  const walk: Walk = { out: [], max: Settings.Get().maxErrors, listCap };
  collect(walk, schema, value, instancePath, schemaPath);
  if (walk.out.length > walk.max) walk.out.length = walk.max;
  return walk.out;
}

function full(walk: Walk): boolean {
  return walk.out.length >= walk.max;
}

/** Appends TypeBox's own errors for `schema`, rooted at the given paths. */
function whole(walk: Walk, schema: TSchema, value: unknown, instancePath: string, schemaPath: string): void {
  for (const error of compiled(schema).Errors(value)) {
    walk.out.push(
      instancePath === '' && schemaPath === '#'
        ? error
        : ({ ...error, instancePath: instancePath + error.instancePath, schemaPath: schemaPath + error.schemaPath.slice(1) } as SchemaError),
    );
  }
}

function collect(walk: Walk, schema: TSchema, value: unknown, instancePath: string, schemaPath: string): void {
  if (full(walk)) return;
  const plan = planOf(schema);
  if (plan !== 'leaf' && plan.kind === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return collectObject(walk, plan, value as Record<string, unknown>, instancePath, schemaPath);
  }
  if (plan !== 'leaf' && plan.kind === 'array' && Array.isArray(value)) {
    return collectArray(walk, plan, value, instancePath, schemaPath);
  }
  whole(walk, schema, capLists(value, walk.listCap), instancePath, schemaPath);
}

/** A child is opened only when its compiled check fails. */
function child(walk: Walk, schema: TSchema, value: unknown, instancePath: string, schemaPath: string): void {
  if (!full(walk) && !compiled(schema).Check(value)) collect(walk, schema, value, instancePath, schemaPath);
}

function collectObject(walk: Walk, plan: ObjectPlan, value: Record<string, unknown>, instancePath: string, schemaPath: string): void {
  // TypeBox's order: required and unknown keys, then pattern properties, properties, then property counts.
  let counts: SchemaError[] = [];
  if (plan.shell) {
    const own = compiled(plan.shell).Check(value) ? [] : compiled(plan.shell).Errors(value);
    const rooted = own.map(
      (error) => ({ ...error, instancePath: instancePath + error.instancePath, schemaPath: schemaPath + error.schemaPath.slice(1) }) as SchemaError,
    );
    const isCount = (error: SchemaError) => error.schemaPath === schemaPath && (error.keyword === 'minProperties' || error.keyword === 'maxProperties');
    counts = rooted.filter(isCount);
    for (const error of rooted) if (!isCount(error)) walk.out.push(error);
  } else {
    counts = ownErrors(walk, plan, value, instancePath, schemaPath);
  }
  for (const pattern of plan.patterns) {
    for (const [key, item] of Object.entries(value)) {
      if (pattern.regexp.test(key)) child(walk, pattern.schema, item, `${instancePath}/${escapeSegment(key)}`, schemaPath + pattern.path);
    }
  }
  for (const property of plan.properties) {
    if (!hasKey(value, property.key)) continue;
    const item = value[property.key];
    // As TypeBox (without exactOptionalPropertyTypes): an optional key set to undefined counts as absent.
    if (item === undefined && property.optional && !Settings.Get().exactOptionalPropertyTypes) continue;
    child(walk, property.schema, item, `${instancePath}/${property.segment}`, `${schemaPath}/properties/${property.segment}`);
  }
  for (const error of counts) walk.out.push(error);
}

/** TypeBox's errors for an object's own rules, in its order; the property-count errors are returned to go last. */
function ownErrors(walk: Walk, plan: ObjectPlan, value: Record<string, unknown>, instancePath: string, schemaPath: string): SchemaError[] {
  const missing = plan.required.filter((key) => !hasKey(value, key));
  if (missing.length > 0) walk.out.push(error('required', schemaPath, instancePath, { requiredProperties: missing }));
  const names = Object.getOwnPropertyNames(value);
  if (plan.closed) {
    const extra: string[] = [];
    for (const key of names) {
      if (Object.prototype.hasOwnProperty.call(plan.known, key) || plan.patterns.some((pattern) => pattern.regexp.test(key))) continue;
      extra.push(key);
      if (full(walk)) continue; // the listing still names every key, as in TypeBox
      walk.out.push(error('boolean', `${schemaPath}/additionalProperties`, `${instancePath}/${escapeSegment(key)}`, {}));
    }
    if (extra.length > 0) walk.out.push(error('additionalProperties', schemaPath, instancePath, { additionalProperties: extra }));
  }
  const counts: SchemaError[] = [];
  if (plan.minProperties !== undefined && names.length < plan.minProperties)
    counts.push(error('minProperties', schemaPath, instancePath, { limit: plan.minProperties }));
  if (plan.maxProperties !== undefined && names.length > plan.maxProperties)
    counts.push(error('maxProperties', schemaPath, instancePath, { limit: plan.maxProperties }));
  return counts;
}

/** An error as TypeBox's `Errors` returns it, its message in TypeBox's current locale. */
function error(keyword: string, schemaPath: string, instancePath: string, params: Record<string, unknown>): SchemaError {
  const bare = { keyword, schemaPath, instancePath, params } as unknown as SchemaError;
  return { ...bare, message: Locale.Get()(bare) };
}

function collectArray(walk: Walk, plan: ArrayPlan, value: unknown[], instancePath: string, schemaPath: string): void {
  // Items past the cap are not walked, as TypeBox never saw them on the capped value.
  const length = Math.min(value.length, walk.listCap);
  for (let i = 0; i < length; i++) child(walk, plan.items, value[i], `${instancePath}/${i}`, `${schemaPath}/items`);
  if (!full(walk) && !compiled(plan.shell).Check(value)) whole(walk, plan.shell, capLists(value, walk.listCap), instancePath, schemaPath);
}

/** TypeBox's own-key test: `in`, except for keys such as `__proto__` that an object inherits. */
function hasKey(value: Record<string, unknown>, key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype' ? Object.prototype.hasOwnProperty.call(value, key) : key in value;
}

/** The value with every list longer than `cap` cut to `cap` items; unchanged parts are shared, not copied. */
export function capLists(value: unknown, cap: number): unknown {
  if (Array.isArray(value)) {
    const kept = value.length > cap ? value.slice(0, cap) : value;
    let copy: unknown[] | undefined = kept === value ? undefined : kept;
    for (let i = 0; i < kept.length; i++) {
      const capped = capLists(kept[i], cap);
      if (capped === kept[i]) continue;
      copy ??= [...kept];
      copy[i] = capped;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const capped = capLists(item, cap);
    if (capped === item) continue;
    // defineProperty keeps a `__proto__` key a key.
    copy ??= Object.defineProperties({}, Object.getOwnPropertyDescriptors(value));
    Object.defineProperty(copy, key, { value: capped, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}
