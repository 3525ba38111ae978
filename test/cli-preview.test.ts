import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnBlocks } from '../packages/preview/test/contract.js';

// End to end: the built binary (the root `test` script builds first).
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

function run(args: string[], input = '') {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('manifesto preview', () => {
  it('writes the page to standard output, each problem on its block, exit 0', () => {
    const { code, stdout, stderr } = run(['preview', 'examples/blocks/mistakes-message.blocks.json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<!doctype html>/);
    const problems = [...drawnBlocks(stdout).values()].flatMap((block) => block.problems);
    expect(problems.length).toBeGreaterThan(0);
  });

  it('writes to --output, and draws the view inside views.publish arguments', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'manifesto-preview-')), 'home.html');
    const { code, stdout } = run(['preview', 'examples/blocks/publish-home.json', '--output', out]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('data-surface="home"');
    expect(drawnBlocks(html).get('/view/blocks/0')).toBeDefined();
  });

  it('reads standard input, and draws images only with --images', () => {
    const payload = JSON.stringify({ blocks: [{ type: 'image', image_url: 'https://example.com/a.png', alt_text: 'A picture' }] });
    expect(run(['preview', '-'], payload).stdout).not.toContain('<img');
    expect(run(['preview', '-', '--images'], payload).stdout).toContain('<img class="picture" src="https://example.com/a.png"');
  });

  it('draws a method argument file whose blocks are a JSON string', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-preview-'));
    const file = join(dir, 'hello.chat.postMessage.json');
    writeFileSync(file, JSON.stringify({ channel: 'C1', text: 'hi', blocks: JSON.stringify([{ type: 'divider' }]) }));
    const { code, stdout } = run(['preview', file]);
    expect(code).toBe(0);
    expect(drawnBlocks(stdout).get('/blocks/0')).toEqual({ type: 'divider', problems: [] });
  });

  it('exits 1 when the file holds nothing to draw, 2 for usage and I/O errors', () => {
    expect(run(['preview', '-'], '{"display_information": {"name": "x"}}').code).toBe(1);
    expect(run(['preview', 'no-such-file.json']).code).toBe(2);
    expect(run(['preview']).code).toBe(2);
    expect(run(['preview', 'a.json', 'b.json']).code).toBe(2);
    expect(run(['preview', '--imgs', 'a.json']).code).toBe(2);
  });
});
