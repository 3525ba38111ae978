/**
 * Method arguments take the pruned error walk (`walkErrors`) with lists cut to `ERROR_WALK_LIST_CAP`:
 * on random arguments of every method, it must list exactly the errors plain TypeBox lists for the
 * capped value, and no method may have a list bound the cap would hide.
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Errors } from 'typebox/schema';
import { describe, expect, it } from 'vitest';
import { methodArguments, methodNames } from '../../src/catalogue/index.js';
import { ERROR_WALK_LIST_CAP, methodSchema } from '../../src/methods/check.js';
import { METHOD_SPECS } from '../../src/methods/specs/index.js';
import { withMaxErrors, type SchemaError } from '../../src/schema/compiled.js';
import { capLists, walkErrors } from '../../src/schema/fast/error-walk.js';

const METHODS = [...new Set([...methodNames(), ...METHOD_SPECS.keys()])].sort();

/** Every `maxItems` in a schema. */
function listBounds(node: unknown, out: number[] = []): number[] {
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record['maxItems'] === 'number') out.push(record['maxItems']);
    for (const child of Object.values(record)) listBounds(child, out);
  }
  return out;
}

/** Values that break argument schemas the ways files do: types, bounds, enums, long lists. */
const VALUES: unknown[] = [
  '',
  'C0123456789',
  'x'.repeat(300),
  0,
  -1,
  1001,
  1.5,
  true,
  null,
  [],
  ['a', 'b'],
  Array.from({ length: 1005 }, (_, i) => `E${i}`),
  [{ type: 'section' }, 3],
  {},
  { text: 'hi' },
];

describe('method arguments take the pruned error walk', () => {
  it('has no list bound the cap would hide', () => {
    const bounds = METHODS.flatMap((method) => listBounds(methodSchema(method)));
    expect(bounds.length).toBeGreaterThan(10);
    expect(Math.max(...bounds)).toBeLessThan(ERROR_WALK_LIST_CAP);
  });

  it('lists the errors plain TypeBox lists, in order, on random arguments of every method', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }), fc.boolean(), (which, picks, stray) => {
        const method = METHODS[which % METHODS.length]!;
        const schema = methodSchema(method) as TSchema;
        const names = [...(methodArguments(method) ?? []).map((facts) => facts.name), 'channel', 'text'];
        const value: Record<string, unknown> = {};
        for (const [name, pick] of picks) value[names[name % names.length]!] = structuredClone(VALUES[pick % VALUES.length]);
        if (stray) value['not_an_argument'] = 1;
        const expected = withMaxErrors(500, () => Errors(schema, capLists(value, ERROR_WALK_LIST_CAP))[1] as SchemaError[]);
        const actual = expected.length === 0 ? [] : walkErrors(schema, value, { listCap: ERROR_WALK_LIST_CAP, maxErrors: 500 });
        expect(actual).toEqual(expected);
      }),
      { numRuns: 600 },
    );
  });
});
