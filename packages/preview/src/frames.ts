import { drawBlock } from './blocks/draw.js';
import type { Ctx } from './context.js';
import { picture } from './elements/image.js';
import { esc, isRecord, list, safeColor, safeUrl, str } from './html.js';
import type { PreviewProblem } from './problems.js';
import type { AttachmentAt, BlockAt, Surface } from './surface.js';
import { markdown } from './text/markdown.js';
import { mrkdwn } from './text/mrkdwn.js';
import { plain, textObject } from './text/text-object.js';

// The three surfaces around the blocks: a message (with its attachments), the modal frame and the Home tab.

export type ProblemsAt = (pointer: string) => readonly PreviewProblem[];

function blocks(list: readonly BlockAt[], ctx: Ctx, problemsAt: ProblemsAt): string {
  return `<div class="blocks">${list.map((block) => drawBlock(block.value, block.pointer, ctx, problemsAt(block.pointer))).join('')}</div>`;
}

export function drawSurface(surface: Surface, ctx: Ctx, problemsAt: ProblemsAt): string {
  switch (surface.kind) {
    case 'modal':
      return modal(surface, ctx, problemsAt);
    case 'home':
      return home(surface, ctx, problemsAt);
    default:
      return message(surface, ctx, problemsAt);
  }
}

function message(surface: Surface, ctx: Ctx, problemsAt: ProblemsAt): string {
  const frame = surface.frame;
  // The top-level text is the notification fallback when there are blocks; alone, it is the message.
  const text = surface.blocks.length === 0 && typeof frame['text'] === 'string' ? `<div class="message-text">${mrkdwn(frame['text'])}</div>` : '';
  const markdownText = typeof frame['markdown_text'] === 'string' ? `<div class="markdown">${markdown(frame['markdown_text'])}</div>` : '';
  const attachments = surface.attachments.map((attachment) => drawAttachment(attachment, ctx, problemsAt)).join('');
  return `<section class="surface message" data-surface="message"><div class="avatar" aria-hidden="true">A</div><div class="message-body"><div class="message-head"><b>App</b> <span class="app-badge">APP</span> <span class="muted small">12:00</span></div>${text}${markdownText}${blocks(surface.blocks, ctx, problemsAt)}${attachments}</div></section>`;
}

function drawAttachment(attachment: AttachmentAt, ctx: Ctx, problemsAt: ProblemsAt): string {
  const a = attachment.value;
  const color = safeColor(a['color']) ?? '#dddddd';
  const line = (key: string, className: string) => (typeof a[key] === 'string' ? `<div class="${className}">${mrkdwn(a[key])}</div>` : '');
  const titleUrl = safeUrl(a['title_link']);
  const title =
    typeof a['title'] === 'string'
      ? `<div class="attachment-title">${titleUrl !== undefined ? `<a href="${esc(titleUrl)}" rel="noopener noreferrer nofollow" target="_blank">${plain(a['title'])}</a>` : plain(a['title'])}</div>`
      : '';
  const author = typeof a['author_name'] === 'string' ? `<div class="small"><b>${plain(a['author_name'])}</b></div>` : '';
  const fields = list(a['fields'])
    .filter(isRecord)
    .map(
      (field) =>
        `<div class="field-cell${field['short'] === true ? '' : ' wide'}"><b>${plain(str(field['title']) ?? '')}</b><div>${mrkdwn(str(field['value']) ?? '')}</div></div>`,
    )
    .join('');
  const image = a['image_url'] !== undefined ? picture(a['image_url'], 'attachment image', ctx, 'picture') : '';
  const footer = typeof a['footer'] === 'string' ? `<div class="muted small">${plain(a['footer'])}</div>` : '';
  const pretext = line('pretext', 'pretext');
  return `${pretext}<div class="attachment" data-pointer="${esc(attachment.pointer)}" style="--bar:${color}"><div class="attachment-body">${author}${title}${line('text', 'attachment-text')}${fields ? `<div class="fields">${fields}</div>` : ''}${image}${blocks(attachment.blocks, ctx, problemsAt)}${footer}</div></div>`;
}

function modal(surface: Surface, ctx: Ctx, problemsAt: ProblemsAt): string {
  const view = surface.frame;
  const close = isRecord(view['close']) ? textObject(view['close']) : 'Cancel';
  const submit = view['submit'] !== undefined ? `<span class="btn btn-primary modal-submit" data-part="submit">${textObject(view['submit'])}</span>` : '';
  return `<section class="surface modal" data-surface="modal" role="dialog"><header class="modal-head"><span class="modal-title" data-part="title">${textObject(view['title'])}</span><span class="modal-x" aria-label="Close">×</span></header><div class="modal-body">${blocks(surface.blocks, ctx, problemsAt)}</div><footer class="modal-foot"><span class="btn modal-close" data-part="close">${close}</span>${submit}</footer></section>`;
}

function home(surface: Surface, ctx: Ctx, problemsAt: ProblemsAt): string {
  return `<section class="surface home" data-surface="home"><header class="home-head"><b>App</b><nav class="tabs"><span class="tab on">Home</span><span class="tab">Messages</span><span class="tab">About</span></nav></header><div class="home-body">${blocks(surface.blocks, ctx, problemsAt)}</div></section>`;
}
