import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindFromName } from 'manifesto-core';
// @ts-expect-error: a plain .mjs script without type declarations
import { filesPattern } from '../scripts/pre-commit-files.mjs';

// The pre-commit hook (.pre-commit-hooks.yaml) against the names the tool recognises.
const root = resolve(import.meta.dirname, '..');
const hooks = readFileSync(join(root, '.pre-commit-hooks.yaml'), 'utf8');
const files = /^ {2}files: '(.*)'$/m.exec(hooks)?.[1] ?? '';
// pre-commit reads the pattern with Python's `re`; its leading `(?i)` is JavaScript's `i` flag.
const pattern = new RegExp(files.replace(/^\(\?i\)/, ''), files.startsWith('(?i)') ? 'i' : '');

describe('the pre-commit hook', () => {
  it("is written from the kinds' names (run: node scripts/pre-commit-files.mjs)", () => {
    expect(files).toBe((filesPattern as () => string)());
  });

  it.each([
    'manifest.yaml',
    'apps/tickets/slack-app-manifest.yml',
    'manifest.json',
    'messages/welcome.blocks.json',
    'ui/ask.view.yaml',
    'one.block.yml',
    'calls/hello.chat.postMessage.json',
    'calls/home.views.publish.yaml',
    'check.apps.manifest.validate.yml',
    'x.blocks.validate.json',
    'audit/logins.audit.logs.json',
    'all.audit.actions.yaml',
  ])('passes %s, which the tool checks by name', (path) => {
    expect(pattern.test(path)).toBe(true);
    expect(kindFromName(path.slice(path.lastIndexOf('/') + 1))).toBeDefined();
  });

  it.each([
    'package.json',
    'tsconfig.base.json',
    'pnpm-lock.yaml',
    'docs/config.app.settings.json',
    'chat.postMessage.json',
    'hello.chat.postMessage.md',
    'audit.logs.json',
  ])('leaves out %s', (path) => {
    expect(pattern.test(path)).toBe(false);
  });

  it('points at a README section that exists', () => {
    const section = /see the README \("([^"]+)"\)/.exec(hooks.replace(/\n# /g, ' '))?.[1];
    expect(section).toBeDefined();
    const headings = readFileSync(join(root, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.replace(/^#+\s*/, ''));
    expect(headings).toContain(section);
  });
});
