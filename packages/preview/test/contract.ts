import { isRecord } from '../src/html.js';

/** Every `data-block-type`/`data-pointer` pair the page holds, and each pointer's `data-problems`. */
export function drawnBlocks(html: string): Map<string, { type: string; problems: string[] }> {
  const drawn = new Map<string, { type: string; problems: string[] }>();
  for (const match of html.matchAll(/<div class="block[^"]*" data-block-type="([^"]*)" data-pointer="([^"]*)"(?: data-problems="([^"]*)")?/g)) {
    drawn.set(unescape(match[2]!), { type: unescape(match[1]!), problems: match[3] ? unescape(match[3]).split(' ') : [] });
  }
  return drawn;
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The top-level blocks of a document and their pointers, read from the value on its own (not through
 * the preview's surface finder): a list, `blocks`, `attachments[].blocks`, `view.blocks`, or one block.
 */
export function expectedBlocks(value: unknown): { pointer: string; type: string }[] {
  const listAt = (list: unknown, base: string) =>
    Array.isArray(list)
      ? list.map((block, index) => ({ pointer: `${base}/${index}`, type: isRecord(block) && typeof block['type'] === 'string' ? block['type'] : 'unknown' }))
      : [];
  if (Array.isArray(value)) return listAt(value, '');
  if (!isRecord(value)) return [];
  if ('view' in value && !('blocks' in value)) {
    const view = parsed(value['view']);
    return isRecord(view) ? listAt(parsed(view['blocks']), '/view/blocks') : [];
  }
  const attachments = parsed(value['attachments']);
  const inAttachments = Array.isArray(attachments)
    ? attachments.flatMap((attachment, index) => (isRecord(attachment) ? listAt(parsed(attachment['blocks']), `/attachments/${index}/blocks`) : []))
    : [];
  if ('blocks' in value || 'attachments' in value) return [...listAt(parsed(value['blocks']), '/blocks'), ...inAttachments];
  if (typeof value['type'] === 'string' && !('text' in value && !('block_id' in value) && value['type'] === 'mrkdwn'))
    return [{ pointer: '', type: value['type'] }];
  return [];
}
