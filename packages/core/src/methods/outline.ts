import { attachmentItems, blockItems, surfaceItems } from '../blocks/outline.js';
import type { OutlineItem } from '../kinds/kind.js';
import { outlineItem, shapeSymbol } from '../kinds/outline.js';
import { isRecord, joinPointer } from '../source/pointer.js';

/**
 * A method-arguments file's outline: each argument by name, and inside the Block Kit ones (`blocks`,
 * `attachments`, `view`) the blocks' outline.
 */
export function methodsOutline(value: unknown): OutlineItem[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).map(([name, argument]) => {
    const pointer = joinPointer('', name);
    const children =
      name === 'blocks' && Array.isArray(argument)
        ? blockItems(argument, pointer)
        : name === 'attachments' && Array.isArray(argument)
          ? attachmentItems(argument, pointer)
          : name === 'view' && isRecord(argument)
            ? surfaceItems(argument, pointer)
            : undefined;
    // No values as details: an argument may be a token.
    return outlineItem(name, pointer, shapeSymbol(argument) === 'property' ? 'field' : shapeSymbol(argument), undefined, children);
  });
}
