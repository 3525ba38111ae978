/**
 * Appends `items` to `target` one by one. `target.push(...items)` passes every item as an argument,
 * which overflows the call stack past about 100,000 items (a chart of 60,000 points did).
 */
export function append<T>(target: T[], items: readonly T[]): T[] {
  for (const item of items) target.push(item);
  return target;
}
