import { esc, isRecord, list, safeColor, str } from '../html.js';
import { dateText } from './dates.js';
import { emojiFor, fromHex, withEmoji } from './emoji.js';
import { link } from './mrkdwn.js';
import { chip } from './mentions.js';

// A rich_text block's elements: sections, lists, quotes and preformatted text, each holding inline
// elements (text with styles, links, emoji, mentions, dates, colours).

/** Deeper nesting than this is not drawn (the core reports depth; the preview only stays bounded). */
const MAX_DEPTH = 24;

export function richTextElements(elements: unknown, depth = 0): string {
  return list(elements)
    .map((element) => richTextElement(element, depth))
    .join('');
}

function richTextElement(element: unknown, depth: number): string {
  if (!isRecord(element) || depth > MAX_DEPTH) return '';
  const inner = () => inlineElements(element['elements']);
  switch (element['type']) {
    case 'rich_text_section':
      return `<div class="rt-section">${inner()}</div>`;
    case 'rich_text_quote':
      return `<blockquote class="rt-quote">${inner()}</blockquote>`;
    case 'rich_text_preformatted':
      return `<pre class="code-block">${inner()}</pre>`;
    case 'rich_text_list':
      return richList(element, depth);
    default:
      return `<div class="unknown" data-element-type="${esc(String(element['type']))}">${esc(String(element['type']))}</div>`;
  }
}

function richList(element: Record<string, unknown>, depth: number): string {
  const ordered = element['style'] === 'ordered';
  const indent = typeof element['indent'] === 'number' && element['indent'] >= 0 ? Math.min(Math.floor(element['indent']), 8) : 0;
  const offset = typeof element['offset'] === 'number' && element['offset'] > 0 ? Math.floor(element['offset']) : 0;
  const items = list(element['elements'])
    .map((item) => `<li>${isRecord(item) && item['type'] === 'rich_text_section' ? inlineElements(item['elements']) : richTextElement(item, depth + 1)}</li>`)
    .join('');
  const name = ordered ? 'ol' : 'ul';
  const border = element['border'] === 1 ? ' rt-list-border' : '';
  return `<${name} class="rt-list indent-${indent}${border}"${ordered && offset > 0 ? ` start="${offset + 1}"` : ''}>${items}</${name}>`;
}

export function inlineElements(elements: unknown): string {
  return list(elements).map(inlineElement).join('');
}

function inlineElement(element: unknown): string {
  if (!isRecord(element)) return '';
  return styled(element['style'], inlineContent(element));
}

function inlineContent(element: Record<string, unknown>): string {
  switch (element['type']) {
    case 'text':
      return withEmoji(str(element['text']) ?? '');
    case 'link':
      return link(str(element['url']) ?? '', str(element['text']));
    case 'emoji': {
      const name = str(element['name']) ?? '';
      const unicode = str(element['unicode']);
      const char = emojiFor(name) ?? (unicode !== undefined ? fromHex(unicode) : undefined);
      return char !== undefined ? `<span class="emoji" title=":${esc(name)}:">${char}</span>` : esc(`:${name}:`);
    }
    case 'user':
      return chip('user', `@${str(element['user_id']) ?? 'user'}`);
    case 'channel':
      return chip('channel', `#${str(element['channel_id']) ?? 'channel'}`);
    case 'usergroup':
      return chip('usergroup', `@${str(element['usergroup_id']) ?? 'group'}`);
    case 'team':
      return chip('team', `@${str(element['team_id']) ?? 'team'}`);
    case 'broadcast':
      return chip('broadcast', `@${str(element['range']) ?? 'here'}`);
    case 'date':
      return dateText(element['timestamp'], str(element['fallback']));
    case 'color': {
      const color = safeColor(element['value']);
      const swatch = color !== undefined ? `<span class="swatch" style="background:${color}"></span>` : '';
      return `<span class="color">${swatch}${esc(str(element['value']) ?? '')}</span>`;
    }
    default:
      return esc(str(element['text']) ?? '');
  }
}

/** Wraps drawn text in the tags its `style` flags ask for. */
function styled(style: unknown, html: string): string {
  if (!isRecord(style)) return html;
  let out = html;
  if (style['code'] === true) out = `<code>${out}</code>`;
  if (style['bold'] === true) out = `<b>${out}</b>`;
  if (style['italic'] === true) out = `<i>${out}</i>`;
  if (style['strike'] === true) out = `<s>${out}</s>`;
  if (style['underline'] === true) out = `<u>${out}</u>`;
  return out;
}
