import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Hole } from '../../src/value/hole.js';
import { emptySites, standIn } from '../../src/value/stand-in.js';
import { jsonFitsIn } from '../../src/source/json-bound.js';
import { utf8Length } from '../../src/source/limits.js';

/**
 * The bound of its JSON's bytes the stand-in sums as it copies (`noteJsonBound`), which the view's size check
 * reads instead of serialising: never below the exact size of the stand-in's JSON, or a view over the limit
 * would pass unreported.
 */
const withHoles = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }),
    fc.string({ unit: 'binary' }).map((text) => Hole.text([text])),
    fc.constant(Hole.unknown()),
    fc.array(
      fc.oneof(
        tie('value'),
        tie('value').map((item) => Hole.maybe(item)),
        fc.constant(Hole.spread()),
      ),
      { maxLength: 5 },
    ),
    fc.dictionary(fc.string({ unit: 'binary' }), tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe("the stand-in's bound of its JSON", () => {
  it('is at least the exact size of the JSON the stand-in gives, holes and all', () => {
    fc.assert(
      fc.property(withHoles, (value) => {
        const copy = standIn(value, '', emptySites());
        if (typeof copy !== 'object' || copy === null) return;
        const exact = utf8Length(JSON.stringify(copy));
        expect(jsonFitsIn(copy, exact - 1)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
