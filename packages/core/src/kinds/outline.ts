import { isRecord, joinPointer } from '../source/pointer.js';
import type { OutlineItem, OutlineSymbol } from './kind.js';

/** The symbol of a plain value by its shape: a list, a mapping or a scalar. */
export function shapeSymbol(value: unknown): OutlineSymbol {
  return Array.isArray(value) ? 'array' : isRecord(value) ? 'object' : 'property';
}

/** One entry per key of a mapping at `pointer`, each named by its key and marked by its value's shape. */
export function keyItems(value: Record<string, unknown>, pointer: string): OutlineItem[] {
  return Object.entries(value).map(([key, child]) => ({ name: key, pointer: joinPointer(pointer, key), symbol: shapeSymbol(child) }));
}

/** An entry with its optional parts left out when empty, so outlines compare as plain data. */
export function outlineItem(name: string, pointer: string, symbol: OutlineSymbol, detail?: string, children?: OutlineItem[]): OutlineItem {
  const item: OutlineItem = { name, pointer, symbol };
  if (detail) item.detail = detail;
  if (children && children.length > 0) item.children = children;
  return item;
}
