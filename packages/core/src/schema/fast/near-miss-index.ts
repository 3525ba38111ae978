/**
 * A candidate list's near-miss index, so that `nearMiss` (schema/suggest.ts) measures only the candidates
 * that can be within the edits asked, not the whole list: the typo rules search the catalogue for every
 * name a manifest lists that the catalogue does not know, a thousand in a generated manifest.
 *
 * Each name's deletion neighbourhood is kept (the strings left by deleting up to `INDEXED_EDITS` of its
 * letters), as hashes. Two names within d edits (insertions, deletions, substitutions and adjacent
 * transpositions) each become the same string after at most d deletions of their own (a substitution or
 * a transposition costs one deletion on each side, an insertion or a deletion one on one side), so a
 * word's neighbourhood meets the neighbourhood of every candidate within d edits of it. Only the
 * candidates met are measured, with the same distance as the plain search; a hash collision costs a
 * measurement, never an answer. A property test holds the index to the plain search.
 */
import { editDistance } from '../suggest.js';

/** The most edits an index answers for; the typo rules ask for one or two. */
export const INDEXED_EDITS = 2;

const MULTIPLIER = 0x01000193;

/** Scratch for one word's neighbourhood: its hashes, and how many letters each one deleted. */
let hashes = new Int32Array(64);
let deleted = new Uint8Array(64);
let prefix = new Int32Array(64);
let powers = new Int32Array(64);

/**
 * The hashes of every string left by deleting up to `edits` (at most two) of `word`'s letters, in
 * `hashes` and `deleted`; returns how many. A string's hash is its polynomial hash mixed with its length,
 * so each one is a sum of its prefix's, middle's and suffix's hashes.
 */
function neighbourhood(word: string, edits: number): number {
  const n = word.length;
  const most = 1 + n + (n * (n - 1)) / 2;
  if (hashes.length < most) {
    hashes = new Int32Array(most * 2);
    deleted = new Uint8Array(most * 2);
  }
  if (prefix.length < n + 1) {
    prefix = new Int32Array((n + 1) * 2);
    powers = new Int32Array((n + 1) * 2);
  }
  prefix[0] = 0;
  powers[0] = 1;
  for (let i = 0; i < n; i++) {
    prefix[i + 1] = (Math.imul(prefix[i] as number, MULTIPLIER) + word.charCodeAt(i)) | 0;
    powers[i + 1] = Math.imul(powers[i] as number, MULTIPLIER);
  }
  const whole = prefix[n] as number;
  // A deleted letter's string: what comes before it, times the multiplier once per letter after it, plus
  // what comes after it (word[from, n), whose hash is whole less the prefix's, shifted).
  const after = (from: number): number => (whole - Math.imul(prefix[from] as number, powers[n - from] as number)) | 0;
  hashes[0] = mix(whole, n);
  deleted[0] = 0;
  let count = 1;
  if (edits < 1) return count;
  for (let i = 0; i < n; i++) {
    hashes[count] = mix(Math.imul(prefix[i] as number, powers[n - i - 1] as number) + after(i + 1), n - 1);
    deleted[count++] = 1;
  }
  if (edits < 2) return count;
  for (let j = 1; j < n; j++) {
    // Both deleted letters' strings, the later one at j: word without j, then without each i before it.
    const tail = after(j + 1);
    for (let i = 0; i < j; i++) {
      const middle = ((prefix[j] as number) - Math.imul(prefix[i + 1] as number, powers[j - i - 1] as number)) | 0;
      const head = Math.imul(prefix[i] as number, powers[n - i - 2] as number);
      hashes[count] = mix(head + Math.imul(middle, powers[n - j - 1] as number) + tail, n - 2);
      deleted[count++] = 2;
    }
  }
  return count;
}

/** A hash mixed with its string's length. */
function mix(hash: number, length: number): number {
  return (hash + Math.imul(length, 0x9e3779b1)) | 0;
}

export class NearMissIndex {
  /** Slot ranges by bucket (a hash's low bits): bucket b's slots are starts[b] to starts[b + 1]. */
  private readonly starts: Int32Array;
  private readonly slotHashes: Int32Array;
  /** Each slot's candidate index times four, plus the letters its name deleted. */
  private readonly slotEntries: Int32Array;
  private readonly bucketMask: number;
  /** Candidates already measured for the current word, by stamp. */
  private readonly seen: Int32Array;
  private stamp = 0;

  /** `lowered` is `names` lowercased, index for index. */
  constructor(
    readonly names: readonly string[],
    private readonly lowered: readonly string[],
  ) {
    let total = 0;
    for (const name of lowered) total += 1 + name.length + (name.length * (name.length - 1)) / 2;
    const allHashes = new Int32Array(total);
    const allEntries = new Int32Array(total);
    let filled = 0;
    for (let i = 0; i < lowered.length; i++) {
      const count = neighbourhood(lowered[i] as string, INDEXED_EDITS);
      for (let v = 0; v < count; v++) {
        allHashes[filled] = hashes[v] as number;
        allEntries[filled++] = i * 4 + (deleted[v] as number);
      }
    }
    let buckets = 1;
    while (buckets < total) buckets *= 2;
    this.bucketMask = buckets - 1;
    const starts = new Int32Array(buckets + 1);
    for (let s = 0; s < total; s++) {
      const bucket = ((allHashes[s] as number) & this.bucketMask) + 1;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    for (let b = 0; b < buckets; b++) starts[b + 1] = (starts[b + 1] as number) + (starts[b] as number);
    const next = starts.slice(0, buckets);
    this.slotHashes = new Int32Array(total);
    this.slotEntries = new Int32Array(total);
    for (let s = 0; s < total; s++) {
      const bucket = (allHashes[s] as number) & this.bucketMask;
      const slot = next[bucket] as number;
      next[bucket] = slot + 1;
      this.slotHashes[slot] = allHashes[s] as number;
      this.slotEntries[slot] = allEntries[s] as number;
    }
    this.starts = starts;
    this.seen = new Int32Array(names.length);
  }

  /**
   * The first candidate at the smallest distance within `maxEdits` (at most `INDEXED_EDITS`) of `word`,
   * case ignored: what the plain search over the whole list answers.
   */
  find(word: string, maxEdits: number): string | undefined {
    const lower = word.toLowerCase();
    const count = neighbourhood(lower, maxEdits);
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const { starts, slotHashes, slotEntries, seen, stamp, lowered } = this;
    let bestIndex = -1;
    let bestDistance = maxEdits + 1;
    for (let v = 0; v < count; v++) {
      const hash = hashes[v] as number;
      const bucket = hash & this.bucketMask;
      const end = starts[bucket + 1] as number;
      for (let slot = starts[bucket] as number; slot < end; slot++) {
        if (slotHashes[slot] !== hash) continue;
        const entry = slotEntries[slot] as number;
        // A candidate's string met after more deletions than the word may make is no evidence.
        if ((entry & 3) > maxEdits) continue;
        const index = entry >> 2;
        if (seen[index] === stamp) continue;
        seen[index] = stamp;
        const distance = editDistance(lower, lowered[index] as string, bestDistance);
        if (distance < bestDistance || (distance === bestDistance && index < bestIndex)) {
          bestIndex = index;
          bestDistance = distance;
        }
      }
    }
    return bestIndex < 0 ? undefined : this.names[bestIndex];
  }
}
