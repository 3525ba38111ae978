/**
 * The most UTF-8 bytes a string can take in JSON: each UTF-16 unit is at most 3 bytes, or 6 when it is
 * escaped (`\u001f`), and two quotes.
 */
const stringBound = (text: string): number => text.length * 6 + 2;

/** A number's JSON is at most 24 characters (`-1.7976931348623157e+308`); `true`, `false`, `null` fewer. */
const SCALAR_BOUND = 24;

/**
 * True when the value's JSON (`JSON.stringify`, in UTF-8) is sure to be at most `limit` bytes: a walk that
 * sums each string's and key's most bytes, with no string built. False when the bound passes the limit or
 * the value is not plain data (a `toJSON` method, a bigint, a class instance): the caller then counts the
 * exact bytes. A value that contains itself passes any limit, so the walk ends.
 */
export function jsonFitsIn(value: unknown, limit: number): boolean {
  const budget = { left: limit };
  return fits(value, budget);
}

function fits(value: unknown, budget: { left: number }): boolean {
  if (typeof value === 'string') return (budget.left -= stringBound(value)) >= 0;
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'bigint') return false;
    return (budget.left -= SCALAR_BOUND) >= 0;
  }
  if ((budget.left -= 2) < 0) return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (const item of value) if ((budget.left -= 1) < 0 || !fits(item, budget)) return false;
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || 'toJSON' in value) return false;
  for (const key of Object.keys(value)) {
    if ((budget.left -= stringBound(key) + 2) < 0 || !fits((value as Record<string, unknown>)[key], budget)) return false;
  }
  return true;
}
