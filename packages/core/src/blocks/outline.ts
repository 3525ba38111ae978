import type { OutlineItem } from '../kinds/kind.js';
import { outlineItem } from '../kinds/outline.js';
import { isRecord, joinPointer } from '../source/pointer.js';

const VIEW_TYPES: readonly unknown[] = ['modal', 'home'];

/**
 * A block payload's outline: a view's title, then the blocks by type with their `block_id`, and inside
 * each block the typed objects it holds (elements, an accessory, nested blocks) by type with their
 * `action_id`; a message's attachments with their blocks; a views.publish argument's `view`.
 */
export function blocksOutline(value: unknown): OutlineItem[] {
  if (Array.isArray(value)) return blockItems(value, '');
  if (!isRecord(value)) return [];
  if (typeof value['type'] === 'string' && !VIEW_TYPES.includes(value['type']) && !('blocks' in value)) return blockItems([value], '', true);
  return surfaceItems(value, '');
}

/** A message, a view or a views.publish argument: its title, blocks, attachments and view, as it has them. */
export function surfaceItems(surface: Record<string, unknown>, pointer: string): OutlineItem[] {
  const items: OutlineItem[] = [];
  const title = surface['title'];
  const titleText = isRecord(title) && typeof title['text'] === 'string' ? title['text'] : undefined;
  if (titleText !== undefined) items.push(outlineItem(titleText, joinPointer(pointer, 'title'), 'string', 'title'));
  const blocks = surface['blocks'];
  if (Array.isArray(blocks))
    items.push(outlineItem('blocks', joinPointer(pointer, 'blocks'), 'array', undefined, blockItems(blocks, joinPointer(pointer, 'blocks'))));
  const attachments = surface['attachments'];
  if (Array.isArray(attachments))
    items.push(
      outlineItem('attachments', joinPointer(pointer, 'attachments'), 'array', undefined, attachmentItems(attachments, joinPointer(pointer, 'attachments'))),
    );
  const view = surface['view'];
  if (isRecord(view)) {
    const type = typeof view['type'] === 'string' ? view['type'] : undefined;
    items.push(outlineItem('view', joinPointer(pointer, 'view'), 'module', type, surfaceItems(view, joinPointer(pointer, 'view'))));
  }
  return items;
}

/** Attachments by position, each with its blocks. */
export function attachmentItems(attachments: readonly unknown[], pointer: string): OutlineItem[] {
  return attachments.map((attachment, index) => {
    const at = joinPointer(pointer, index);
    const blocks = isRecord(attachment) ? attachment['blocks'] : undefined;
    return outlineItem(`attachment ${index + 1}`, at, 'object', undefined, Array.isArray(blocks) ? blockItems(blocks, joinPointer(at, 'blocks')) : undefined);
  });
}

/** Blocks by type with their `block_id`; `root` when the one block is the whole document. */
export function blockItems(blocks: readonly unknown[], pointer: string, root = false): OutlineItem[] {
  return blocks.map((block, index) => {
    const at = root ? pointer : joinPointer(pointer, index);
    const type = isRecord(block) && typeof block['type'] === 'string' ? block['type'] : `block ${index + 1}`;
    const id = isRecord(block) && typeof block['block_id'] === 'string' ? block['block_id'] : undefined;
    return outlineItem(type, at, 'struct', id, isRecord(block) ? heldItems(block, at) : undefined);
  });
}

/** The typed objects a block holds: `accessory`, `element`, each of `elements` and nested `blocks`. */
function heldItems(block: Record<string, unknown>, pointer: string): OutlineItem[] {
  const items: OutlineItem[] = [];
  for (const key of ['accessory', 'element']) {
    const held = block[key];
    if (isRecord(held)) items.push(elementItem(held, joinPointer(pointer, key)));
  }
  const elements = block['elements'];
  if (Array.isArray(elements))
    elements.forEach((element, index) => {
      if (isRecord(element)) items.push(elementItem(element, joinPointer(pointer, 'elements', index)));
    });
  const nested = block['blocks'];
  if (Array.isArray(nested)) items.push(...blockItems(nested, joinPointer(pointer, 'blocks')));
  return items;
}

function elementItem(element: Record<string, unknown>, pointer: string): OutlineItem {
  const type = typeof element['type'] === 'string' ? element['type'] : 'element';
  const id = typeof element['action_id'] === 'string' ? element['action_id'] : undefined;
  return outlineItem(type, pointer, 'field', id);
}
