import { MAX_BLOCK_DEPTH, type Ctx } from '../context.js';
import { element } from '../elements/index.js';
import { imageUrl, picture } from '../elements/image.js';
import { esc, isRecord, list } from '../html.js';
import { textObject } from '../text/text-object.js';
import { drawBlock } from './draw.js';

// The blocks that frame other content: card, carousel, container and alert.

export function card(block: Record<string, unknown>, ctx: Ctx): string {
  const hero = isRecord(block['hero_image'])
    ? `<div class="card-hero">${picture(imageUrl(block['hero_image']), block['hero_image']['alt_text'], ctx, 'picture')}</div>`
    : '';
  const icon = isRecord(block['icon']) ? picture(imageUrl(block['icon']), block['icon']['alt_text'], ctx, 'icon') : '';
  const part = (key: string, className: string) => (block[key] !== undefined ? `<div class="${className}">${textObject(block[key])}</div>` : '');
  const buttons = list(block['actions']);
  const actions = buttons.length > 0 ? `<div class="actions">${buttons.map((item) => element(item, ctx)).join('')}</div>` : '';
  return `<div class="card">${hero}<div class="card-body"><div class="card-head">${icon}<div>${part('title', 'card-title')}${part('subtitle', 'muted')}</div></div>${part('body', 'card-text')}${part('subtext', 'muted small')}${actions}</div></div>`;
}

export function carousel(block: Record<string, unknown>, ctx: Ctx, pointer: string): string {
  const cards = list(block['elements'])
    .map((item, index) => drawBlock(item, `${pointer}/elements/${index}`, ctx))
    .join('');
  return `<div class="carousel">${cards}</div>`;
}

export function container(block: Record<string, unknown>, ctx: Ctx, pointer: string): string {
  const title = isRecord(block['rich_text_title'])
    ? drawBlock(block['rich_text_title'], `${pointer}/rich_text_title`, ctx)
    : `<span class="container-title">${textObject(block['title'])}</span>`;
  const icon = isRecord(block['icon']) ? picture(imageUrl(block['icon']), block['icon']['alt_text'], ctx, 'icon') : '';
  const subtitle = block['subtitle'] !== undefined ? `<div class="muted">${textObject(block['subtitle'])}</div>` : '';
  const children =
    ctx.depth < MAX_BLOCK_DEPTH
      ? list(block['child_blocks'])
          .map((child, index) => drawBlock(child, `${pointer}/child_blocks/${index}`, ctx))
          .join('')
      : '';
  const head = `<div class="container-head">${icon}<div>${title}${subtitle}</div></div>`;
  const width = typeof block['width'] === 'string' && /^(narrow|standard|wide|full)$/.test(block['width']) ? ` width-${block['width']}` : '';
  const divider = block['has_header_divider'] === true ? '<hr class="divider">' : '';
  // <details> folds without any script; collapsed containers start closed.
  if (block['is_collapsible'] === true)
    return `<details class="container${width}"${block['default_collapsed'] === true ? '' : ' open'}><summary>${head}</summary><div class="container-body">${children}</div></details>`;
  return `<div class="container${width}">${head}${divider}<div class="container-body">${children}</div></div>`;
}

const ALERT_ICONS: Record<string, string> = { default: '🔔', info: 'ℹ️', warning: '⚠️', error: '⛔', success: '✅' };

export function alert(block: Record<string, unknown>): string {
  const level = typeof block['level'] === 'string' && Object.hasOwn(ALERT_ICONS, block['level']) ? block['level'] : 'default';
  return `<div class="alert alert-${esc(level)}"><span class="alert-icon">${ALERT_ICONS[level]}</span><div>${textObject(block['text'])}</div></div>`;
}
