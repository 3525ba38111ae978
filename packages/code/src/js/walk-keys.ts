// The keys' own module, not the package's index: the index would load its wrappers of the parse (`parse.ts`).
import visitorKeys from 'oxc-parser/src-js/generated/visit/keys.js';

/** Type annotations hold no listener, call or id: the walk skips them. */
const TYPE_ONLY = new Set(['typeAnnotation', 'typeArguments', 'typeParameters', 'returnType', 'superTypeArguments', 'decorators']);
const cache = new Map<string, readonly string[]>();

/** The child keys of a node type, from the parser's own visitor keys, without the TypeScript types. */
export function walkKeys(type: string): readonly string[] {
  let keys = cache.get(type);
  if (!keys) {
    keys = (visitorKeys[type] ?? []).filter((key) => !TYPE_ONLY.has(key));
    cache.set(type, keys);
  }
  return keys;
}
