import { isMap, isScalar, isSeq } from 'yaml';
import type { Span } from '../problem.js';
import { joinPointer } from './pointer.js';
import { scalarKeyName } from './yaml-keys.js';

export interface DuplicateKey {
  pointer: string;
  span: Span;
}

/**
 * The repeated keys of every mapping, in document order, at most `limit`. One set of names per
 * mapping keeps this linear; the parser's own `uniqueKeys` compares each key with every earlier one,
 * which took minutes on a 2 MB file of 150,000 keys. Complex (non-scalar) keys are not compared.
 */
export function findDuplicateKeys(root: unknown, limit: number): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: { node: unknown; pointer: string }[] = [{ node: root, pointer: '' }];
  while (stack.length > 0 && found.length < limit) {
    const { node, pointer } = stack.pop()!;
    const children: { node: unknown; pointer: string }[] = [];
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const key = pair.key;
        const name = scalarKeyName(key);
        if (name !== undefined) {
          if (seen.has(name) && isScalar(key) && key.range) {
            found.push({ pointer: joinPointer(pointer, name), span: { start: key.range[0], end: key.range[1] } });
            if (found.length >= limit) break;
          }
          seen.add(name);
        }
        // Only mappings and lists can hold keys: a file of 100,000 scalar keys builds no pointer for them.
        if (name !== undefined && (isMap(pair.value) || isSeq(pair.value))) children.push({ node: pair.value, pointer: joinPointer(pointer, name) });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        if (isMap(item) || isSeq(item)) children.push({ node: item, pointer: joinPointer(pointer, index) });
      });
    }
    // Reversed, so that the stack pops them in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return found.sort((a, b) => a.span.start - b.span.start);
}
