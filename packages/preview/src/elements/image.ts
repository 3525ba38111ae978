import type { Ctx } from '../context.js';
import { esc, isRecord, safeImageUrl, str } from '../html.js';

/** An image's address: `image_url`, or the `url` of a `slack_file`. */
export function imageUrl(object: Record<string, unknown>): unknown {
  if (object['image_url'] !== undefined) return object['image_url'];
  const file = object['slack_file'];
  return isRecord(file) ? file['url'] : undefined;
}

/**
 * A picture: drawn from its URL only when images are allowed and the URL is http(s); otherwise a
 * placeholder that shows the alt text, so the page never fetches anything by itself.
 */
export function picture(url: unknown, altText: unknown, ctx: Ctx, className: string): string {
  const alt = str(altText) ?? '';
  const src = ctx.images ? safeImageUrl(url) : undefined;
  if (src !== undefined) return `<img class="${className}" src="${esc(src)}" alt="${esc(alt)}" loading="lazy" referrerpolicy="no-referrer">`;
  return `<span class="${className} img-placeholder" role="img" aria-label="${esc(alt)}" title="${esc(alt)}"><span class="img-alt">${esc(alt || 'image')}</span></span>`;
}

export function imageElement(element: Record<string, unknown>, ctx: Ctx): string {
  return `<span class="el el-image" data-element-type="image">${picture(imageUrl(element), element['alt_text'], ctx, 'thumb')}</span>`;
}
