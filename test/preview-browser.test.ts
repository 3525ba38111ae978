/**
 * The preview in a real browser: Debian's chromium driven by playwright-core (nothing downloads a
 * browser; .ci/run installs chromium as it does neovim, and these tests are skipped without it). The
 * CLI's page for each example and the renderer's page for each real payload of the shared corpus draw
 * every top-level block visibly; formatting, the modal frame and problems are drawn; a hostile payload
 * runs nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkDocument } from 'manifesto-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS } from '../packages/core/test/corpus-path.js';
import { renderPreview, previewDocument } from '../packages/preview/src/index.js';
import { expectedBlocks } from '../packages/preview/test/contract.js';
import { HAS_CHROMIUM, launch, type Browser } from './browser/chromium.js';
import { missingBlocks } from './browser/missing-blocks.js';

// The page's own function, called inside the browser (the tests are type-checked without the DOM library).
declare const getComputedStyle: (node: unknown) => { fontWeight: string; backgroundColor: string };

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');
const EXAMPLES = join(root, 'examples/blocks');
const work = mkdtempSync(join(tmpdir(), 'manifesto-preview-browser-'));

/** The CLI's page for a file, written beside the others; its file:// URL. */
function cliPage(path: string): string {
  const out = join(work, `${path.split('/').pop()}.html`);
  const result = spawnSync(process.execPath, [bin, 'preview', path, '--output', out], { cwd: root, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return pathToFileURL(out).href;
}

describe.skipIf(!HAS_CHROMIUM)('the preview in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  const examples = readdirSync(EXAMPLES).filter((name) => /\.(json|ya?ml)$/.test(name));
  it.each(examples)('draws every block of examples/blocks/%s (the CLI’s page)', async (name) => {
    const path = join(EXAMPLES, name);
    const expected = expectedBlocks(checkDocument(path, readFileSync(path, 'utf8'), { fallback: 'blocks' }).document.value);
    const page = await browser.context.newPage();
    await page.goto(cliPage(path));
    expect(await page.evaluate(missingBlocks(expected))).toEqual([]);
    await page.close();
  });

  it('draws every block of every real payload', async () => {
    const dir = join(CORPUS, 'real-blocks');
    const page = await browser.context.newPage();
    const missing: string[] = [];
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      const result = checkDocument(name, readFileSync(join(dir, name), 'utf8'), { fallback: 'blocks' });
      await page.setContent(previewDocument(result).html);
      const lost = (await page.evaluate(missingBlocks(expectedBlocks(result.document.value)))) as { pointer: string }[];
      missing.push(...lost.map((block) => `${name} ${block.pointer}`));
    }
    expect(missing).toEqual([]);
    await page.close();
  }, 120_000);

  it('draws bold, links, emoji and mentions', async () => {
    const page = await browser.context.newPage();
    const text = '*Bold* and <https://example.com/notes|the notes> :rocket: <@U0123|ann> <!here>';
    await page.setContent(renderPreview({ blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] }).html);
    const block = page.locator('[data-pointer="/blocks/0"]');
    expect(await block.locator('b').evaluate((node) => Number(getComputedStyle(node).fontWeight))).toBeGreaterThanOrEqual(700);
    expect(await block.locator('a').getAttribute('href')).toBe('https://example.com/notes');
    expect(await block.locator('a').isVisible()).toBe(true);
    expect(await block.locator('.emoji').textContent()).toBe('🚀');
    const chips = block.locator('.mention');
    expect(await chips.allTextContents()).toEqual(['@ann', '@here']);
    expect(await chips.first().evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });

  it('frames a modal with its title, close and submit buttons', async () => {
    const page = await browser.context.newPage();
    await page.goto(cliPage(join(EXAMPLES, 'modal.view.json')));
    const view = JSON.parse(readFileSync(join(EXAMPLES, 'modal.view.json'), 'utf8'));
    expect(await page.locator('[data-part="title"]').textContent()).toBe(view.title.text);
    expect(await page.locator('[data-part="close"]').isVisible()).toBe(true);
    expect(await page.locator('[data-part="submit"]').textContent()).toBe(view.submit.text);
    await page.close();
  });

  it('draws each problem on its block, with its messages on focus', async () => {
    const path = join(EXAMPLES, 'mistakes-modal.view.json');
    const problems = checkDocument(path, readFileSync(path, 'utf8')).problems.filter((problem) => problem.pointer.startsWith('/blocks/2/'));
    expect(problems.length).toBeGreaterThan(0);
    const page = await browser.context.newPage();
    await page.goto(cliPage(path));
    const block = page.locator('[data-pointer="/blocks/2"]');
    expect((await block.getAttribute('data-problems'))?.split(' ')).toEqual([...new Set(problems.map((problem) => problem.rule))]);
    expect(await block.locator('.problem-marker').isVisible()).toBe(true);
    const popup = block.locator('.problem-popup');
    expect(await popup.isVisible()).toBe(false);
    await block.focus();
    expect(await popup.isVisible()).toBe(true);
    expect(await popup.locator('[data-rule]').evaluateAll((items) => items.map((item) => item.getAttribute('data-rule')))).toEqual(
      problems.map((problem) => problem.rule),
    );
    await page.close();
  });

  it('runs nothing from a hostile payload', async () => {
    const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1">';
    const payload = {
      attachments: [
        {
          color: 'red;background:url(javascript:window.__pwned=1)',
          text: hostile,
          blocks: [{ type: 'markdown', text: `[x](javascript:window.__pwned=1) ${hostile}` }],
        },
      ],
      blocks: [
        {
          type: 'section',
          text: { type: 'mrkdwn', text: `${hostile} <javascript:window.__pwned=1|click>` },
          accessory: { type: 'button', action_id: 'a', text: { type: 'plain_text', text: hostile }, url: 'javascript:window.__pwned=1' },
        },
        { type: 'image', image_url: `https://example.com/a.png" onerror="window.__pwned=1`, alt_text: `"><script>window.__pwned=1</script>` },
        { type: 'header', text: { type: 'plain_text', text: `</style><script>window.__pwned=1</script>` } },
        { type: hostile },
      ],
    };
    const file = join(work, 'hostile.blocks.json');
    writeFileSync(file, JSON.stringify(payload));
    for (const images of [false, true]) {
      const out = join(work, `hostile-${images}.html`);
      const result = spawnSync(process.execPath, [bin, 'preview', file, '--output', out, ...(images ? ['--images'] : [])], { cwd: root, encoding: 'utf8' });
      expect(result.status).toBe(0);
      const page = await browser.context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(pathToFileURL(out).href);
      // Links the payload wrote are clicked too: none may run code.
      for (const link of await page.locator('a').all()) await link.click({ modifiers: ['Shift'], noWaitAfter: true }).catch(() => undefined);
      await page.waitForTimeout(200);
      expect(await page.evaluate('window.__pwned')).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(`document.querySelectorAll('script, iframe, object, embed').length`)).toBe(0);
      // No element carries an event handler, whatever the payload wrote.
      expect(
        await page.evaluate(
          `[...document.querySelectorAll('*')].flatMap((node) => [...node.attributes].map((a) => a.name)).filter((name) => name.startsWith('on'))`,
        ),
      ).toEqual([]);
      expect(
        await page.evaluate(`[...document.querySelectorAll('a[href]')].map((a) => a.protocol).filter((p) => !['http:', 'https:', 'mailto:'].includes(p))`),
      ).toEqual([]);
      await page.close();
    }
  });
});
