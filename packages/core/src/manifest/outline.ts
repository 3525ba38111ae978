import type { OutlineItem, OutlineSymbol } from '../kinds/kind.js';
import { keyItems, outlineItem } from '../kinds/outline.js';
import { isRecord, joinPointer } from '../source/pointer.js';

/** Groups whose entries are named things, and the symbol of each entry. */
const NAMED: Readonly<Record<string, OutlineSymbol>> = { functions: 'function', workflows: 'event', datastores: 'struct', types: 'type' };

/** A manifest's outline: top-level groups; functions, workflows, datastores and types by name; workflow steps by id. */
export function manifestOutline(manifest: unknown): OutlineItem[] {
  if (!isRecord(manifest)) return [];
  return Object.entries(manifest).map(([group, value]) => {
    const pointer = joinPointer('', group);
    const symbol = Array.isArray(value) ? 'array' : 'module';
    const named = NAMED[group];
    if (!isRecord(value)) return outlineItem(group, pointer, symbol);
    if (named === undefined) return outlineItem(group, pointer, symbol, undefined, keyItems(value, pointer));
    const entries = Object.entries(value).map(([name, entry]) => {
      const title = isRecord(entry) && typeof entry['title'] === 'string' ? entry['title'] : undefined;
      const steps = group === 'workflows' && isRecord(entry) && Array.isArray(entry['steps']) ? entry['steps'] : undefined;
      const at = joinPointer(pointer, name);
      return outlineItem(name, at, named, title, steps ? stepItems(steps, joinPointer(at, 'steps')) : undefined);
    });
    return outlineItem(group, pointer, symbol, undefined, entries);
  });
}

function stepItems(steps: unknown[], pointer: string): OutlineItem[] {
  return steps.map((step, index) => {
    const id = isRecord(step) && typeof step['id'] === 'string' ? step['id'] : `step ${index + 1}`;
    const fn = isRecord(step) && typeof step['function_id'] === 'string' ? step['function_id'] : undefined;
    return outlineItem(id, joinPointer(pointer, index), 'method', fn);
  });
}
