/**
 * Focused cases for the pruned error walk and the conversion shortcuts; the property test
 * (`error-walk.property.test.ts`) holds both to plain TypeBox on mutated corpus manifests.
 */
import { Errors } from 'typebox/schema';
import type { TSchema } from 'typebox';
import { describe, expect, it } from 'vitest';
import { validateManifest } from 'manifesto-core';
import { withMaxErrors, type SchemaError } from '../../src/schema/compiled.js';
import { planOf } from '../../src/schema/fast/error-plan.js';
import { capLists, walkErrors } from '../../src/schema/fast/error-walk.js';
import { schemaProblems } from '../../src/schema/errors.js';
import { KeyIndex } from '../../src/schema/key-index.js';
import { schemaAt } from '../../src/schema/resolve.js';

const schema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  maxProperties: 4,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    kind: { type: 'string', enum: ['a', 'b'] },
    tags: { type: 'array', maxItems: 2, uniqueItems: true, items: { type: 'string', pattern: '^[a-z]+$' } },
    nested: {
      type: 'object',
      additionalProperties: false,
      properties: { on: { type: 'boolean' } },
      patternProperties: { '^x-': { type: 'integer' } },
    },
    either: { anyOf: [{ type: 'string' }, { type: 'object', properties: { id: { type: 'string' } }, additionalProperties: false }] },
  },
} as unknown as TSchema;

function plain(value: unknown): SchemaError[] {
  return Errors(schema, capLists(value, 1001))[1] as SchemaError[];
}

describe('walkErrors', () => {
  it.each([
    ['a long name', { name: 'toolong' }],
    ['a missing required key and an unknown one', { kind: 'c', extra: 1 }],
    ['wrong types everywhere', { name: 3, kind: null, tags: 'x', nested: [], either: 4 }],
    ['list items, counts and duplicates', { name: 'n', tags: ['a', 'B', 'a'] }],
    ['pattern keys and known keys in a closed object', { name: 'n', nested: { on: 'yes', 'x-a': 1.5, 'x-b': 2, other: 1 } }],
    ['a union with no fitting branch', { name: 'n', either: { id: 1, stray: true } }],
    ['too many keys, reported after the children', { name: 'toolong', kind: 'a', tags: [], nested: {}, either: 's' }],
    ['a key set to undefined counts as absent', { name: 'toolong', kind: undefined }],
    ['an own __proto__ key, as JSON.parse makes one', JSON.parse('{"name":"n","__proto__":{"a":1},"nested":{"constructor":1}}') as unknown],
  ])('%s: the errors plain TypeBox lists, in order', (_, value) => {
    const expected = plain(value);
    expect(expected.length).toBeGreaterThan(0);
    expect(walkErrors(schema, value, { listCap: 1001 })).toEqual(expected);
  });

  it('roots paths where asked', () => {
    const [error] = walkErrors(schema, { name: 'toolong' }, { listCap: 1001, instancePath: '/app', schemaPath: '#/properties/app' });
    expect(error).toMatchObject({ keyword: 'maxLength', instancePath: '/app/name', schemaPath: '#/properties/app/properties/name' });
  });

  it('stops at maxErrors, keeping the first ones, as TypeBox does', () => {
    const value = { name: 'n', nested: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`junk${i}`, i])) };
    const expected = withMaxErrors(10, () => plain(value));
    expect(withMaxErrors(10, () => walkErrors(schema, value, { listCap: 1001 }))).toEqual(expected);
    expect(expected).toHaveLength(10);
  });

  it('walks only the first items of a list past the cap', () => {
    const value = { name: 'n', tags: Array.from({ length: 30 }, (_, i) => (i % 2 ? 'BAD' : `t`)) };
    expect(walkErrors(schema, value, { listCap: 5 })).toEqual(Errors(schema, capLists(value, 5))[1]);
  });

  it('leaves a schema with references to TypeBox whole, where each part alone could not resolve them', () => {
    const referring = {
      $defs: { short: { type: 'string', maxLength: 2 } },
      type: 'object',
      properties: { a: { $ref: '#/$defs/short' }, b: { type: 'object', properties: { c: { $ref: '#/$defs/short' } } } },
    } as unknown as TSchema;
    const value = { a: 'long', b: { c: 'longer' } };
    const expected = Errors(referring, value)[1];
    expect(expected).toHaveLength(2);
    expect(walkErrors(referring, value, { listCap: 1001 })).toEqual(expected);
  });

  it('plans unions, dispatch and unknown keywords as wholes for TypeBox', () => {
    const properties = (schema as unknown as { properties: Record<string, TSchema> }).properties;
    expect(planOf(properties['either'] as TSchema)).toBe('whole');
    expect(planOf({ type: 'string', format: 'uri' } as unknown as TSchema)).toBe('whole');
    expect(planOf(properties['name'] as TSchema)).toMatchObject({ kind: 'scalar' });
    expect(planOf(properties['nested'] as TSchema)).toMatchObject({ kind: 'object', shell: undefined });
    // A schema-valued additionalProperties leaves the object's own rules to TypeBox.
    expect(planOf({ type: 'object', properties: {}, additionalProperties: { type: 'string' } } as unknown as TSchema)).toMatchObject({
      kind: 'object',
      shell: expect.any(Object),
    });
  });
});

describe('schemaProblems shortcuts', () => {
  const context = (value: unknown) => ({ schema, value, keys: new KeyIndex(schema), rootName: 'the thing' });

  it('converts an unknown key once, from the listing error, and still from its per-key error when the listing is cut off', () => {
    const value = { name: 'n', stray: 1 };
    const errors = plain(value);
    expect(errors.map((error) => error.keyword)).toEqual(['boolean', 'additionalProperties']);
    const both = schemaProblems(errors, context(value));
    expect(both.map((p) => [p.rule, p.pointer])).toEqual([['unknown-key', '/stray']]);
    expect(schemaProblems(errors.slice(0, 1), context(value))).toEqual(both);
  });

  it('counts characters as code points, a lone surrogate as one', () => {
    const value = { name: '😀😀😀\ud800ab' };
    const [problem] = schemaProblems(plain(value), context(value));
    expect(problem?.data).toEqual({ limit: 5, actual: 6 });
  });

  it('resolves a schema path to the same node each time', () => {
    const first = schemaAt(schema, '#/properties/tags/items');
    expect(first).toBe((schema as unknown as { properties: { tags: { items: unknown } } }).properties.tags.items);
    expect(schemaAt(schema, '#/properties/tags/items')).toBe(first);
    expect(schemaAt(schema, '#/properties/nope')).toBeUndefined();
  });
});

describe('a manifest with a mistake deep in one group', () => {
  it('reports it with the same words as before', () => {
    const problems = validateManifest({
      display_information: { name: 'x'.repeat(40) },
      settings: { not_a_setting: true, socket_mode_enabled: true },
    }).problems;
    expect(problems.filter((p) => p.severity === 'error').map((p) => [p.rule, p.pointer])).toEqual([
      ['max-length', '/display_information/name'],
      ['unknown-key', '/settings/not_a_setting'],
    ]);
  });
});
