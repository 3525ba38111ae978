import type { Ctx } from '../context.js';
import { element } from '../elements/index.js';
import { isRecord, list } from '../html.js';
import { markdown } from '../text/markdown.js';
import { richTextElements } from '../text/rich-text.js';
import { textObject } from '../text/text-object.js';

// The blocks that are mostly text: header, section, context, divider, markdown and rich_text.

export function header(block: Record<string, unknown>): string {
  return `<div class="header">${textObject(block['text'])}</div>`;
}

export function section(block: Record<string, unknown>, ctx: Ctx): string {
  const text = block['text'] !== undefined ? `<div class="section-text">${textObject(block['text'])}</div>` : '';
  const fields = list(block['fields']);
  const grid = fields.length > 0 ? `<div class="fields">${fields.map((field) => `<div class="field-cell">${textObject(field)}</div>`).join('')}</div>` : '';
  const accessory = isRecord(block['accessory']) ? `<div class="accessory">${element(block['accessory'], ctx)}</div>` : '';
  return `<div class="section${block['expand'] === true ? ' expand' : ''}"><div class="section-main">${text}${grid}</div>${accessory}</div>`;
}

export function context(block: Record<string, unknown>, ctx: Ctx): string {
  return `<div class="context">${list(block['elements'])
    .map((item) => element(item, ctx))
    .join('')}</div>`;
}

export function divider(): string {
  return '<hr class="divider">';
}

export function markdownBlock(block: Record<string, unknown>): string {
  return `<div class="markdown">${markdown(typeof block['text'] === 'string' ? block['text'] : '')}</div>`;
}

export function richText(block: Record<string, unknown>): string {
  return `<div class="rich-text">${richTextElements(block['elements'])}</div>`;
}
