import { checkDocument } from 'manifesto-core';
import { PREVIEW_CSS, previewDocument } from 'manifesto-preview';

/** The message the preview's page posts when a block is clicked: the block's `data-pointer`. */
export interface RevealMessage {
  type: 'reveal';
  pointer: string;
}

export interface PreviewPageOptions {
  /** Draw images from their URLs (the `manifesto.preview.images` setting); otherwise placeholders. */
  images?: boolean;
  /** A fresh random value per page: the one script allowed to run is the page's own, which carries it. */
  nonce: string;
}

/**
 * Our own script, the only one the page runs: a click (or Enter) on a block posts its pointer to the
 * extension, which reveals the block's source. It reads only attributes the renderer wrote.
 */
const REVEAL_SCRIPT = `(() => {
  const vscode = acquireVsCodeApi();
  const reveal = (target) => {
    const block = target instanceof Element ? target.closest('[data-block-type][data-pointer]') : null;
    if (block) vscode.postMessage({ type: 'reveal', pointer: block.getAttribute('data-pointer') });
  };
  document.addEventListener('click', (event) => reveal(event.target));
  document.addEventListener('keydown', (event) => { if (event.key === 'Enter') reveal(event.target); });
})();`;

/** A nonce is letters, digits, `+`, `/` and `=`, long enough not to be guessed; anything else could break out of the policy or the attribute. */
const NONCE = /^[A-Za-z0-9+/=]{16,}$/;

/**
 * The webview's page for a document: the check (block files unless the name or content says otherwise,
 * method arguments by their name) drawn with its problems, and the renderer's own policy (no loads,
 * images only when allowed) with one exception: our script, by its nonce. The payload's markup is the
 * renderer's escaped text, so nothing of it can run. With a nonce that is not one, the page has no script
 * (and clicks reveal nothing).
 */
export function previewHtml(fileName: string, text: string, options: PreviewPageOptions): string {
  const nonce = NONCE.test(options.nonce) ? options.nonce : undefined;
  const images = options.images === true;
  const drawn = previewDocument(checkDocument(fileName, text, { fallback: 'blocks' }), { title: fileName, images });
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src ${images ? 'https: http:' : "'none'"}`,
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><meta name="referrer" content="no-referrer"><style>${PREVIEW_CSS}</style></head>
<body>${drawn.body}${nonce ? `<script nonce="${nonce}">${REVEAL_SCRIPT}</script>` : ''}</body></html>
`;
}
