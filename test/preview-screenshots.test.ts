/**
 * Reference screenshots of each block type, compared with a tolerance, so a change to the look is seen.
 * The references are test/browser/screenshots/<type>.png; a missing one fails the test (it is written,
 * to be committed), and MANIFESTO_UPDATE_SCREENSHOTS=1 writes them all after a deliberate change. Pixels are
 * compared inside Chromium (two canvases), so no image library is needed. Skipped without chromium.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPreview } from '../packages/preview/src/index.js';
import { EVERY_BLOCK } from './browser/every-block.js';
import { HAS_CHROMIUM, launch, type Browser } from './browser/chromium.js';

const DIR = join(import.meta.dirname, 'browser/screenshots');
const UPDATE = process.env['MANIFESTO_UPDATE_SCREENSHOTS'] === '1';
/** A pixel differs when a channel moves by more than this; a shot differs when over 1% of its pixels do. */
const CHANNEL_TOLERANCE = 48;
const PIXEL_SHARE = 0.01;

/** Compares two PNGs (base64) in the page: the share of differing pixels, or 1 when the sizes differ. */
const COMPARE = `async ([a, b, tolerance]) => {
  const load = async (data) => { const image = new Image(); image.src = 'data:image/png;base64,' + data; await image.decode(); return image; };
  const [left, right] = [await load(a), await load(b)];
  if (left.width !== right.width || left.height !== right.height) return 1;
  const pixels = (image) => { const canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height; const context = canvas.getContext('2d'); context.drawImage(image, 0, 0); return context.getImageData(0, 0, image.width, image.height).data; };
  const [p, q] = [pixels(left), pixels(right)];
  let differing = 0;
  for (let i = 0; i < p.length; i += 4) if (Math.abs(p[i] - q[i]) > tolerance || Math.abs(p[i + 1] - q[i + 1]) > tolerance || Math.abs(p[i + 2] - q[i + 2]) > tolerance) differing++;
  return differing / (p.length / 4);
}`;

describe.skipIf(!HAS_CHROMIUM)('reference screenshots of each block type', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.keys(EVERY_BLOCK))('%s looks as it did', async (type) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 640, height: 480 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setContent(renderPreview([EVERY_BLOCK[type]]).html);
    const shot = await page.locator('[data-pointer="/0"]').screenshot({ animations: 'disabled' });
    const reference = join(DIR, `${type}.png`);
    if (UPDATE) {
      writeFileSync(reference, shot);
    } else if (!existsSync(reference)) {
      writeFileSync(reference, shot);
      expect.fail(`${type} has no reference screenshot: test/browser/screenshots/${type}.png is written now; look at it and commit it`);
    } else {
      const blank = await browser.context.newPage();
      const share = (await blank.evaluate(
        `(${COMPARE})(${JSON.stringify([readFileSync(reference).toString('base64'), shot.toString('base64'), CHANNEL_TOLERANCE])})`,
      )) as number;
      await blank.close();
      if (share > PIXEL_SHARE) writeFileSync(join(DIR, `${type}.actual.png`), shot);
      expect(share, `${type}: ${(share * 100).toFixed(2)}% of the pixels differ (test/browser/screenshots/${type}.actual.png)`).toBeLessThanOrEqual(
        PIXEL_SHARE,
      );
    }
    await page.close();
  });
});
