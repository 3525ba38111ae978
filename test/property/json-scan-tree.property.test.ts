import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson, parsedTreeWalker } from '../../packages/core/src/source/json.js';
import type { Target } from '../../packages/core/src/problem.js';

const RUNS = 300;
const TARGETS: readonly Target[] = ['key', 'value', 'container'];

/** Keys that stress the scan: escapes, quotes, brackets, commas and colons inside strings. */
const key = fc.oneof(fc.constantFrom('a', 'b', 'a\\', '"', '{', '}', ',', ':', '[', ']', 'é', '\u2028', '~', '/', '0', '01'), fc.string({ maxLength: 4 }));
const scalar = fc.oneof(
  fc.constantFrom('x\\"y', '"', '\\', '}', ']', '{"a":1}', -0, 1e21, 0.5, -12, true, false, null),
  fc.string({ maxLength: 6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const value = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(key, tie('node'), { maxKeys: 5 }),
  ),
})).node;

/** Every pointer of a value, plus a missing key and a missing index under each container. */
function pointers(node: unknown, base = ''): string[] {
  const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
  const out = [base];
  if (Array.isArray(node)) {
    node.forEach((item, index) => out.push(...pointers(item, `${base}/${index}`)));
    out.push(`${base}/${node.length}`, `${base}/01`, `${base}/x`);
  } else if (node !== null && typeof node === 'object') {
    for (const [name, item] of Object.entries(node)) out.push(...pointers(item, `${base}/${escape(name)}`));
    out.push(`${base}/missing~1key`, `${base}/0`);
  }
  return out;
}

describe('the scanned JSON tree of the fast path', () => {
  it('finds and locates every pointer where the careful parser’s tree does, in compact, indented and blank-padded text', () => {
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2, '\t', ' \r\n '), fc.constantFrom('', ' \n', '\r\n\t'), (root, indent, pad) => {
        const text = pad + JSON.stringify(root, null, indent) + pad;
        const careful = parsedTreeWalker(text);
        const all = pointers(root);
        // The tree is scanned as far as each walk needs and parents are remembered: in order, backwards, and interleaved.
        for (const order of [all, [...all].reverse(), all.map((_, i) => all[(i * 7) % all.length]!)]) {
          const fast = parseJson(text);
          for (const pointer of order) {
            expect(fast.find(pointer), pointer).toEqual(careful.find(pointer));
            for (const target of TARGETS) expect(fast.locate(pointer, target), `${pointer} ${target}`).toEqual(careful.locate(pointer, target));
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('places problems in a manifest with keys and strings that look like JSON syntax', () => {
    const text = '{"a\\"{": {"b": ["]", "\\\\", {"c}": [1, 2.5e3, null]}]}, "d": "x"}';
    const fast = parseJson(text);
    const careful = parsedTreeWalker(text);
    for (const pointer of ['/a"{', '/a"{/b/2/c}/1', '/a"{/b/2/c}/2', '/d', '/a"{/b/3', '/nope']) {
      expect(fast.locate(pointer, 'value'), pointer).toEqual(careful.locate(pointer, 'value'));
      expect(fast.locate(pointer, 'key'), pointer).toEqual(careful.locate(pointer, 'key'));
    }
  });
});
