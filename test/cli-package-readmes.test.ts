import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The READMEs that ship inside the packages' tarballs: npm shows them on the package page and in
// node_modules, where nothing outside the package exists.
const root = resolve(import.meta.dirname, '..');
const packages = ['core', 'cli', 'lsp', 'preview'];

/** Markdown links `[text](target)`, images included. */
function links(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

describe.each(packages)('packages/%s/README.md', (name) => {
  const dir = join(root, 'packages', name);
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; files?: string[] };

  it('links only to addresses or to files inside the package, which the tarball holds', () => {
    for (const target of links(readme)) {
      if (/^https?:\/\//.test(target)) continue;
      const path = target.replace(/#.*$/, '');
      expect(path, `${target} leaves the package`).not.toMatch(/^\.\.|^\//);
      expect(existsSync(join(dir, path)), `${target} does not exist`).toBe(true);
      // npm always packs README and LICENSE; anything else must be listed in `files`.
      const packed = /^(README|LICENSE)(\.md)?$/i.test(path) || (manifest.files ?? []).some((entry) => path === entry || path.startsWith(`${entry}/`));
      expect(packed, `${target} is not in the tarball`).toBe(true);
    }
  });

  it('gives an install command that works before the package is published', () => {
    const registryInstall = new RegExp(`npm (install|i)( -[gD])? ${manifest.name}\\b`);
    if (!registryInstall.test(readme) && !/## Install/.test(readme)) return;
    // The way that works today: pack from a checkout, install the tarballs.
    expect(readme).toContain('-r pack --pack-destination');
    expect(readme).toContain(`${manifest.name}-`);
    expect(readme).toMatch(/Not on the npm registry yet/);
  });
});
