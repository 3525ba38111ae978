/**
 * The VS Code preview's page (packages/vscode-extension/src/preview-html.ts) in Debian's chromium, with a
 * stand-in for the webview's `acquireVsCodeApi`: a click on a block posts that block's pointer, the
 * page's own script is the only one that runs, and a hostile payload runs nothing. Skipped without chromium.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewHtml } from '../src/preview-html.js';
import { HAS_CHROMIUM, launch, type Browser } from '../../../test/browser/chromium.js';

const nonce = 'dGhlLXRlc3RzLW93bi1ub25jZQ==';

const work = mkdtempSync(join(tmpdir(), 'manifesto-vscode-preview-'));

/** Opens a page as a file (a navigation, so the webview's stand-in is in place before the page's script runs). */
async function show(page: Page, name: string, html: string): Promise<void> {
  const file = join(work, name);
  writeFileSync(file, html);
  await page.goto(pathToFileURL(file).href);
}

/** The webview's API as the page sees it: what it posts is kept in `window.__posted`. */
const WEBVIEW_STAND_IN = `window.__posted = []; window.acquireVsCodeApi = () => ({ postMessage: (message) => window.__posted.push(message) });`;

describe.skipIf(!HAS_CHROMIUM)('the VS Code preview page in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await browser.context.newPage();
    await page.addInitScript(WEBVIEW_STAND_IN);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => consoleLines.push(message.text()));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('posts the pointer of the block clicked, or of the block focused when Enter is pressed', async () => {
    const text = JSON.stringify({
      blocks: [
        { type: 'divider' },
        { type: 'section', text: { type: 'mrkdwn', text: '*Hello* <https://example.com|there>' } },
        { type: 'header', text: { type: 'plain_text', text: 'x'.repeat(151) } },
      ],
    });
    await show(page, 'plain.html', previewHtml('/w/a.blocks.json', text, { nonce }));
    await page.locator('[data-pointer="/blocks/1"] b').click();
    await page.locator('[data-pointer="/blocks/0"]').click();
    // A block with a problem takes the focus; Enter reveals it too.
    await page.locator('[data-pointer="/blocks/2"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate('window.__posted')).toEqual([
      { type: 'reveal', pointer: '/blocks/1' },
      { type: 'reveal', pointer: '/blocks/0' },
      { type: 'reveal', pointer: '/blocks/2' },
    ]);
  });

  it('runs nothing of a hostile payload, and a click on it posts only its pointer', async () => {
    const code = `console.log('payload ran');alert('payload ran');window.__pwned=1;acquireVsCodeApi().postMessage({type:'reveal',pointer:'/pwned'})`;
    const hostile = `<script nonce="${nonce}">${code}</script><img src=x onerror="${code}"><svg onload="${code}">`;
    const payload = {
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: `${hostile} <javascript:${code}|click>` }, block_id: `"><script>${code}</script>` },
        { type: 'header', text: { type: 'plain_text', text: `</style><script nonce="${nonce}">${code}</script>` } },
        { type: hostile },
      ],
    };
    await show(page, 'hostile.html', previewHtml('/w/h.blocks.json', JSON.stringify(payload), { nonce }));
    for (const block of await page.locator('[data-block-type]').all()) await block.click({ position: { x: 2, y: 2 } });
    await page.waitForTimeout(100);
    expect(dialogs).toEqual([]);
    expect(consoleLines.filter((line) => line.includes('payload ran'))).toEqual([]);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.evaluate('window.__posted')).toEqual([
      { type: 'reveal', pointer: '/blocks/0' },
      { type: 'reveal', pointer: '/blocks/1' },
      { type: 'reveal', pointer: '/blocks/2' },
    ]);
    expect(await page.evaluate(`document.querySelectorAll('script').length`)).toBe(1);
  });
});
