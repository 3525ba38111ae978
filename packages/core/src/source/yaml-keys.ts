import { isScalar, Pair, YAMLMap, type Document } from 'yaml';

/**
 * The name a mapping key gets in the parsed value, as the YAML library names it: a null key (`~:`,
 * `null:`, a bare `:`) is the empty string, a scalar its value as a string, and a collection or alias key
 * (`? [a, b]`) the library's own flow text of it (`[ a, b ]`), asked of the library itself so that the
 * two never disagree. Problems about such keys are then placed on the key, not on the mapping.
 */
export function yamlKeyName(key: unknown, doc: Document): string {
  const scalar = scalarKeyName(key);
  if (scalar !== undefined) return scalar;
  const single = new YAMLMap(doc.schema);
  single.items.push(new Pair(key, null));
  try {
    const value = single.toJS(doc) as Record<string, unknown>;
    return Object.keys(value)[0] ?? '';
  } catch {
    return '';
  }
}

/** A scalar key's name (`yamlKeyName` without a document); undefined for a collection or alias key. */
export function scalarKeyName(key: unknown): string | undefined {
  if (key === null || key === undefined) return '';
  if (!isScalar(key)) return undefined;
  return key.value === null || key.value === undefined ? '' : String(key.value);
}
