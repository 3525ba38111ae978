/**
 * The most UTF-8 bytes a string can take in JSON: each UTF-16 unit is at most 3 bytes, or 6 when it is
 * escaped (`\u001f`), and two quotes.
 */
export const stringBound = (text: string): number => text.length * 6 + 2;

/** A number's JSON is at most 24 characters (`-1.7976931348623157e+308`); `true`, `false`, `null` fewer. */
export const SCALAR_BOUND = 24;

/**
 * The bound of a value that is neither an object nor a list; NaN for a bigint, which `JSON.stringify`
 * refuses (NaN makes every sum with it fail the limit, so the exact count runs and throws as before).
 */
export function scalarBound(value: unknown): number {
  if (typeof value === 'string') return stringBound(value);
  return typeof value === 'bigint' ? NaN : SCALAR_BOUND;
}

/** Each object or list adds its brackets; each key its bound, a colon and a comma; each item a comma. */
export const CONTAINER_BOUND = 2;
export const keyBound = (key: string): number => stringBound(key) + 2;
export const ITEM_BOUND = 1;

/** Bounds known for values whose builder summed them as it went (a payload's stand-in). */
const KNOWN_BOUNDS = new WeakMap<object, number>();

/**
 * Records the bound of a value built as plain data (objects and lists made here, no `toJSON` key), summed
 * as `jsonFitsIn` would: the walk is then skipped.
 */
export function noteJsonBound(value: object, bytes: number): void {
  KNOWN_BOUNDS.set(value, bytes);
}

/**
 * True when the value's JSON (`JSON.stringify`, in UTF-8) is sure to be at most `limit` bytes: a walk that
 * sums each string's and key's most bytes, with no string built. False when the bound passes the limit or
 * the value is not plain data (a `toJSON` method, a bigint, a class instance): the caller then counts the
 * exact bytes. A value that contains itself passes any limit, so the walk ends.
 */
export function jsonFitsIn(value: unknown, limit: number): boolean {
  const known = typeof value === 'object' && value !== null ? KNOWN_BOUNDS.get(value) : undefined;
  if (known !== undefined) return known <= limit;
  const budget = { left: limit };
  return fits(value, budget);
}

function fits(value: unknown, budget: { left: number }): boolean {
  if (typeof value !== 'object' || value === null) return (budget.left -= scalarBound(value)) >= 0;
  if ((budget.left -= CONTAINER_BOUND) < 0) return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (const item of value) if ((budget.left -= ITEM_BOUND) < 0 || !fits(item, budget)) return false;
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || 'toJSON' in value) return false;
  for (const key of Object.keys(value)) {
    if ((budget.left -= keyBound(key)) < 0 || !fits((value as Record<string, unknown>)[key], budget)) return false;
  }
  return true;
}
