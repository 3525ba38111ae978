import { joinPointer, type SourceDocument, type SourceNode } from 'manifesto-core';
import { isRecord } from 'manifesto-core/language';

export interface NodeHit {
  pointer: string;
  /** The cursor is on the node's key (an object member name) or on its value. */
  part: 'key' | 'value';
  node: SourceNode;
  value: unknown;
}

/** The deepest parsed node whose key or value contains `offset` (end inclusive, so a word's end counts). */
export function nodeAt(source: SourceDocument, offset: number): NodeHit | undefined {
  const root = source.find('');
  if (!root || !contains(root.valueSpan, offset)) return undefined;
  let hit: NodeHit = { pointer: '', part: 'value', node: root, value: source.value };
  for (let depth = 0; depth < 64; depth++) {
    const next = childAt(source, hit, offset);
    if (!next) break;
    hit = next;
    if (next.part === 'key') break;
  }
  return hit;
}

function childAt(source: SourceDocument, parent: NodeHit, offset: number): NodeHit | undefined {
  const value = parent.value;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : isRecord(value) ? Object.entries(value) : [];
  for (const [segment, child] of entries) {
    const pointer = joinPointer(parent.pointer, segment);
    const node = source.find(pointer);
    if (!node) continue;
    if (node.keySpan && contains(node.keySpan, offset)) return { pointer, part: 'key', node, value: child };
    if (contains(node.valueSpan, offset)) return { pointer, part: 'value', node, value: child };
  }
  return undefined;
}

function contains(span: { start: number; end: number }, offset: number): boolean {
  return span.start <= offset && offset <= span.end;
}
