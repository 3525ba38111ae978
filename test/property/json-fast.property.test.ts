import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFast } from '../../packages/core/src/source/json-fast.js';

const RUNS = 500;

/** Keys that stress the scan: escapes, quotes, brackets and commas inside strings, and near-twins. */
const key = fc.oneof(fc.constantFrom('a', 'b', 'a\\', '"', '{', '}', ',', '[', 'é', '\u2028', '\\u0061'), fc.string({ maxLength: 4 }));

/** Objects written key by key, so a key may repeat (JSON.stringify of an object never repeats one). */
const jsonText: fc.Arbitrary<{ text: string; duplicated: boolean }> = fc.letrec<{ node: { text: string; duplicated: boolean } }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }).map((value) => ({ text: JSON.stringify(value), duplicated: false })),
    fc.array(tie('node'), { maxLength: 4 }).map((items) => ({ text: `[${items.map((i) => i.text).join(',')}]`, duplicated: items.some((i) => i.duplicated) })),
    fc.array(fc.tuple(key, tie('node')), { maxLength: 5 }).map((entries) => {
      const names = entries.map(([name]) => name);
      const repeated = new Set(names).size !== names.length;
      return {
        text: `{${entries.map(([name, value]) => `${JSON.stringify(name)} : ${value.text}`).join(' ,\n')}}`,
        duplicated: repeated || entries.some(([, value]) => value.duplicated),
      };
    }),
  ),
})).node;

describe('the JSON fast path', () => {
  it('gives JSON.parse’s value for text without repeated keys, at any depth, and declines text with one', () => {
    fc.assert(
      fc.property(jsonText, ({ text, duplicated }) => {
        expect(parseFast(text, 64)).toEqual(duplicated ? undefined : { value: JSON.parse(text) });
      }),
      { numRuns: RUNS },
    );
  });

  it('declines text JSON.parse rejects', () => {
    for (const text of ['', '{', '{"a": 1,}', '// c\n{}', "{'a': 1}", '{"a": 1} x']) expect(parseFast(text, 64)).toBeUndefined();
  });

  it('declines text nested deeper than the limit, which the careful parser refuses with its own problem', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(parseFast(nested(64), 64)).toEqual({ value: JSON.parse(nested(64)) });
    expect(parseFast(nested(65), 64)).toBeUndefined();
  });

  it('compares escaped keys by what they mean: "a" and "\\u0061" are the same key, and declines the text', () => {
    expect(parseFast('{"a": 1, "\\u0061": 2}', 64)).toBeUndefined();
    expect(parseFast('{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}', 64)).toEqual({ value: { a: { a: 1 }, b: [{ a: 1 }, { a: 2 }] } });
    expect(parseFast('{"x": "{\\"a\\": 1, \\"a\\": 2}"}', 64)).toEqual({ value: { x: '{"a": 1, "a": 2}' } });
  });
});
