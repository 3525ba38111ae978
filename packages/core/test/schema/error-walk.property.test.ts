/**
 * The pruned error walk (`GroupedCheck.errors`, `walkErrors`) against plain TypeBox: on random mutations
 * of the corpus manifests, the walk must list exactly the errors TypeBox's `Errors` lists for the whole
 * schema, in the same order, and so convert to the same problems. And the manifest's one door: the fast
 * validator (`schema/fast/`) gives the reference validator's problems, with and without a session memo.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { Errors } from 'typebox/schema';
import type { TSchema } from 'typebox';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { GroupedCheck } from '../../src/schema/fast/grouped-check.js';
import { manifestSchema } from '../../src/manifest/schema/manifest.js';
import { selectVersion } from '../../src/manifest/version.js';
import { withMaxErrors, type SchemaError } from '../../src/schema/compiled.js';
import { capLists, walkErrors } from '../../src/schema/fast/error-walk.js';
import { schemaProblems } from '../../src/schema/errors.js';
import { KeyIndex } from '../../src/schema/key-index.js';
import { filesUnder, OFFICIAL_CORPUS, REAL_CORPUS } from '../corpus-path.js';
import { kitObject } from '../../src/blocks/kit/registry.js';
import { checkManifest } from '../../src/manifest/validate.js';
import { referenceValidator } from '../../src/manifest/reference-validator.js';
import { CheckMemo, withCheckMemo } from '../../src/schema/fast/check-memo.js';

const BLOCK_EXAMPLES = resolve(import.meta.dirname, '../../../../examples/blocks');

/** Every corpus manifest that parses to an object. */
const MANIFESTS: Record<string, unknown>[] = [...filesUnder(REAL_CORPUS), ...filesUnder(OFFICIAL_CORPUS)].flatMap((path) => {
  if (!/\.(json|ya?ml)$/i.test(path)) return [];
  try {
    const value: unknown = path.endsWith('.json') ? JSON.parse(readFileSync(path, 'utf8')) : parse(readFileSync(path, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? [value as Record<string, unknown>] : [];
  } catch {
    return [];
  }
});

type Container = Record<string, unknown> | unknown[];

/** Every object and list in a value, the root first. */
function containers(value: unknown, out: Container[] = []): Container[] {
  if (value && typeof value === 'object') {
    out.push(value as Container);
    for (const item of Object.values(value)) containers(item, out);
  }
  return out;
}

/** Values that break the schema in the ways people do: lengths, types, duplicates, unknown keys. */
const REPLACEMENTS: unknown[] = [
  '',
  'x'.repeat(36),
  'y'.repeat(81),
  'z'.repeat(256),
  'w'.repeat(4001),
  'not a url',
  'https://example.com',
  'chat:write',
  'message.channels',
  42,
  -1,
  1.5,
  true,
  null,
  [],
  {},
  ['a', 'a'],
  [{}, {}],
  { not_a_key: 1, name: 'n' },
  { type: 'string', title: 'T' },
];
const KEYS = ['not_a_key', 'nmae', 'name', 'description', 'scopes', 'bot_events', 'type', 'a/b~c', 'is_enabled', 'steps', 'title', ''];

interface Mutation {
  at: number;
  kind: 'replace' | 'add-key' | 'delete' | 'duplicate' | 'grow';
  pick: number;
}

function mutate(value: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const copy = structuredClone(value);
  for (const mutation of mutations) {
    const all = containers(copy);
    const target = all[mutation.at % all.length] as Container;
    const keys = Object.keys(target);
    const key = keys[mutation.pick % Math.max(1, keys.length)];
    const replacement = structuredClone(REPLACEMENTS[mutation.pick % REPLACEMENTS.length]);
    if (Array.isArray(target)) {
      const index = mutation.pick % Math.max(1, target.length);
      if (mutation.kind === 'replace' && target.length > 0) target[index] = replacement;
      else if (mutation.kind === 'delete') target.splice(index, 1);
      else if (mutation.kind === 'duplicate' && target.length > 0) target.push(structuredClone(target[index]));
      else if (mutation.kind === 'grow') for (let i = 0; i < 101; i++) target.push(`item_${i}`);
      else target.push(replacement);
    } else if (mutation.kind === 'add-key') {
      target[KEYS[mutation.pick % KEYS.length] as string] = replacement;
    } else if (key !== undefined && mutation.kind === 'delete') {
      delete target[key];
    } else if (key !== undefined) {
      target[key] = replacement;
    }
  }
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'add-key', 'delete', 'duplicate', 'grow'),
  pick: fc.nat(),
});

const LIST_CAP = 1001;

/** Plain TypeBox: the whole schema's interpretive error walk on the capped value. */
function reference(schema: TSchema, value: unknown): SchemaError[] {
  return Errors(schema, capLists(value, LIST_CAP))[1] as SchemaError[];
}

describe('the pruned error walk', () => {
  it('finds corpus manifests to mutate', () => expect(MANIFESTS.length).toBeGreaterThan(100));

  it('lists the errors plain TypeBox lists, in order, on mutated corpus manifests', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), (which, mutations) => {
        const value = mutate(MANIFESTS[which % MANIFESTS.length] as Record<string, unknown>, mutations);
        const schema = manifestSchema(selectVersion(value));
        const expected = withMaxErrors(2000, () => reference(schema, value));
        const actual = withMaxErrors(2000, () => new GroupedCheck(schema).errors(value));
        expect(actual).toEqual(expected);
        const context = { schema, value, keys: new KeyIndex(schema), rootName: 'the manifest' };
        expect(schemaProblems(actual, context)).toEqual(schemaProblems(expected, context));
      }),
      { numRuns: 400 },
    );
  });

  it('walks any sub-schema as TypeBox does, paths rooted where asked', () => {
    const schema = manifestSchema(2) as unknown as { properties: Record<string, TSchema> };
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (which, mutations) => {
        const value = mutate(MANIFESTS[which % MANIFESTS.length] as Record<string, unknown>, mutations);
        for (const [key, group] of Object.entries(schema.properties)) {
          if (!(key in value)) continue;
          const expected = reference(group, value[key]).map((error) => ({
            ...error,
            instancePath: `/${key}${error.instancePath}`,
            schemaPath: `#/properties/${key}${error.schemaPath.slice(1)}`,
          }));
          const actual =
            expected.length === 0 ? [] : walkErrors(group, value[key], { listCap: LIST_CAP, instancePath: `/${key}`, schemaPath: `#/properties/${key}` });
          expect(actual).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('walks Block Kit objects as TypeBox does: each block of the examples, mutated, against its own schema', () => {
    const blocks = readdirSync(BLOCK_EXAMPLES)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => containers(JSON.parse(readFileSync(join(BLOCK_EXAMPLES, name), 'utf8'))))
      .filter(
        (item): item is Record<string, unknown> => !Array.isArray(item) && typeof item['type'] === 'string' && kitObject('block', item['type']) !== undefined,
      );
    expect(blocks.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (which, mutations) => {
        const original = blocks[which % blocks.length] as Record<string, unknown>;
        const value = mutate(original, mutations);
        const schema = kitObject('block', original['type'] as string)!.schemaFor(value, [], undefined);
        const expected = withMaxErrors(500, () => reference(schema, value));
        const actual = expected.length === 0 ? [] : withMaxErrors(500, () => walkErrors(schema, value, { listCap: LIST_CAP }));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the manifest validator', () => {
  /** The whole check (schema and cross-field rules) through the fast validator, afresh and through a session memo, and through the reference. */
  function expectSameAnswers(value: Record<string, unknown>): void {
    const expected = checkManifest(value, referenceValidator);
    expect(checkManifest(value)).toEqual(expected);
    // A session checks a version whose groups it has seen: the second run answers from the memo.
    const memo = new CheckMemo();
    expect(withCheckMemo(memo, () => checkManifest(value))).toEqual(expected);
    expect(withCheckMemo(memo, () => checkManifest(structuredClone(value)))).toEqual(expected);
    expect(withCheckMemo(memo, () => checkManifest(value))).toEqual(expected);
  }

  it('answers as the reference on every corpus manifest as it is', () => {
    for (const value of MANIFESTS) expectSameAnswers(value);
  });

  it('answers as the reference on mutated corpus manifests', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), (which, mutations) => {
        expectSameAnswers(mutate(MANIFESTS[which % MANIFESTS.length] as Record<string, unknown>, mutations));
      }),
      { numRuns: 300 },
    );
  });

  it('answers as the reference on random values under the top-level keys', () => {
    const schema = manifestSchema(2) as unknown as { properties: Record<string, TSchema> };
    const key = fc.constantFrom(...Object.keys(schema.properties), ...KEYS);
    const value = fc.oneof(fc.constantFrom(...REPLACEMENTS), fc.jsonValue({ maxDepth: 3 }));
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 6 }), (manifest) => expectSameAnswers(manifest as Record<string, unknown>)),
      { numRuns: 300 },
    );
  });
});
