/** "Did you mean" support: the closest candidate within a small edit distance. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  // A third of the word, at least one edit: two edits on a four-letter word ("nope" → "type") is a guess, not a typo.
  const limit = Math.max(1, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    // A length difference is a lower bound of the distance: most candidates are ruled out for free.
    if (Math.abs(candidate.length - word.length) > Math.min(limit, bestDistance)) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (distance < bestDistance && distance <= limit) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment), so the
 * commonest typos (`erorr`, `fromat`) are one edit away; words here are short keys.
 */
export function editDistance(a: string, b: string, stopAbove = Infinity): number {
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current[j] = best;
    }
    // Every alignment passes through one of any two consecutive rows (a transposition skips one row):
    // once both rows' smallest entries are past the bound, so is the distance.
    let currentMin = Infinity;
    for (const entry of current) if (entry < currentMin) currentMin = entry;
    if (currentMin > stopAbove && previousMin > stopAbove) return stopAbove + 1;
    previousMin = currentMin;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}
