import type { Problem } from '../problem.js';

/**
 * Reads of unknown values during a check of a payload with holes. The stand-in (`stand-in.ts`) counts
 * every read of a hole, of an absent key of an object with computed keys, and of a list with a spread;
 * a rule run through `quiet` whose run read any of them stays silent, since its verdict rested on a value
 * no one knows. Outside a check with holes nothing counts and `quiet` only runs the rule.
 */
let readCount = 0;

/** Called by the stand-in's traps. */
export function noteRead(): void {
  readCount += 1;
}

/** Runs one rule's check; its problems are dropped when it read an unknown value. */
export function quiet(check: () => Problem[]): Problem[] {
  const before = readCount;
  const problems = check();
  return readCount === before ? problems : [];
}

/** The keys of each stand-in object that hold holes, for rules that skip unknown values themselves. */
const HOLE_KEYS = new WeakMap<object, ReadonlySet<string>>();

export function registerHoleKeys(object: object, keys: ReadonlySet<string>): void {
  HOLE_KEYS.set(object, keys);
}

/** True when `object[key]` stands for a value the code computes (its stand-in must not be compared). */
export function isHoleKey(object: object, key: string): boolean {
  return HOLE_KEYS.get(object)?.has(key) === true;
}
