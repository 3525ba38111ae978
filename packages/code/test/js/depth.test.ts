import { describe, expect, it } from 'vitest';
import { MAX_BRACKET_DEPTH, tooDeepAt } from '../../src/js/depth.js';

/**
 * The nesting check before the parse (`depth.ts`): a short file is answered by counting its opening brackets,
 * a longer one by the scan; both give the offset where the depth passes the limit, or -1.
 */
describe('tooDeepAt', () => {
  it('finds the bracket past the limit in a short file, and nothing at the limit or in as many brackets side by side', () => {
    const nested = (depth: number) => `x = ${'(['.repeat(depth / 2)}${'])'.repeat(depth / 2)};`;
    expect(nested(MAX_BRACKET_DEPTH + 2).length).toBeLessThanOrEqual(2000);
    expect(tooDeepAt(nested(MAX_BRACKET_DEPTH))).toBe(-1);
    expect(tooDeepAt(nested(MAX_BRACKET_DEPTH + 2))).toBe(4 + MAX_BRACKET_DEPTH);
    expect(tooDeepAt(`x = ${'{}'.repeat(900)};`)).toBe(-1);
    expect(tooDeepAt(`${'{'.repeat(MAX_BRACKET_DEPTH)}${'/'.repeat(1000)}?{`)).toBe(MAX_BRACKET_DEPTH + 1001);
  });

  it('gives the same answer to a file just under and just over the short length', () => {
    for (const length of [1999, 2000, 2001, 2002]) {
      const deep = `${'['.repeat(MAX_BRACKET_DEPTH + 1)}`.padEnd(length, ' ');
      const shallow = `${'['.repeat(MAX_BRACKET_DEPTH)}`.padEnd(length, ']');
      expect([tooDeepAt(deep), tooDeepAt(shallow)]).toEqual([MAX_BRACKET_DEPTH, -1]);
    }
    // Past the short length, the other limits count too.
    expect(tooDeepAt('a ? '.repeat(2001))).toBe(4 * 2000 + 2);
  });
});

describe('tooDeepAt on files up to 20,000 characters', () => {
  it('finds each limit passed, and nothing within them', () => {
    const padded = (text: string) => `${text}\n${'// filler\n'.repeat(500)}`;
    const nested = `${'('.repeat(MAX_BRACKET_DEPTH + 1)}${')'.repeat(MAX_BRACKET_DEPTH + 1)}`;
    expect(tooDeepAt(padded(nested))).toBe(MAX_BRACKET_DEPTH);
    // As many brackets side by side, closers before openers, and nesting back to the limit.
    expect(tooDeepAt(padded(`${')'.repeat(600)}${'()'.repeat(900)}${'['.repeat(MAX_BRACKET_DEPTH)}${']'.repeat(MAX_BRACKET_DEPTH)}`))).toBe(-1);
    expect(tooDeepAt(padded(`x = ${'a ? b : '.repeat(2001)}c;`))).toBe(4 + 8 * 2000 + 2);
    expect(tooDeepAt(padded(`x = ${'a?.b ?? '.repeat(2001)}c;`))).toBe(-1);
    expect(tooDeepAt(padded(`x = ${'a => '.repeat(2001)}b;`))).toBe(4 + 5 * 2000 + 2);
    expect(tooDeepAt(padded(`if (a) {}${' else b;'.repeat(2001)}`))).toBe(9 + 8 * 2000 + 1);
    expect(tooDeepAt(padded(`x = ${'a + '.repeat(19000)}b;`.slice(0, 19000)))).toBe(-1);
  });
});
