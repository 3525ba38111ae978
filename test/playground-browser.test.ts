/**
 * The playground (packages/playground/dist/index.html, built by `pnpm run build`) in Debian's chromium,
 * opened from file:// as a user would: one page, reused, fed payloads through its address. It checks and
 * draws every example and real payload block by block, shares the payload in the link, and runs nothing
 * of a hostile payload. The CLI's page for each real payload is held to the same drawing. Skipped without
 * chromium.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkDocument } from 'manifesto-core';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_BLOCKS_CORPUS } from '../packages/core/test/corpus-path.js';
import { parsePreviewArgs } from '../packages/cli/src/preview/args.js';
import { runPreview } from '../packages/cli/src/preview/run.js';
import { expectedBlocks } from '../packages/preview/test/contract.js';
import { HAS_CHROMIUM, launch, type Browser } from './browser/chromium.js';
import { missingBlocks } from './browser/missing-blocks.js';

// The page's globals, inside functions that run in the browser (the tests are type-checked without the DOM library).
declare const document: { getElementById(id: string): { dataset: Record<string, string | undefined> } | null };
declare const location: { hash: string };

const root = resolve(import.meta.dirname, '..');
const PLAYGROUND = join(root, 'packages/playground/dist/index.html');
const URL_OF_PLAYGROUND = pathToFileURL(PLAYGROUND).href;
const EXAMPLES = join(root, 'examples/blocks');

/** The payload files drawn: every example and every real payload. */
const PAYLOADS = [
  ...readdirSync(EXAMPLES)
    .filter((name) => /\.(json|ya?ml)$/.test(name))
    .map((name) => join(EXAMPLES, name)),
  ...readdirSync(REAL_BLOCKS_CORPUS)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(REAL_BLOCKS_CORPUS, name)),
];

/** What the page saw that it should not have: dialogs, console messages, errors, requests for anything but itself. */
interface Seen {
  dialogs: string[];
  console: string[];
  errors: string[];
  requests: string[];
}

function watch(page: Page): Seen {
  const seen: Seen = { dialogs: [], console: [], errors: [], requests: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => seen.console.push(message.text()));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url().split('#')[0]!;
    if (url !== URL_OF_PLAYGROUND && !url.startsWith('data:') && url !== 'about:srcdoc') seen.requests.push(url);
  });
  return seen;
}

function clear(seen: Seen): void {
  for (const list of Object.values(seen) as string[][]) list.length = 0;
}

/** The preview's frame (the same element, whichever page it shows). */
function previewFrame(page: Page): Frame {
  const [frame] = page.mainFrame().childFrames();
  if (!frame) throw new Error('The playground has no preview frame.');
  return frame;
}

/** Waits until the frame shows a drawing made after `before` (a number from `drawing`). */
async function drawnAfter(page: Page, before: number): Promise<void> {
  // A function, not a string: the page's policy allows no evaluation of strings.
  await page.waitForFunction((before) => {
    const frame = document.getElementById('preview')!;
    const n = Number(frame.dataset['drawing']);
    return n > before && frame.dataset['drawn'] === String(n);
  }, before);
}

async function drawing(page: Page): Promise<number> {
  return Number(await page.locator('#preview').getAttribute('data-drawing'));
}

/** Puts a payload in the address, as a shared link would, and waits for its drawing. */
async function open(page: Page, text: string): Promise<void> {
  // The same payload again (two files alike) changes nothing: it is drawn already.
  if ((await editorText(page)) === text) return;
  const before = await drawing(page);
  await page.evaluate(`location.hash = ${JSON.stringify(`#${encodeURIComponent(text)}`)}`);
  await drawnAfter(page, before);
}

async function editorText(page: Page): Promise<string> {
  return (await page.evaluate(`decodeURIComponent(location.hash.slice(1))`)) as string;
}

describe.skipIf(!HAS_CHROMIUM)('the playground in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let seen: Seen;
  beforeAll(async () => {
    expect(existsSync(PLAYGROUND), 'packages/playground/dist/index.html is missing: run `pnpm run build`').toBe(true);
    browser = await launch();
    // Nothing outside the file may load; an image the user allows is answered here, never fetched.
    await browser.context.route(/^https?:/, (route) => route.abort());
    page = await browser.context.newPage();
    seen = watch(page);
    await page.goto(URL_OF_PLAYGROUND);
    await drawnAfter(page, 0);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from file:// with its editor, a first payload drawn, and nothing loaded but itself', async () => {
    expect(await page.locator('.cm-editor').isVisible()).toBe(true);
    expect(await previewFrame(page).locator('[data-block-type]').count()).toBeGreaterThan(0);
    expect(await page.locator('#images').isChecked()).toBe(false);
    expect(await page.locator('#surface').inputValue()).toBe('message');
    expect(await page.locator('#preview').getAttribute('sandbox')).toBe('');
    expect(seen).toEqual({ dialogs: [], console: [], errors: [], requests: [] });
  });

  it('lists and marks the problems of the payload in its link, each with its rule and line', async () => {
    const path = join(EXAMPLES, 'mistakes-modal.view.json');
    const text = readFileSync(path, 'utf8');
    const problems = checkDocument(path, text).problems;
    expect(problems.length).toBeGreaterThan(0);
    await open(page, text);
    const listed = await page
      .locator('#problems [data-rule]')
      .evaluateAll((items) => items.map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-line')]));
    expect(listed).toEqual(problems.map((problem) => [problem.rule, String(problem.range.start.line + 1)]));
    expect(await page.locator('#problem-count').getAttribute('data-count')).toBe(String(problems.length));
    expect(await page.locator('.cm-lintRange').count()).toBeGreaterThan(0);
    // The same problems on their blocks in the preview.
    const onBlocks = await previewFrame(page)
      .locator('[data-problems]')
      .evaluateAll((blocks) => blocks.flatMap((block) => block.getAttribute('data-problems')!.split(' ')));
    expect(new Set(onBlocks).size).toBeGreaterThan(0);
    for (const rule of onBlocks) expect(problems.map((problem) => problem.rule)).toContain(rule);
    // Choosing a problem selects its text in the editor.
    await page.locator('#problems [data-rule]').first().click();
    const selected = await page.evaluate(`getSelection().toString()`);
    expect(selected).toBe(text.slice(problems[0]!.span.start, problems[0]!.span.end));
  });

  it('writes the payload into its link as the user types, and checks it again', async () => {
    await open(page, '{"blocks": []}');
    const before = await drawing(page);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('[{"type": "divder"}]', { delay: 0 });
    await drawnAfter(page, before);
    await page.waitForFunction(() => decodeURIComponent(location.hash.slice(1)).includes('divder'));
    const text = await editorText(page);
    expect(text.replace(/\s/g, '')).toBe('[{"type":"divder"}]');
    const rules = await page.locator('#problems [data-rule]').evaluateAll((items) => items.map((item) => item.getAttribute('data-rule')));
    expect(rules).toEqual(checkDocument('x.blocks.json', text).problems.map((problem) => problem.rule));
    expect(rules).toContain('unknown-type');
  });

  it('moves the blocks to the surface chosen, in the editor and the link', async () => {
    await open(page, JSON.stringify({ blocks: [{ type: 'divider' }] }));
    for (const surface of ['modal', 'home', 'message'] as const) {
      const before = await drawing(page);
      await page.locator('#surface').selectOption(surface);
      await drawnAfter(page, before);
      expect(await previewFrame(page).locator('main').getAttribute('data-surface')).toBe(surface);
      const value = JSON.parse(await editorText(page));
      expect(value.blocks).toEqual([{ type: 'divider' }]);
      expect(value.type).toBe(surface === 'message' ? undefined : surface);
    }
    expect(await previewFrame(page).locator('[data-part="title"]').count()).toBe(0);
  });

  it('draws every top-level block of every example and real payload', async () => {
    const missing: string[] = [];
    for (const path of PAYLOADS) {
      const text = readFileSync(path, 'utf8');
      await open(page, text);
      const expected = expectedBlocks(checkDocument(path, text, { fallback: 'blocks' }).document.value);
      const lost = (await previewFrame(page).evaluate(missingBlocks(expected))) as { pointer: string }[];
      missing.push(...lost.map((block) => `${path.split('/').pop()} ${block.pointer}`));
    }
    expect(PAYLOADS.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
    expect(seen).toEqual({ dialogs: [], console: [], errors: [], requests: [] });
  }, 300_000);

  it('draws every top-level block of every real payload in the CLI’s page', async () => {
    const other = await browser.context.newPage();
    const missing: string[] = [];
    for (const path of PAYLOADS.filter((file) => file.startsWith(REAL_BLOCKS_CORPUS))) {
      let html = '';
      const io = { stdout: (text: string) => (html += text), stderr: () => undefined, stdin: () => Promise.reject(new Error('no stdin')), cwd: root };
      const args = parsePreviewArgs([path]);
      if (!('file' in args)) throw new Error(`manifesto preview ${path}: not a preview command`);
      expect(await runPreview(args, io)).toBe(0);
      await other.setContent(html);
      const text = readFileSync(path, 'utf8');
      const lost = await other.evaluate(missingBlocks(expectedBlocks(checkDocument(path, text, { fallback: 'blocks' }).document.value)));
      missing.push(...(lost as { pointer: string }[]).map((block) => `${path.split('/').pop()} ${block.pointer}`));
    }
    expect(missing).toEqual([]);
    await other.close();
  }, 240_000);

  it('runs nothing of a hostile payload', async () => {
    const code = `console.log('payload ran');alert('payload ran');window.__pwned=1`;
    const hostile = `<script>${code}</script><img src=x onerror="${code}"><svg onload="${code}">`;
    const payload = {
      attachments: [
        {
          color: `red;background:url(javascript:${code})`,
          text: hostile,
          blocks: [{ type: 'markdown', text: `[x](javascript:${code}) ${hostile} <style>*{background:url(https://example.com/leak)}</style>` }],
        },
        { color: '#fff\\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e', text: '\\3c script\\3e' },
      ],
      blocks: [
        {
          type: 'section',
          text: { type: 'mrkdwn', text: `${hostile} <javascript:${code}|click> <https://example.com/" onmouseover="${code}|x>` },
          accessory: { type: 'button', action_id: 'a', text: { type: 'plain_text', text: hostile }, url: `javascript:${code}` },
        },
        { type: 'image', image_url: `https://example.com/a.png" onerror="${code}`, alt_text: `"><script>${code}</script>` },
        { type: 'header', text: { type: 'plain_text', text: `</style></iframe><script>${code}</script>` } },
        { type: hostile },
      ],
    };
    clear(seen);
    await open(page, JSON.stringify(payload, null, 2));
    const frame = previewFrame(page);
    // Links the payload wrote are followed too: none may run code.
    for (const link of await frame.locator('a').all()) await link.click({ modifiers: ['Shift'], noWaitAfter: true, timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(200);
    expect(seen).toEqual({ dialogs: [], console: [], errors: [], requests: [] });
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await frame.evaluate('window.__pwned')).toBeUndefined();
    expect(await frame.evaluate(`document.querySelectorAll('script, iframe, object, embed').length`)).toBe(0);
    expect(
      await frame.evaluate(
        `[...document.querySelectorAll('*')].flatMap((node) => [...node.attributes].map((a) => a.name)).filter((name) => name.startsWith('on'))`,
      ),
    ).toEqual([]);
    // The playground's own page holds one script, its own, and the payload's text is only text in the editor.
    expect(await page.evaluate(`document.querySelectorAll('script').length`)).toBe(1);
    expect(await page.locator('.cm-content script, .cm-content img').count()).toBe(0);
  });

  it('draws images only when the toggle allows them', async () => {
    // A page of its own, last: Chromium repeats a failed load's console line in each later page of the frame.
    const own = await browser.context.newPage();
    const ownSeen = watch(own);
    await own.goto(URL_OF_PLAYGROUND);
    await drawnAfter(own, 0);
    await open(own, JSON.stringify({ blocks: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A chart' }] }));
    expect(await previewFrame(own).locator('img').count()).toBe(0);
    expect(ownSeen.requests).toEqual([]);
    const before = await drawing(own);
    await own.locator('#images').check();
    await drawnAfter(own, before);
    expect(await previewFrame(own).locator('img').getAttribute('src')).toBe('https://example.com/a.png');
    expect(ownSeen.requests).toEqual(['https://example.com/a.png']);
    await own.close();
  });
});
