/**
 * The two tiers of a schema's validator (`TieredValidator` in schema/compiled.ts) give the same answers:
 * TypeBox's interpreter, used for a schema's first checks, and its compiled check, used after. Values are
 * the corpus manifests and the Block Kit examples with random edits (a value replaced, a key removed or
 * added) at random places, checked against the manifest schemas' groups and the surface schemas.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import Type, { type TSchema } from 'typebox';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { MESSAGE_SCHEMA } from '../../src/blocks/surfaces/message.js';
import { manifestSchema } from '../../src/manifest/schema/manifest.js';
import { COMPILE_AFTER, compiled, INTERPRET_MAX_NODES, TieredValidator, withMaxErrors } from '../../src/schema/compiled.js';
import { REAL_CORPUS } from '../corpus-path.js';

const MANIFEST_V1 = manifestSchema(1);
const MANIFEST_V2 = manifestSchema(2);

const RUNS = 300;

function valuesUnder(dir: string): unknown[] {
  return readdirSync(dir)
    .filter((name) => /\.(json|ya?ml)$/.test(name))
    .sort()
    .flatMap((name) => {
      try {
        const value: unknown = parse(readFileSync(join(dir, name), 'utf8'));
        return value && typeof value === 'object' ? [value] : [];
      } catch {
        return [];
      }
    });
}

const MANIFESTS = valuesUnder(REAL_CORPUS);
const PAYLOADS = valuesUnder(resolve(import.meta.dirname, '../../../../examples/blocks'));

/** Each top-level group of both manifest schemas, and the whole schemas. */
const groupsOf = (schema: TSchema) => Object.entries((schema as unknown as { properties: Record<string, TSchema> }).properties);
const MANIFEST_SCHEMAS: [string, TSchema][] = [['v1', MANIFEST_V1], ['v2', MANIFEST_V2], ...groupsOf(MANIFEST_V1), ...groupsOf(MANIFEST_V2)];

type Edit = { at: number; op: 'replace'; value: unknown } | { at: number; op: 'remove' } | { at: number; op: 'add'; key: string; value: unknown };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ at: fc.nat(), op: fc.constant('replace' as const), value: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ at: fc.nat(), op: fc.constant('remove' as const) }),
  fc.record({
    at: fc.nat(),
    op: fc.constant('add' as const),
    key: fc.constantFrom('name', 'type', 'x', 'description', 'text', ''),
    value: fc.jsonValue({ maxDepth: 1 }),
  }),
);

/** Every container in a value, depth first (the root first). */
function containers(value: unknown, out: object[] = []): object[] {
  if (value && typeof value === 'object') {
    out.push(value);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

/** A copy of `value` with the edits applied, each at the container its `at` picks. */
function edited(value: unknown, edits: readonly Edit[]): unknown {
  const copy = structuredClone(value);
  for (const change of edits) {
    const all = containers(copy);
    const target = all[change.at % all.length] as Record<string, unknown>;
    const keys = Object.keys(target);
    if (change.op === 'add') target[change.key] = change.value;
    else if (keys.length === 0) continue;
    else if (change.op === 'remove') {
      const key = keys[change.at % keys.length]!;
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete target[key];
    } else target[keys[change.at % keys.length]!] = change.value;
  }
  return copy;
}

/** Both tiers' answers for a value: the interpreter's (never compiled) and the compiled check's. */
function bothTiers(schema: TSchema, value: unknown) {
  const interpreted = new TieredValidator(schema, Infinity);
  const fast = new TieredValidator(schema, 0);
  const answer = (validator: TieredValidator) => ({ check: validator.Check(value), errors: withMaxErrors(2000, () => validator.Errors(value)) });
  const result = { interpreted: answer(interpreted), compiled: answer(fast) };
  expect([interpreted.isCompiled(), fast.isCompiled()]).toEqual([false, true]);
  return result;
}

describe('the interpreted and compiled tiers of a validator', () => {
  test('agree on edited corpus manifests, against each manifest schema group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MANIFESTS), fc.constantFrom(...MANIFEST_SCHEMAS), fc.array(edit, { maxLength: 3 }), (manifest, [name, schema], edits) => {
        const value = edited(manifest, edits);
        const group = name === 'v1' || name === 'v2' ? value : (value as Record<string, unknown>)[name];
        const { interpreted, compiled } = bothTiers(schema, group);
        expect(interpreted).toEqual(compiled);
      }),
      { numRuns: RUNS },
    );
  });

  test('agree on edited Block Kit examples, against the message schema', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYLOADS), fc.array(edit, { maxLength: 3 }), (payload, edits) => {
        const { interpreted, compiled } = bothTiers(MESSAGE_SCHEMA(), edited(payload, edits));
        expect(interpreted).toEqual(compiled);
      }),
      { numRuns: RUNS },
    );
  });

  test('a schema is interpreted for its first checks and compiled after, with the same validator object', () => {
    const schema = MANIFEST_V1;
    const validator = compiled(schema) as TieredValidator;
    expect(compiled(schema)).toBe(validator);
    const value = MANIFESTS[0];
    const first = validator.Check(value);
    for (let use = 1; use < COMPILE_AFTER; use++) validator.Check(value);
    expect(validator.isCompiled()).toBe(false);
    expect(validator.Check(value)).toBe(first);
    expect(validator.isCompiled()).toBe(true);
  });

  test('a value larger than the interpreter is good for is checked compiled at once, with the same answer', () => {
    const schema = Type.Array(Type.Object({ label: Type.String() }));
    const small = Array.from({ length: 10 }, () => ({ label: 'a' }));
    const large = Array.from({ length: INTERPRET_MAX_NODES }, () => ({ label: 'a' }));
    const validator = new TieredValidator(schema);
    expect(validator.Check(small)).toBe(true);
    expect(validator.isCompiled()).toBe(false);
    expect(validator.Check([...large, { label: 1 }])).toBe(false);
    expect(validator.isCompiled()).toBe(true);
    expect(validator.Errors([...large, { label: 1 }]).map((error) => error.instancePath)).toEqual([`/${INTERPRET_MAX_NODES}/label`]);
  });
});
