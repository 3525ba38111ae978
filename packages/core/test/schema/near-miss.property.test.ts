/**
 * nearMiss rules candidates out by the letters one word has and the other lacks (suggest.ts) before it
 * measures them: held here to the plain search, every candidate's edit distance, on catalogue-like names.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { editDistance, nearMiss } from '../../src/schema/suggest.js';

function plain(word: string, candidates: readonly string[], maxEdits: number): string | undefined {
  let best: string | undefined;
  let bestDistance = maxEdits + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

const name = fc.stringMatching(/^[a-dA-D0-9:._\-é]{0,9}$/);

it('finds the candidate the plain search finds, for one and two edits', () => {
  fc.assert(
    fc.property(name, fc.uniqueArray(name, { maxLength: 40 }), fc.constantFrom(1, 2), (word, candidates, maxEdits) => {
      expect(nearMiss(word, candidates, maxEdits)).toBe(plain(word, candidates, maxEdits));
    }),
    { numRuns: 2000 },
  );
});
