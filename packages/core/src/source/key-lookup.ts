/** Above this many entries a mapping gets an index; below it a scan is cheaper than building one. */
const SCAN_LIMIT = 32;

/**
 * Finds a mapping's entry by key name, the last one when a key repeats (as in the parsed value). Large
 * mappings are indexed once: placing 2,000 problems in a 150,000-key file by scanning took 8 s.
 */
export class KeyLookup<M extends object, E> {
  private readonly indexes = new WeakMap<M, Map<string, E>>();

  constructor(
    private readonly entriesOf: (map: M) => readonly E[],
    private readonly nameOf: (entry: E) => string | undefined,
  ) {}

  find(map: M, name: string): E | undefined {
    const entries = this.entriesOf(map);
    if (entries.length <= SCAN_LIMIT) {
      for (let i = entries.length - 1; i >= 0; i--) if (this.nameOf(entries[i]!) === name) return entries[i];
      return undefined;
    }
    let index = this.indexes.get(map);
    if (!index) {
      index = new Map();
      for (const entry of entries) {
        const key = this.nameOf(entry);
        if (key !== undefined) index.set(key, entry);
      }
      this.indexes.set(map, index);
    }
    return index.get(name);
  }
}
