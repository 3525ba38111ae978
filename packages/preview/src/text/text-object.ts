import { esc, isRecord, str } from '../html.js';
import { withEmoji } from './emoji.js';
import { mrkdwn } from './mrkdwn.js';

/** Plain text: escaped, with `:shortcodes:` as emoji unless `emoji: false`. */
export function plain(text: string, emoji = true): string {
  return emoji ? withEmoji(text) : esc(text);
}

/**
 * A text object (`{type: plain_text|mrkdwn, text}`) as HTML, or a bare string (fields that take one,
 * such as a plan's title) as plain text. Anything else draws nothing.
 */
export function textObject(value: unknown): string {
  if (typeof value === 'string') return `<span class="plain">${plain(value)}</span>`;
  if (!isRecord(value)) return '';
  const text = str(value['text']) ?? '';
  if (value['type'] === 'mrkdwn') return `<span class="mrkdwn">${mrkdwn(text)}</span>`;
  return `<span class="plain">${plain(text, value['emoji'] !== false)}</span>`;
}

/** The text of a text object or string, without markup (for titles and labels read by tests). */
export function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  return isRecord(value) ? (str(value['text']) ?? '') : '';
}
