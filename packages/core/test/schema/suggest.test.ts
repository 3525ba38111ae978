/**
 * "Did you mean": the fast paths (length and letter-bag bounds, reused rows, early stop) against a
 * plain full-table optimal string alignment distance.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckMemo, withCheckMemo } from '../../src/schema/fast/check-memo.js';
import { bagDistance, Candidates, closest, editDistance } from '../../src/schema/suggest.js';

/** Optimal string alignment distance, the whole table, no shortcuts. */
function plainDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => table[i]![j]!;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      table[i]![j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The first candidate at the smallest distance within a third of the word, by the plain distance. */
function plainClosest(word: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = plainDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

// Few letters, so random words are often near each other; one past ASCII and one astral to cover the lumped slot.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', '_', 'A', 'é', '😀'), maxLength: 14 });

describe('suggestions', () => {
  it('measures the plain optimal string alignment distance, and only says "above" past the bound', () => {
    fc.assert(
      fc.property(word, word, fc.option(fc.nat(5), { nil: undefined }), (a, b, stop) => {
        const plain = plainDistance(a, b);
        if (stop === undefined || plain <= stop) expect(editDistance(a, b, stop)).toBe(plain);
        else expect(editDistance(a, b, stop)).toBeGreaterThan(stop);
        expect(bagDistance(a, b)).toBeLessThanOrEqual(plain);
      }),
      { numRuns: 3000 },
    );
  });

  it('picks what the plain search picks', () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 8 }), (w, candidates) => {
        expect(closest(w, candidates)).toBe(plainClosest(w, candidates));
        expect(closest(w, new Candidates(candidates))).toBe(plainClosest(w, candidates));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same answers when a candidate list is asked again in an editor session, and after it forgets them', () => {
    withCheckMemo(new CheckMemo(), () => {
      fc.assert(
        fc.property(fc.array(word, { maxLength: 8 }), fc.array(word, { minLength: 1, maxLength: 20 }), (candidates, words) => {
          const list = new Candidates(candidates);
          for (const w of [...words, ...words]) expect(list.closest(w)).toBe(plainClosest(w, candidates));
        }),
        { numRuns: 300 },
      );
      // More words than a list keeps: it starts again and still answers as the search.
      const list = new Candidates(['is_enabled', 'request_url', 'bot_events']);
      for (let i = 0; i < 600; i++) closest(`key_${i}`, list);
      expect(closest('request_ulr', list)).toBe('request_url');
      expect(closest('bot_event', list)).toBe('bot_events');
      expect(closest('key_1', list)).toBeUndefined();
    });
  });

  it('remembers nothing outside an editor session', () => {
    const list = new Candidates(['request_url']);
    expect(closest('request_ulr', list)).toBe('request_url');
    // The answers map stays empty: the command and the API search every time.
    expect((list as unknown as { answers: Map<string, unknown> }).answers.size).toBe(0);
  });

  it('finds the common typos', () => {
    expect(closest('fromat', ['format', 'from'])).toBe('format');
    expect(closest('not_a_setting', ['socket_mode_enabled', 'is_hosted'])).toBeUndefined();
    expect(closest('Bot_Events', ['user_events', 'bot_events'])).toBe('bot_events');
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
