import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's chromium, which .ci/run installs (as it does neovim); the browser tests are skipped without it. */
export const CHROMIUM = process.env['MANIFESTO_CHROMIUM'] ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

/** Headless, offline and quiet: nothing is downloaded, synced or updated, and each run has a fresh profile. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launch(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'manifesto-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 900, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
