/** The built page (node build.mjs, as the workspace build runs it): one file whose only script is the bundle its policy allows. */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let page = '';

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'build.mjs')], { stdio: 'pipe' });
  page = readFileSync(join(root, 'dist/index.html'), 'utf8');
}, 60_000);

describe('dist/index.html', () => {
  it('holds one inline script, the bundle, allowed by its hash and nothing else', () => {
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(scripts[0]!.length).toBeGreaterThan(100_000);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)![1]!;
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(policy.split('; ')).toContain(`script-src 'sha256-${hash}'`);
    expect(policy.split('; ')).toContain("default-src 'none'");
  });

  it('inlines its style and leaves no marker unfilled, loading nothing from elsewhere', () => {
    expect(page).toMatch(/<style>[^<]*\.problem/);
    expect(page).not.toMatch(/<!-- (policy|style|script) -->/);
    expect(page).not.toMatch(/<(link|script)[^>]+(src|href)=/);
  });
});
