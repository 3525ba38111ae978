// The preview: drawing the home view of about 250 kb (20 charts as SVG, 80 sections) as HTML, against
// JSON.parse of its text (issue 29's goal: within 5x). The value and its problems are the check's; the
// row times only the drawing, which is what an editor's preview adds after each check.
import fs from 'node:fs';
import path from 'node:path';
import { core } from './core.mjs';
import { ROOT } from './deps.mjs';
import { homeViewText } from './home-view.mjs';
import { measure } from './timing.mjs';

const PREVIEW_DIST = path.join(ROOT, 'packages/preview/dist/index.js');

export async function previewBench(options) {
  if (!fs.existsSync(PREVIEW_DIST)) return [{ case: 'home view', error: 'packages/preview/dist is missing; run the build first' }];
  const { renderPreview } = await import(PREVIEW_DIST);
  const text = JSON.stringify(JSON.parse(homeViewText()));
  const { document, problems } = core.validateBlocksText(text, { format: 'json' });
  const value = document.value;
  const result = measure({ render: () => renderPreview(value, problems), parse: () => JSON.parse(text) }, options);
  return [
    {
      case: 'home view, 20 charts + 80 sections, minified',
      bytes: Buffer.byteLength(text),
      htmlBytes: Buffer.byteLength(renderPreview(value, problems).html),
      renderUs: result.render.medianNs / 1e3,
      parseUs: result.parse.medianNs / 1e3,
      ratio: result.render.medianNs / result.parse.medianNs,
    },
  ];
}
