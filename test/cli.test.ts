import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// End to end: the built binary, as users and CI scripts run it (the root `test` script builds first).
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

function run(args: string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? root,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'manifesto-cli-'));
}

interface JsonProblem {
  rule: string;
  severity: string;
  message: string;
  pointer: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

function json(stdout: string): { file: string; kind: string; problems: JsonProblem[] }[] {
  return JSON.parse(stdout);
}

describe('manifesto check', () => {
  it('passes the shipped example with exit code 0 and the contract JSON', () => {
    const out = run(['check', '--format', 'json', '--kind', 'manifest', 'examples/manifest.yaml']);
    expect(out.stderr).toBe('');
    expect(json(out.stdout)).toEqual([{ file: 'examples/manifest.yaml', kind: 'manifest', problems: [] }]);
    expect(out.code).toBe(0);
  });

  it('reports located errors with exit code 1', () => {
    const out = run(['check', '--format', 'json', 'examples/manifest-with-mistakes.yaml']);
    expect(out.code).toBe(1);
    const [file] = json(out.stdout);
    expect(file!.kind).toBe('manifest');
    const name = file!.problems.find((p) => p.pointer === '/display_information/name');
    expect(name).toMatchObject({ rule: 'max-length', severity: 'error', line: 3, column: 9, endLine: 3, endColumn: 54 });
    for (const p of file!.problems) expect(Object.keys(p).sort()).toEqual(['column', 'endColumn', 'endLine', 'line', 'message', 'pointer', 'rule', 'severity']);
  });

  it('reads standard input for "-"', () => {
    const out = run(['check', '--format', 'json', '-'], { input: '{\n  "display_information": {}\n}\n' });
    expect(out.code).toBe(1);
    const [file] = json(out.stdout);
    expect(file!.file).toBe('<stdin>');
    expect(file!.problems.map((p) => [p.rule, p.pointer, p.line])).toEqual([['required', '/display_information/name', 2]]);
  });

  it('reports a syntax error as a problem with a position', () => {
    const out = run(['check', '--format', 'json', '-'], { input: 'display_information:\n  name: [unclosed\n' });
    expect(out.code).toBe(1);
    const [file] = json(out.stdout);
    expect(file!.problems[0]).toMatchObject({ rule: 'syntax' });
    expect(file!.problems[0]!.line).toBeGreaterThanOrEqual(2);
  });

  it('gives one clear line and exit code 2 for a missing file, a directory with nothing to check and a bad flag', () => {
    const dir = tempDir();
    for (const args of [['check', join(dir, 'nope.yaml')], ['check', dir], ['check', '--kind', 'nonsense', 'x.yaml'], ['lint']]) {
      const out = run(args);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
      expect(out.stderr).toMatch(/^manifesto: /);
      expect(out.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('still checks the readable files when one file is missing, and exits 2', () => {
    const out = run(['check', '--format', 'json', 'examples/manifest.yaml', 'does-not-exist.yaml']);
    expect(out.code).toBe(2);
    expect(json(out.stdout).map((f) => f.file)).toEqual(['examples/manifest.yaml']);
  });

  it('refuses a token on the command line', () => {
    const out = run(['check', '--token', 'xoxb-secret', 'examples/manifest.yaml']);
    expect(out.code).toBe(2);
    expect(out.stderr).not.toContain('xoxb-secret');
  });

  it('applies --rule overrides: a rule turned into a warning exits 0, and off removes it', () => {
    const input = 'display_information:\n  name: A name that is far too long for the platform limit\n';
    const warned = run(['check', '--format', 'json', '--rule', 'max-length=warning', '-'], { input });
    expect(warned.code).toBe(0);
    expect(json(warned.stdout)[0]!.problems.map((p) => [p.rule, p.severity])).toEqual([['max-length', 'warning']]);
    const off = run(['check', '--format', 'json', '--rule', 'max-length=off', '-'], { input });
    expect(json(off.stdout)[0]!.problems).toEqual([]);
    expect(run(['check', '--rule', 'no-such-rule=off', '-'], { input }).code).toBe(2);
  });

  it('reads severities from .manifestorc.json and from package.json', () => {
    const input = 'display_information:\n  name: A name that is far too long for the platform limit\n';
    const dir = tempDir();
    writeFileSync(join(dir, '.manifestorc.json'), JSON.stringify({ rules: { 'max-length': 'off' } }));
    expect(json(run(['check', '--format', 'json', '-'], { input, cwd: dir }).stdout)[0]!.problems).toEqual([]);

    const pkgDir = tempDir();
    writeFileSync(join(pkgDir, 'package.json'), JSON.stringify({ name: 'x', manifesto: { rules: { 'max-length': 'info' } } }));
    mkdirSync(join(pkgDir, 'app'));
    const nested = run(['check', '--format', 'json', '-'], { input, cwd: join(pkgDir, 'app') });
    expect(json(nested.stdout)[0]!.problems.map((p) => p.severity)).toEqual(['info']);

    const bad = tempDir();
    writeFileSync(join(bad, '.manifestorc.json'), JSON.stringify({ rules: { 'max-length': 'loud' } }));
    const broken = run(['check', '-'], { input, cwd: bad });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('max-length');
  });

  it('a methods glob in .manifestorc.json claims a file: found in a directory and checked as method arguments', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.manifestorc.json'), JSON.stringify({ methods: ['args/*.json'] }));
    mkdirSync(join(dir, 'args'));
    writeFileSync(join(dir, 'args', 'post.json'), '{"channel": 1}\n');
    writeFileSync(join(dir, 'other.json'), '{"channel": 1}\n');
    const found = run(['check', '--format', 'json', '.'], { cwd: dir });
    expect(json(found.stdout).map((file) => [file.file, file.kind])).toEqual([['args/post.json', 'methods']]);
    const named = run(['check', '--format', 'json', 'args/post.json'], { cwd: dir });
    expect(json(named.stdout).map((file) => file.kind)).toEqual(['methods']);
  });

  it('prints a code frame and a summary in pretty format, without colour under NO_COLOR', () => {
    const out = run(['check', 'examples/manifest-with-mistakes.yaml']);
    expect(out.code).toBe(1);
    expect(out.stdout).not.toMatch(/\u001b\[/);
    expect(out.stdout).toContain('> 3 |   name: Standup Helper for the Whole Engineering Team');
    expect(out.stdout).toMatch(/\n {8}\| {9}\^{45}\n/);
    expect(out.stdout).toMatch(/✖ \d+ problems \(\d+ errors, \d+ warnings?(, \d+ info)?\) in 1 file\.\n$/);
  });

  it('lists the rule catalogue', () => {
    const out = run(['rules', '--format', 'json']);
    expect(out.code).toBe(0);
    const rules = JSON.parse(out.stdout) as { id: string; severity: string; description: string }[];
    expect(rules.map((r) => r.id)).toEqual(expect.arrayContaining(['syntax', 'required', 'unknown-key', 'max-length']));
    for (const rule of rules) expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('manifesto check on block payloads', () => {
  it('detects blocks by file name and reports each planted chart mistake at its pointer and line', () => {
    const out = run(['check', '--format', 'json', 'examples/blocks/mistakes.blocks.json']);
    expect(out.code).toBe(1);
    const [file] = json(out.stdout);
    expect(file!.kind).toBe('blocks');
    const found = file!.problems.map((p) => [p.rule, p.pointer, p.line]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['chart-label-category', '/blocks/1/chart/series/0/data/1/label', 26],
        ['chart-missing-point', '/blocks/1/chart/series/0/data', 24],
        ['chart-pie-value-positive', '/blocks/0/chart/segments/1/value', 11],
        ['chart-type', '/blocks/2/chart/type', 54],
      ]),
    );
  });

  it('passes correct chart messages, views and the views.publish string form', () => {
    const out = run([
      'check',
      '--format',
      'json',
      'examples/blocks/chart-message.blocks.json',
      'examples/blocks/home.view.json',
      'examples/blocks/publish-home.json',
    ]);
    expect(out.code).toBe(0);
    expect(json(out.stdout).map((f) => [f.kind, f.problems.length])).toEqual([
      ['blocks', 0],
      ['blocks', 0],
      ['blocks', 0],
    ]);
  });

  it('detects blocks by content on standard input, and --kind forces the kind', () => {
    const chart = { type: 'data_visualization', title: 'T', chart: { type: 'pie', segments: [{ label: 'a', value: 0 }] } };
    const input = JSON.stringify({ blocks: [chart] }, null, 2);
    const detected = run(['check', '--format', 'json', '-'], { input });
    expect(json(detected.stdout)[0]!.kind).toBe('blocks');
    expect(json(detected.stdout)[0]!.problems.map((p) => [p.rule, p.pointer])).toEqual([['chart-pie-value-positive', '/blocks/0/chart/segments/0/value']]);
    const forced = run(['check', '--format', 'json', '--kind', 'manifest', '-'], { input });
    expect(json(forced.stdout)[0]!.kind).toBe('manifest');
  });
});
