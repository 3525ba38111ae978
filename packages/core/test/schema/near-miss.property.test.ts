/**
 * nearMiss rules names out by the list's letter counts, then candidates by length, letter masks and letter
 * bags before it measures them (suggest.ts): held here to the plain search, every candidate's edit
 * distance, on random names and on names a few edits from a candidate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

// Few letters, so random names are often near each other; a capital whose lowercase is two code units.
const letter = fc.constantFrom('a', 'b', 'c', 'd', 'A', 'D', '0', ':', '_', 'é', 'İ');
const name = fc.string({ unit: letter, maxLength: 12 });
const candidates = fc.uniqueArray(name, { minLength: 1, maxLength: 40 });

type Edit = { at: number; kind: 'delete' | 'insert' | 'substitute' | 'transpose'; letter: string };
const edit: fc.Arbitrary<Edit> = fc.record({ at: fc.nat(), kind: fc.constantFrom('delete', 'insert', 'substitute', 'transpose'), letter });

/** `word` with each edit made at its place (modulo the word's length). */
function edited(word: string, edits: readonly Edit[]): string {
  let out = word;
  for (const { at, kind, letter: l } of edits) {
    const i = out.length === 0 ? 0 : at % out.length;
    if (kind === 'insert') out = out.slice(0, i) + l + out.slice(i);
    else if (out.length === 0) continue;
    else if (kind === 'delete') out = out.slice(0, i) + out.slice(i + 1);
    else if (kind === 'substitute') out = out.slice(0, i) + l + out.slice(i + 1);
    else if (i + 1 < out.length) out = out.slice(0, i) + out[i + 1] + out[i] + out.slice(i + 2);
  }
  return out;
}

/** A random name, or a candidate with up to three edits. */
const wordFor = (list: readonly string[]) =>
  fc.oneof(
    name,
    fc.tuple(fc.constantFrom(...list), fc.array(edit, { maxLength: 3 })).map(([w, edits]) => edited(w, edits)),
  );

const cases = candidates.chain((list) => fc.tuple(fc.constant(list), fc.array(wordFor(list), { minLength: 1, maxLength: 40 }), fc.constantFrom(0, 1, 2)));

describe('near misses', () => {
  it('finds the candidate the plain search finds', () => {
    fc.assert(
      fc.property(cases, ([list, words, maxEdits]) => {
        for (const word of words) expect(nearMiss(word, list, maxEdits)).toBe(plain(word, list, maxEdits));
      }),
      { numRuns: 1500 },
    );
  });
});
