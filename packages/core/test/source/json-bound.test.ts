import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonFitsIn } from '../../src/source/json-bound.js';
import { emptySites, standIn } from '../../src/value/stand-in.js';
import { Hole, openObject } from '../../src/value/hole.js';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
/** The least limit the bound clears (a bisection), or Infinity when it clears none. */
function bound(value: unknown): number {
  if (!jsonFitsIn(value, 1e9)) return Infinity;
  let low = 0;
  let high = 1e9;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (jsonFitsIn(value, middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

describe('a bound on the bytes of a value in JSON', () => {
  it('is never below the exact size, for escapes, wide characters, lone surrogates and long numbers', () => {
    const tricky = ['"\\\n\u0000\u001f', 'é€😀', '\ud800x\udfff', ''];
    const value = {
      tricky,
      numbers: [-1.7976931348623157e308, 5e-324, -0, NaN, 1 / 3],
      flags: [true, false, null],
      gone: undefined,
      f: () => 1,
      list: [undefined],
    };
    expect(bound(value)).toBeGreaterThanOrEqual(bytes(value));
    fc.assert(fc.property(fc.jsonValue(), (json) => bound(json) >= bytes(json)));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => bound({ [text]: [text] }) >= bytes({ [text]: [text] })));
  });

  it('clears nothing it cannot bound: a toJSON method, a bigint, a class instance', () => {
    expect(jsonFitsIn({ toJSON: () => 'x'.repeat(10) }, 1e9)).toBe(false);
    expect(jsonFitsIn([1n], 1e9)).toBe(false);
    expect(jsonFitsIn({ when: new Date(0) }, 1e9)).toBe(false);
  });

  it("is summed by a payload's stand-in as the walk sums it on a plain copy, holes and all", () => {
    const value = openObject({
      type: 'modal',
      callback_id: Hole.unknown(),
      title: { type: 'plain_text', text: Hole.text(['Task ', '']) },
      blocks: [Hole.spread(), Hole.maybe({ type: 'divider' }), { type: 'section', text: { type: 'mrkdwn', text: 'é\n' } }],
    });
    const copy = standIn(value, '', emptySites());
    const plain: unknown = JSON.parse(JSON.stringify(copy));
    expect(bound(copy)).toBe(bound(plain));
    expect(bound(copy)).toBeGreaterThanOrEqual(bytes(copy));
    // A `toJSON` key or a bigint leaves the stand-in's bound unknown: the exact count decides.
    expect(jsonFitsIn(standIn({ toJSON: 'x' }, '', emptySites()), 1e9)).toBe(false);
    expect(jsonFitsIn(standIn({ n: 1n }, '', emptySites()), 1e9)).toBe(false);
  });
});
