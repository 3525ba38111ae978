/**
 * Answers an editor session keeps across versions of one document, by the value they were computed
 * from. The session's YAML sections (`YamlSections`) reuse the parse of every section an edit did not
 * touch, so an untouched top-level group is the very same object in the next version, and an answer
 * computed from it alone (its schema check) still holds. Only an editor session has one: a caller that
 * checks one value many times (the command, the API, the bench) computes every answer afresh.
 */
export class CheckMemo {
  /** By the checker that computed the answer (one per schema version), then by the value it was given. */
  private readonly byOwner = new WeakMap<object, WeakMap<object, unknown>>();
  /** One answer per owner, replaced by each run: what an owner needs to tell whether its last run still holds. */
  private readonly latest = new WeakMap<object, unknown>();

  /** `compute()`'s answer for `value`, computed once per value object; a primitive value is not kept. */
  remember<T>(owner: object, value: unknown, compute: () => T): T {
    if (value === null || typeof value !== 'object') return compute();
    let answers = this.byOwner.get(owner);
    if (!answers) this.byOwner.set(owner, (answers = new WeakMap()));
    if (answers.has(value)) return answers.get(value) as T;
    const answer = compute();
    answers.set(value, answer);
    return answer;
  }

  /** What `owner` kept from its last run, if anything. */
  last<T>(owner: object): T | undefined {
    return this.latest.get(owner) as T | undefined;
  }

  keepLast(owner: object, answer: unknown): void {
    this.latest.set(owner, answer);
  }
}

/** The memo of the document being checked: set by `checkDocument` for an editor session, read by the checks. */
let active: CheckMemo | undefined;

/**
 * Runs a check with `memo` as the session's memo (none: every answer is computed). Kept in one place
 * rather than passed down: the kinds' contexts stay as they are, and nothing outside the run sees it.
 */
export function withCheckMemo<T>(memo: CheckMemo | undefined, run: () => T): T {
  const previous = active;
  active = memo;
  try {
    return run();
  } finally {
    active = previous;
  }
}

/** The memo of the editor session whose document is being checked, or undefined. */
export function activeCheckMemo(): CheckMemo | undefined {
  return active;
}
