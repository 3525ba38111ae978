import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// End to end: the built binary (the root `test` script builds first).
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');
const dir = mkdtempSync(join(tmpdir(), 'manifesto-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], options: { cwd?: string } = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 15_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function problems(stdout: string): { file: string; problems: { rule: string; line: number; column: number }[] }[] {
  return JSON.parse(stdout);
}

const nested = 'display_information:\n  name: Deep\nfeatures:\n  app_home:\n    home_tab_enabled: true\n';

describe('limits on the command line', () => {
  it('refuses a 3 GB (sparse) file from its size alone, without reading it, within the test timeout', () => {
    const huge = join(dir, 'manifest.json');
    writeFileSync(huge, '');
    truncateSync(huge, 3_000_000_000);
    const started = Date.now();
    const out = run(['check', '--format', 'json', huge]);
    expect(out.stderr).toBe('');
    expect(problems(out.stdout)[0]!.problems).toEqual([expect.objectContaining({ rule: 'too-large', line: 1, column: 1 })]);
    expect(out.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops reading an endless standard input just past the limit', async () => {
    const child = spawn(process.execPath, [bin, 'check', '--format', 'json', '--max-file-size', '100000', '-'], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stdin.on('error', () => undefined); // the CLI stops reading: writes then fail with EPIPE.
    const line = 'display_information: {name: x}\n'.repeat(1000);
    const feed = () => {
      while (!child.stdin.destroyed && child.stdin.write(line));
      if (!child.stdin.destroyed) child.stdin.once('drain', feed);
    };
    feed();
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    child.stdin.destroy();
    expect(problems(stdout)).toEqual([{ file: '<stdin>', kind: 'manifest', problems: [expect.objectContaining({ rule: 'too-large', line: 1, column: 1 })] }]);
    expect(code).toBe(1);
  }, 15_000);

  it('takes limits from flags over the configuration file', () => {
    const project = mkdtempSync(join(dir, 'project-'));
    writeFileSync(join(project, '.manifestorc.json'), JSON.stringify({ limits: { maxDepth: 2 } }));
    writeFileSync(join(project, 'manifest.yaml'), nested);
    const fromConfig = run(['check', '--format', 'json', 'manifest.yaml'], { cwd: project });
    expect(problems(fromConfig.stdout)[0]!.problems.map((p) => [p.rule, p.line])).toEqual([['too-deep', 5]]);
    expect(fromConfig.code).toBe(1);
    const fromFlag = run(['check', '--format', 'json', '--max-depth', '3', 'manifest.yaml'], { cwd: project });
    expect(problems(fromFlag.stdout)[0]!.problems).toEqual([]);
    expect(fromFlag.code).toBe(0);
  });

  it('a file just over --max-file-size is refused; the same file under it is checked', () => {
    const path = join(dir, 'small.yaml');
    writeFileSync(path, nested);
    const bytes = Buffer.byteLength(nested);
    expect(problems(run(['check', '--format', 'json', '--max-file-size', String(bytes - 1), path]).stdout)[0]!.problems.map((p) => p.rule)).toEqual([
      'too-large',
    ]);
    expect(problems(run(['check', '--format', 'json', '--max-file-size', String(bytes), path]).stdout)[0]!.problems).toEqual([]);
  });

  it.each([
    [['--max-depth', 'deep'], /--max-depth must be a whole number/],
    [['--max-file-size', '-1'], /--max-file-size must be a whole number/],
    [['--max-aliases', '1.5'], /--max-aliases must be a whole number/],
    [['--max-depth', '300'], /--max-depth is 300; the most allowed is 256/],
    [['--max-file-size', '600000000'], /--max-file-size is 600000000; the most allowed is 500000000/],
    [['--rule', 'too-large=off'], /too-large=off: a refused file would pass unchecked/],
  ])('rejects %j with one usage line and exit code 2', (flags, message) => {
    const out = run(['check', ...flags, 'manifest.yaml']);
    expect(out.stderr).toMatch(message);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.code).toBe(2);
  });

  it('reports a bad limits section in the configuration as one line each, exit code 2', () => {
    const project = mkdtempSync(join(dir, 'bad-config-'));
    writeFileSync(join(project, '.manifestorc.json'), JSON.stringify({ limits: { maxDepth: 5000, maxAliases: 'many', depth: 3 } }));
    writeFileSync(join(project, 'manifest.yaml'), nested);
    const out = run(['check', 'manifest.yaml'], { cwd: project });
    expect(out.stderr.trim().split('\n')).toHaveLength(3);
    expect(out.stderr).toMatch(/limits\.maxDepth/);
    expect(out.stderr).toMatch(/limits\.maxAliases/);
    expect(out.stderr).toMatch(/"depth"/);
    expect(out.code).toBe(2);
  });
});

describe('a reader that stops early', () => {
  it('`manifesto check … | head -c 10` ends quietly with the check exit code, no EPIPE stack trace', async () => {
    const path = join(dir, 'many.yaml');
    writeFileSync(path, `display_information:\n  name: "${'x'.repeat(100)}"\n${Array.from({ length: 3000 }, (_, i) => `k${i}: 1`).join('\n')}\n`);
    const child = spawn(process.execPath, [bin, 'check', path], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 15_000);
});

describe('binary files on the command line', () => {
  it('a PNG named manifest.json is one binary-file problem, exit code 1, nothing printed raw', () => {
    const path = join(dir, 'image', 'manifest.json');
    mkdirSync(join(dir, 'image'), { recursive: true });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x1b, 0x5b, 0x32, 0x4a]);
    writeFileSync(path, png);
    const json = run(['check', '--format', 'json', path]);
    expect(problems(json.stdout)[0]!.problems).toEqual([expect.objectContaining({ rule: 'binary-file', line: 3, column: 1 })]);
    expect(json.code).toBe(1);
    const pretty = run(['check', path]);
    expect(pretty.stdout).not.toMatch(/[\u0000\u001a\u001b]/);
    expect(pretty.code).toBe(1);
  });
});

describe('pretty output of hostile text', () => {
  it('cuts a long line around the mistake and shows control and bidi-override characters as U+FFFD', () => {
    const path = join(dir, 'long.yaml');
    const value = 'x'.repeat(5_000) + '\u202e\u001b[31m' + 'y'.repeat(5_000);
    writeFileSync(path, `features:\n  bot_user: {display_name: bot}\ndisplay_information: {description: d, name: "${value}"}\n`);
    const out = run(['check', path]);
    expect(out.code).toBe(1);
    expect(out.stdout).not.toMatch(/[\u001b\u202e]/);
    const lines = out.stdout.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(220);
    const framed = lines.find((line) => line.startsWith('    > 3 |'))!;
    const carets = lines[lines.indexOf(framed) + 1]!;
    // The caret starts under the opening quote of the long value.
    expect(framed[carets.indexOf('^')]).toBe('"');
    expect(framed.endsWith('…')).toBe(true);
  });
});
