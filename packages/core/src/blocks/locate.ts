import { isRecord } from '../source/pointer.js';

/** The block that holds the place at `segments`, and the segments below it; undefined outside any block. */
export function blockAt(value: unknown, segments: readonly string[]): { block: Record<string, unknown>; rest: readonly string[] } | undefined {
  for (const prefix of [[], ['blocks'], ['view', 'blocks']]) {
    const list = prefix.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
    if (!prefix.every((key, i) => segments[i] === key)) continue;
    if (Array.isArray(list)) {
      const index = segments[prefix.length];
      if (index === undefined || !/^\d+$/.test(index)) continue;
      const block = list[Number(index)];
      if (isRecord(block)) return { block, rest: segments.slice(prefix.length + 1) };
    }
  }
  // A single block at the top level.
  if (isRecord(value) && typeof value['type'] === 'string' && !('blocks' in value)) return { block: value, rest: segments };
  return undefined;
}
