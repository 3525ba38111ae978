import type { TSchema } from 'typebox';
import { Locale, Settings } from 'typebox/system';
import { escapeSegment } from '../../source/pointer.js';
import { compiled, withMaxErrors, type SchemaError } from '../compiled.js';
import { planOf, usesReferences, type ArrayPlan, type ObjectPlan, type ScalarPlan } from './error-plan.js';

/**
 * TypeBox's error collection walks every part of a value, valid or not, and is interpretive: on a manifest
 * with one long name it spends most of its time proving the other thousand values right. This walk gives
 * the same errors in the same order, but descends only into the parts whose compiled `Check` fails:
 * plain objects, lists and scalar rules are reported here (`error-plan.ts` says which), everything else
 * (unions, `allOf`/`if` dispatch) is handed to TypeBox whole, so union branch pruning in `errors.ts`
 * still sees every branch.
 */

/** Whether `value` passes `schema`: TypeBox's compiled check, or a faster one with the same answers. */
export type SchemaCheck = (schema: TSchema, value: unknown) => boolean;

const compiledCheck: SchemaCheck = (schema, value) => compiled(schema).Check(value);

export interface WalkOptions {
  /** Lists are walked as if cut to this many items (see `capLists`). */
  listCap: number;
  /** Where the schema and value sit in a larger document: `''` and `#` for the root. */
  instancePath?: string;
  schemaPath?: string;
  /** Decides which children to open; it must answer as TypeBox's check of the same schema. */
  check?: SchemaCheck;
  /** At most this many errors (TypeBox's `maxErrors` setting when not given). */
  maxErrors?: number;
}

interface Walk {
  out: SchemaError[];
  max: number;
  listCap: number;
  check: SchemaCheck;
}

/**
 * Every error of `schema` on `value` (which its compiled `Check` rejected), as TypeBox's `Errors` would
 * list them on `capLists(value, listCap)`, with paths starting at `instancePath` and `schemaPath`.
 * At most `maxErrors` errors, the first ones, like TypeBox; TypeBox's global setting is changed only
 * around the parts handed to its own walk.
 */
export function walkErrors(schema: TSchema, value: unknown, options: WalkOptions): SchemaError[] {
  const walk: Walk = { out: [], max: options.maxErrors ?? Settings.Get().maxErrors, listCap: options.listCap, check: options.check ?? compiledCheck };
  if (usesReferences(schema)) whole(walk, schema, capLists(value, walk.listCap), options.instancePath ?? '', options.schemaPath ?? '#');
  else collect(walk, schema, value, options.instancePath ?? '', options.schemaPath ?? '#');
  if (walk.out.length > walk.max) walk.out.length = walk.max;
  return walk.out;
}

function full(walk: Walk): boolean {
  return walk.out.length >= walk.max;
}

/** Appends TypeBox's own errors for `schema`, rooted at the given paths. */
function whole(walk: Walk, schema: TSchema, value: unknown, instancePath: string, schemaPath: string): void {
  for (const error of withMaxErrors(walk.max, () => compiled(schema).Errors(value))) {
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
  if (plan !== 'whole') {
    if (plan.kind === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return collectObject(walk, plan, value as Record<string, unknown>, instancePath, schemaPath);
    }
    if (plan.kind === 'array' && Array.isArray(value)) return collectArray(walk, plan, value, instancePath, schemaPath);
    if (plan.kind === 'scalar') return collectScalar(walk, plan, value, instancePath, schemaPath);
  }
  whole(walk, schema, capLists(value, walk.listCap), instancePath, schemaPath);
}

/** A child is opened only when its compiled check fails; its paths are built only then. */
function failing(walk: Walk, schema: TSchema, value: unknown): boolean {
  return !full(walk) && !walk.check(schema, value);
}

/** Each keyword checked on its own, so the errors are TypeBox's without its error walk. */
function collectScalar(walk: Walk, plan: ScalarPlan, value: unknown, instancePath: string, schemaPath: string): void {
  // A list meets `const` or `enum` as TypeBox's walk met it: capped.
  const seen = typeof value === 'object' ? capLists(value, walk.listCap) : value;
  for (const { keyword, schema, params } of plan.keywords) {
    if (!compiled(schema).Check(seen)) walk.out.push(error(keyword, schemaPath, instancePath, params));
  }
}

function collectObject(walk: Walk, plan: ObjectPlan, value: Record<string, unknown>, instancePath: string, schemaPath: string): void {
  // TypeBox's order: required and unknown keys, then pattern properties, properties, then property counts.
  let counts: SchemaError[] = [];
  if (plan.shell) {
    const shell = compiled(plan.shell);
    const own = shell.Check(value) ? [] : withMaxErrors(walk.max, () => shell.Errors(value));
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
      if (pattern.regexp.test(key) && failing(walk, pattern.schema, item)) {
        collect(walk, pattern.schema, item, `${instancePath}/${escapeSegment(key)}`, schemaPath + pattern.path);
      }
    }
  }
  for (const property of plan.properties) {
    if (!hasKey(value, property.key)) continue;
    const item = value[property.key];
    // As TypeBox (without exactOptionalPropertyTypes): an optional key set to undefined counts as absent.
    if (item === undefined && property.optional && !Settings.Get().exactOptionalPropertyTypes) continue;
    if (failing(walk, property.schema, item)) collect(walk, property.schema, item, `${instancePath}/${property.segment}`, schemaPath + property.path);
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
  return { keyword, schemaPath, instancePath, params, message: Locale.Get()(bare) } as SchemaError;
}

function collectArray(walk: Walk, plan: ArrayPlan, value: unknown[], instancePath: string, schemaPath: string): void {
  // Items past the cap are not walked, as TypeBox never saw them on the capped value.
  const length = Math.min(value.length, walk.listCap);
  for (let i = 0; i < length; i++) {
    if (failing(walk, plan.items, value[i])) collect(walk, plan.items, value[i], `${instancePath}/${i}`, `${schemaPath}/items`);
  }
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
