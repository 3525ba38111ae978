import type { Ctx } from './context.js';
import { drawSurface } from './frames.js';
import { esc } from './html.js';
import { assignProblems, problemItem, type PreviewProblem } from './problems.js';
import { PREVIEW_CSS } from './style.js';
import { findSurface, type SurfaceKind } from './surface.js';

export interface PreviewOptions {
  /** Draw images from their URLs; otherwise each image is a placeholder with its alt text (default false). */
  images?: boolean;
  /** The page's title (a file name, say). */
  title?: string;
}

export interface PreviewResult {
  /** One self-contained HTML document: inline CSS, no script, nothing fetched (images only when allowed). */
  html: string;
  /** The markup inside `<body>`, for a host that brings its own page (a webview) with `PREVIEW_CSS`. */
  body: string;
  /** False when the document holds nothing the preview can draw (not a message, view, list or block). */
  drawn: boolean;
  surface?: SurfaceKind;
}

/**
 * Draws a payload (the value the core checked) with its problems on the blocks they belong to. Never
 * throws: a value it cannot draw gives `drawn: false` and a page that says so.
 */
export function renderPreview(value: unknown, problems: readonly PreviewProblem[] = [], options: PreviewOptions = {}): PreviewResult {
  const ctx: Ctx = { images: options.images === true, depth: 0 };
  let body: string;
  let surface: SurfaceKind | undefined;
  try {
    const found = findSurface(value);
    if (found) {
      surface = found.kind;
      const places = [...found.blocks, ...found.attachments.flatMap((attachment) => attachment.blocks)].map((block) => block.pointer);
      // The longest pointer first, so a block inside an attachment is not claimed by the attachment's list.
      const { byPlace, rest } = assignProblems(
        problems,
        [...places].sort((a, b) => b.length - a.length),
      );
      body = documentProblems(rest) + drawSurface(found, ctx, (pointer) => byPlace.get(pointer) ?? []);
    } else {
      body = `<p class="nothing">Nothing to draw: the document is not a message, a view, a list of blocks or a block.</p>${documentProblems(problems)}`;
    }
  } catch (error) {
    surface = undefined;
    body = `<p class="nothing">The preview could not draw this document (${esc(error instanceof Error ? error.message : String(error))}).</p>`;
  }
  const main = `<main class="preview" data-surface="${surface ?? 'none'}">${body}</main>`;
  return { html: page(main, options), body: main, drawn: surface !== undefined, ...(surface ? { surface } : {}) };
}

/** Problems that belong to no block (the surface's own fields, the document as a whole), above the surface. */
function documentProblems(problems: readonly PreviewProblem[]): string {
  return problems.length === 0 ? '' : `<ul class="document-problems">${problems.map(problemItem).join('')}</ul>`;
}

function page(main: string, options: PreviewOptions): string {
  // No script may run and nothing may load, whatever the payload holds; images only when asked.
  const images = options.images === true ? 'https: http:' : "'none'";
  const policy = `default-src 'none'; style-src 'unsafe-inline'; img-src ${images}; form-action 'none'; base-uri 'none'`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="referrer" content="no-referrer"><title>${esc(options.title ?? 'Block Kit preview')}</title><style>${PREVIEW_CSS}</style></head>
<body>${main}</body></html>
`;
}
