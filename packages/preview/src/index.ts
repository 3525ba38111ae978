// manifesto-preview: draws a checked Block Kit payload as one self-contained HTML page. Pure: no I/O,
// no Node built-ins, so the same code runs in the command line, an editor's webview and a browser.
import type { DocumentResult } from 'manifesto-core';
import { renderPreview, type PreviewOptions, type PreviewResult } from './render.js';

export { renderPreview, type PreviewOptions, type PreviewResult } from './render.js';
export type { PreviewProblem } from './problems.js';
export type { SurfaceKind } from './surface.js';
export { PREVIEW_CSS } from './style.js';
export { BLOCK_DRAWERS } from './blocks/draw.js';

/** Draws the result of the core's `checkDocument` (or `validateBlocksText`): its value and located problems. */
export function previewDocument(result: Pick<DocumentResult, 'document' | 'problems'>, options: PreviewOptions = {}): PreviewResult {
  const fatal = result.document?.fatal === true;
  const drawn = renderPreview(fatal ? undefined : result.document?.value, result.problems ?? [], options);
  return drawn;
}
