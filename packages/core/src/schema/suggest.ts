import { activeCheckMemo } from './fast/check-memo.js';

/** How many answers a candidate list keeps: an editor asks about the same few unknown keys on every edit. */
const MAX_REMEMBERED = 256;

/**
 * A candidate list lowercased once, for lists that are searched again and again (a schema's keys), with
 * the answers it gave in editor sessions: a document is checked again on every edit with the same stray
 * key in it, and the search was the largest part of turning a small manifest's mistakes into problems. Like every memo of the check (check-memo.ts), it is used only in an editor session: the
 * command, the API and the bench search every time.
 */
export class Candidates {
  readonly lower: readonly string[];
  private readonly answers = new Map<string, string | undefined>();

  constructor(readonly names: readonly string[]) {
    this.lower = names.map((name) => name.toLowerCase());
  }

  /** `closest(word, this)`; in an editor session, searched once per word (the list never changes). */
  closest(word: string): string | undefined {
    if (activeCheckMemo() === undefined) return search(word, this.names, this.lower);
    const answers = this.answers;
    if (answers.has(word)) return answers.get(word);
    const answer = search(word, this.names, this.lower);
    // Made-up keys are unbounded (a generated file); start again rather than grow.
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(word, answer);
    return answer;
  }
}

/** "Did you mean" support: the closest candidate within a small edit distance. */
export function closest(word: string, candidates: readonly string[] | Candidates): string | undefined {
  return candidates instanceof Candidates ? candidates.closest(word) : search(word, candidates, undefined);
}

/**
 * The candidate closest to `word` within `maxEdits` edits (case ignored), or undefined: a near miss, for
 * rules that call a name one or two edits from a known one a typo rather than a name they do not know.
 * A word equal to a candidate is not a near miss of anything; callers test membership first.
 */
export function nearMiss(word: string, candidates: readonly string[], maxEdits: number): string | undefined {
  const lower = word.toLowerCase();
  const { lowered, masks, present } = prepared(candidates);
  if (absentLetters(lower, present) > maxEdits) return undefined;
  let best: string | undefined;
  let bestDistance = maxEdits + 1;
  const mask = letterMask(lower);
  for (let i = 0; i < candidates.length; i++) {
    const other = lowered[i] as string;
    const bound = bestDistance - 1;
    if (Math.abs(other.length - lower.length) > bound) continue;
    // Letters one word has and the other lacks each take an edit: most candidates are ruled out by two counts.
    const theirs = masks[i] as number;
    if (bitCount(mask & ~theirs) > bound || bitCount(theirs & ~mask) > bound) continue;
    if (bagDistance(lower, other) > bound) continue;
    const distance = editDistance(lower, other, bound);
    if (distance <= bound) {
      best = candidates[i];
      bestDistance = distance;
    }
  }
  return best;
}

interface Prepared {
  lowered: readonly string[];
  /** Each name's letter mask (`letterMask`). */
  masks: Int32Array;
  /** 1 for each letter some name has, by `counts`' slots. */
  present: Uint8Array;
}

/**
 * Each candidate list lowercased once, with its names' letter masks and the letters they use, kept
 * by the list: the catalogue's lists are searched for every name a manifest lists that the catalogue does
 * not know.
 */
const PREPARED = new WeakMap<readonly string[], Prepared>();

function prepared(candidates: readonly string[]): Prepared {
  let entry = PREPARED.get(candidates);
  if (entry === undefined) {
    const lowered = candidates.map((name) => name.toLowerCase());
    const present = new Uint8Array(counts.length);
    for (const name of lowered) for (let i = 0; i < name.length; i++) present[Math.min(name.charCodeAt(i), 128)] = 1;
    entry = { lowered, masks: Int32Array.from(lowered, letterMask), present };
    PREPARED.set(candidates, entry);
  }
  return entry;
}

/** Which of 32 letter groups a word uses: a to z one bit each, the rest sharing bits (sharing only lowers the bound). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * How many of `word`'s letters no candidate has: each takes an edit whichever candidate the word is near.
 * A made-up name with digits, which no catalogue name has, is ruled out without a search.
 */
function absentLetters(word: string, present: Uint8Array): number {
  let absent = 0;
  for (let i = 0; i < word.length; i++) if (present[Math.min(word.charCodeAt(i), 128)] === 0) absent++;
  return absent;
}

/**
 * The first candidate at the smallest distance within `limit` edits, candidate by candidate; `limit`
 * defaults to a third of the word, at least one edit: two edits on a four-letter word ("nope" → "type")
 * is a guess, not a typo.
 */
function search(
  word: string,
  names: readonly string[],
  lowered: readonly string[] | undefined,
  limit = Math.max(1, Math.floor(word.length / 3)),
): string | undefined {
  let best: string | undefined;
  let bestDistance = limit + 1;
  const lower = word.toLowerCase();
  for (let i = 0; i < names.length; i++) {
    const bound = bestDistance - 1;
    const other = lowered ? (lowered[i] as string) : (names[i] as string).toLowerCase();
    // A length difference is a lower bound of the distance: most candidates are ruled out for free.
    if (Math.abs(other.length - lower.length) > bound) continue;
    // So is the letters' difference, counted as bags: it rules out most of the rest before the quadratic table.
    if (bagDistance(lower, other) > bound) continue;
    const distance = editDistance(lower, other, bound);
    if (distance <= bound) {
      best = names[i];
      bestDistance = distance;
    }
  }
  return best;
}

/** Letter counts, reused between calls: code units below 128 are counted, the rest share one slot. */
const counts = new Int32Array(129);

/**
 * A lower bound of the edit distance: an insertion, deletion or substitution changes each word's
 * unmatched letters by at most one, a transposition not at all. Letters past ASCII are lumped together,
 * which only lowers the bound.
 */
export function bagDistance(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) {
    const slot = Math.min(a.charCodeAt(i), 128);
    counts[slot] = (counts[slot] as number) + 1;
  }
  for (let i = 0; i < b.length; i++) {
    const slot = Math.min(b.charCodeAt(i), 128);
    counts[slot] = (counts[slot] as number) - 1;
  }
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < a.length; i++) {
    const slot = Math.min(a.charCodeAt(i), 128);
    const count = counts[slot] as number;
    if (count > 0) onlyA += count;
    else if (count < 0) onlyB -= count;
    counts[slot] = 0;
  }
  for (let i = 0; i < b.length; i++) {
    const slot = Math.min(b.charCodeAt(i), 128);
    const count = counts[slot] as number;
    if (count < 0) onlyB -= count;
    counts[slot] = 0;
  }
  return Math.max(onlyA, onlyB);
}

/** Three table rows, reused between calls and grown as needed. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment), so the
 * commonest typos (`erorr`, `fromat`) are one edit away; words here are short keys. Past `stopAbove` the
 * answer is only some number above it.
 */
export function editDistance(a: string, b: string, stopAbove = Infinity): number {
  if (a === b) return 0;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  for (let j = 0; j < width; j++) previous[j] = j;
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const letter = a.charCodeAt(i - 1);
    const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    current[0] = i;
    let currentMin = i;
    for (let j = 1; j < width; j++) {
      const other = b.charCodeAt(j - 1);
      const cost = letter === other ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && letterBefore === other) best = Math.min(best, (before[j - 2] as number) + 1);
      current[j] = best;
      if (best < currentMin) currentMin = best;
    }
    // Every alignment passes through one of any two consecutive rows (a transposition skips one row):
    // once both rows' smallest entries are past the bound, so is the distance.
    if (currentMin > stopAbove && previousMin > stopAbove) return stopAbove + 1;
    previousMin = currentMin;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] as number;
}
