import type { Ctx } from '../context.js';
import { imageUrl, picture } from '../elements/image.js';
import { esc, isRecord, safeUrl, str } from '../html.js';
import { textObject } from '../text/text-object.js';

// The blocks that show something other than text: image, video, the remote file and the call.

export function image(block: Record<string, unknown>, ctx: Ctx): string {
  const title = block['title'] !== undefined ? `<div class="image-title">${textObject(block['title'])}</div>` : '';
  return `${title}${picture(imageUrl(block), block['alt_text'], ctx, 'picture')}`;
}

export function video(block: Record<string, unknown>, ctx: Ctx): string {
  const title = textObject(block['title']);
  const url = safeUrl(block['title_url']);
  const heading = url !== undefined ? `<a href="${esc(url)}" rel="noopener noreferrer nofollow" target="_blank">${title}</a>` : title;
  const byline = [str(block['author_name']), str(block['provider_name'])]
    .filter((part) => part !== undefined && part !== '')
    .map(esc)
    .join(' · ');
  const description = block['description'] !== undefined ? `<div class="muted">${textObject(block['description'])}</div>` : '';
  return `<div class="video-title">${heading}</div>${byline ? `<div class="muted">${byline}</div>` : ''}${description}<div class="video-frame">${picture(block['thumbnail_url'], block['alt_text'], ctx, 'picture')}<span class="play">▶</span></div>`;
}

export function file(block: Record<string, unknown>): string {
  return `<div class="file-box">📄 <span>Remote file <code>${esc(str(block['external_id']) ?? '')}</code></span></div>`;
}

/** A call: its name when the block carries the platform's details, else its id. */
export function call(block: Record<string, unknown>): string {
  const details = isRecord(block['call']) && isRecord(block['call']['v1']) ? block['call']['v1'] : undefined;
  const name = str(details?.['name']);
  const label = name ? esc(name) : `Call <code>${esc(str(block['call_id']) ?? '')}</code>`;
  return `<div class="file-box">📞 <span>${label}</span></div>`;
}
