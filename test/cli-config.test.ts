import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configErrors, configLookup } from '../packages/cli/src/config.js';

// End to end: the built binary (the root `test` script builds first).
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');
const dir = mkdtempSync(join(tmpdir(), 'manifesto-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], options: { cwd?: string; input?: string } = {}) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? dir,
    input: options.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 15_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Each file's severity of its one max-length problem ('none' when the rule is off). */
function severities(stdout: string): Record<string, string> {
  const files = JSON.parse(stdout) as { file: string; problems: { rule: string; severity: string }[] }[];
  return Object.fromEntries(files.map((f) => [f.file, f.problems.find((p) => p.rule === 'max-length')?.severity ?? 'none']));
}

const tooLong = 'display_information:\n  name: A name that is far too long for the platform limit\n';

/** Writes files under a fresh project folder: paths ending in .json get JSON.stringify'd objects, the rest text. */
function project(files: Record<string, unknown>): string {
  const base = mkdtempSync(join(dir, 'project-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return base;
}

describe('each checked file uses the configuration nearest to it', () => {
  it('two folders with different .manifestorc.json in one run; the working directory has a third', () => {
    const base = project({
      '.manifestorc.json': { rules: { 'max-length': 'info' } },
      'a/.manifestorc.json': { rules: { 'max-length': 'off' } },
      'a/manifest.yaml': tooLong,
      'b/.manifestorc.json': { rules: { 'max-length': 'warn' } },
      'b/manifest.json': JSON.stringify({ display_information: { name: 'A name that is far too long for the platform limit' } }),
      'manifest.yaml': tooLong,
    });
    const out = run(['check', '--format', 'json', 'a/manifest.yaml', 'b/manifest.json', 'manifest.yaml'], { cwd: base });
    expect(out.stderr).toBe('');
    expect(severities(out.stdout)).toEqual({ 'a/manifest.yaml': 'none', 'b/manifest.json': 'warning', 'manifest.yaml': 'info' });
    expect(out.code).toBe(0);

    // From elsewhere, with absolute paths: the files' folders decide, not the working directory.
    const elsewhere = project({ '.manifestorc.json': { rules: { 'max-length': 'error' } } });
    const far = run(['check', '--format', 'json', join(base, 'a/manifest.yaml'), join(base, 'b/manifest.json')], { cwd: elsewhere });
    expect(Object.values(severities(far.stdout))).toEqual(['none', 'warning']);
    expect(far.code).toBe(0);
  });

  it('finds a package.json "manifesto" key above the file, and passes over a package.json without one', () => {
    const base = project({
      'package.json': { name: 'root', manifesto: { rules: { 'max-length': 'info' } } },
      'apps/slack/package.json': { name: 'slack-app', private: true },
      'apps/slack/manifest.yaml': tooLong,
    });
    const out = run(['check', '--format', 'json', 'apps/slack/manifest.yaml'], { cwd: base });
    expect(severities(out.stdout)).toEqual({ 'apps/slack/manifest.yaml': 'info' });
    expect(out.code).toBe(0);
  });

  it('nested folders: the nearest configuration wins (no merging with the ones above)', () => {
    const base = project({
      '.manifestorc.json': { rules: { 'max-length': 'warning', required: 'off' } },
      'manifest.yaml': tooLong,
      'apps/manifest.yaml': tooLong,
      'apps/inner/package.json': { name: 'inner', manifesto: { rules: { 'max-length': 'info' } } },
      'apps/inner/manifest.yaml': tooLong,
      'apps/inner/deeper/.manifestorc.json': { rules: {} },
      'apps/inner/deeper/manifest.yaml': tooLong,
    });
    const files = ['manifest.yaml', 'apps/manifest.yaml', 'apps/inner/manifest.yaml', 'apps/inner/deeper/manifest.yaml'];
    const out = run(['check', '--format', 'json', ...files], { cwd: base });
    expect(severities(out.stdout)).toEqual({
      'manifest.yaml': 'warning',
      'apps/manifest.yaml': 'warning',
      'apps/inner/manifest.yaml': 'info',
      'apps/inner/deeper/manifest.yaml': 'error',
    });
    expect(out.code).toBe(1);
  });

  it('--config applies to every file, over each folder’s own', () => {
    const base = project({
      'a/.manifestorc.json': { rules: { 'max-length': 'off' } },
      'a/manifest.yaml': tooLong,
      'b/.manifestorc.json': { rules: { 'max-length': 'error' } },
      'b/manifest.yaml': tooLong,
      'shared.json': { rules: { 'max-length': 'info' } },
      'tools/package.json': { name: 'tools', manifesto: { rules: { 'max-length': 'warning' } } },
    });
    const out = run(['check', '--format', 'json', '--config', 'shared.json', 'a/manifest.yaml', 'b/manifest.yaml', '-'], { cwd: base, input: tooLong });
    expect(severities(out.stdout)).toEqual({ 'a/manifest.yaml': 'info', 'b/manifest.yaml': 'info', '<stdin>': 'info' });
    const fromPackage = run(['check', '--format', 'json', '--config=tools/package.json', 'a/manifest.yaml'], { cwd: base });
    expect(severities(fromPackage.stdout)).toEqual({ 'a/manifest.yaml': 'warning' });
  });

  it('standard input uses the working directory’s configuration', () => {
    const base = project({
      '.manifestorc.json': { rules: { 'max-length': 'warning' } },
      'a/.manifestorc.json': { rules: { 'max-length': 'off' } },
      'a/manifest.yaml': tooLong,
    });
    const out = run(['check', '--format', 'json', 'a/manifest.yaml', '-'], { cwd: base, input: tooLong });
    expect(severities(out.stdout)).toEqual({ 'a/manifest.yaml': 'none', '<stdin>': 'warning' });
    const inA = run(['check', '--format', 'json', '-'], { cwd: join(base, 'a'), input: tooLong });
    expect(severities(inA.stdout)).toEqual({ '<stdin>': 'none' });
  });

  it('--rule and --max-* flags win over every file’s configuration', () => {
    const deep = 'display_information:\n  name: Deep\nfeatures:\n  app_home:\n    home_tab_enabled: true\n';
    const base = project({
      'a/.manifestorc.json': { rules: { 'max-length': 'off' }, limits: { maxDepth: 2 } },
      'a/manifest.yaml': tooLong,
      'a/deep.manifest.yaml': deep,
      'b/.manifestorc.json': { rules: { 'max-length': 'info' } },
      'b/manifest.yaml': tooLong,
    });
    const files = ['a/manifest.yaml', 'b/manifest.yaml', 'a/deep.manifest.yaml'];
    const byConfig = run(['check', '--format', 'json', ...files], { cwd: base });
    expect(JSON.parse(byConfig.stdout)[2].problems.map((p: { rule: string }) => p.rule)).toEqual(['too-deep']);
    const out = run(['check', '--format', 'json', '--rule', 'max-length=warning', '--max-depth', '3', ...files], { cwd: base });
    expect(severities(out.stdout)).toEqual({ 'a/manifest.yaml': 'warning', 'b/manifest.yaml': 'warning', 'a/deep.manifest.yaml': 'none' });
    expect(JSON.parse(out.stdout)[2].problems).toEqual([]);
    expect(out.code).toBe(0);
  });

  it('reports each configuration file’s mistakes once, one line each, exit code 2, nothing checked', () => {
    const base = project({
      'a/.manifestorc.json': { rules: { 'max-length': 'loud' } },
      'a/one.manifest.yaml': tooLong,
      'a/two.manifest.yaml': tooLong,
      'a/sub/manifest.yaml': tooLong,
      'b/.manifestorc.json': { limits: { depth: 3 } },
      'b/manifest.yaml': tooLong,
      'c/manifest.yaml': tooLong,
    });
    const out = run(['check', 'a/one.manifest.yaml', 'a/two.manifest.yaml', 'a/sub/manifest.yaml', 'b/manifest.yaml', 'c/manifest.yaml'], { cwd: base });
    expect(out.stderr.trim().split('\n')).toEqual([
      `manifesto: ${base}/a/.manifestorc.json: rule "max-length" has severity "loud"; expected "error", "warning", "info" or "off".`,
      `manifesto: ${base}/b/.manifestorc.json: unknown key "depth" in "limits"; expected "maxFileSize", "maxDepth", "maxAliases".`,
    ]);
    expect(out.stdout).toBe('');
    expect(out.code).toBe(2);
    // A file whose configuration is fine is not blamed for another folder's: alone, it is checked.
    expect(run(['check', 'c/manifest.yaml'], { cwd: base }).code).toBe(1);
  });
});

describe('configuration lookup', () => {
  it('reads a folder’s configuration once for a hundred files, and each candidate file once per run', () => {
    const reads: string[] = [];
    const files: Record<string, string> = {
      '/p/.manifestorc.json': '{"rules":{"max-length":"info"}}',
      '/p/a/.manifestorc.json': '{"rules":{"max-length":"off"}}',
    };
    const lookup = configLookup(undefined, '/p', (path) => {
      reads.push(path);
      return files[path];
    });
    const results = Array.from({ length: 100 }, (_, i) => lookup(`a/m${i}.manifest.yaml`));
    expect(new Set(results).size).toBe(1);
    expect(results[0]!.config.rules).toEqual({ 'max-length': 'off' });
    expect(reads).toEqual(['/p/a/.manifestorc.json']);
    for (const sub of ['b', 'c', 'b/d']) expect(lookup(`${sub}/manifest.yaml`).config.rules).toEqual({ 'max-length': 'info' });
    expect(lookup('-').path).toBe('/p/.manifestorc.json');
    expect(reads.filter((path) => path === '/p/.manifestorc.json')).toHaveLength(1);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('with --config, every path gets the named file, read once', () => {
    let count = 0;
    const lookup = configLookup('conf.json', '/p', (path) => (count++, path === '/p/conf.json' ? '{"rules":{"required":"warn"}}' : undefined));
    for (const path of ['x.yaml', 'a/b/y.json', '-', '/elsewhere/z.yaml']) expect(lookup(path).config.rules).toEqual({ required: 'warning' });
    expect(count).toBe(1);
  });

  it('one configuration file serving several folders reports its errors once', () => {
    const lookup = configLookup(undefined, '/p', (path) => (path === '/p/.manifestorc.json' ? '{"rule":{}}' : undefined));
    expect(configErrors(['a/x.yaml', 'b/y.yaml', 'x.yaml', '-'].map(lookup))).toEqual(['/p/.manifestorc.json: unknown key "rule"; did you mean "rules"?']);
  });
});

describe('did you mean', () => {
  it.each([
    [['check', '--fromat', 'json', 'x.yaml'], 'manifesto: unknown option "--fromat"; did you mean "--format"? ("manifesto --help" lists the options)'],
    [['check', '--fromat=json', 'x.yaml'], 'manifesto: unknown option "--fromat"; did you mean "--format"? ("manifesto --help" lists the options)'],
    [['check', '--remot', 'x.yaml'], 'manifesto: unknown option "--remot"; did you mean "--remote"? ("manifesto --help" lists the options)'],
    [['check', '--colour', 'x.yaml'], 'manifesto: unknown option "--colour"; "manifesto --help" lists the options'],
    [['chek', 'x.yaml'], 'manifesto: unknown command "chek"; did you mean "check"? ("manifesto --help" lists the commands)'],
    [['rule'], 'manifesto: unknown command "rule"; did you mean "rules"? ("manifesto --help" lists the commands)'],
    [['lint', 'x.yaml'], 'manifesto: unknown command "lint"; try "manifesto check <file...>" or "manifesto --help"'],
    [['--verison'], 'manifesto: unknown option "--verison"; did you mean "--version"? ("manifesto --help" lists the options)'],
    [['--format', 'json', 'check', 'x.yaml'], 'manifesto: options come after the command: "manifesto check --format … <file...>"'],
    [
      ['check', '--rule', 'max-lenght=off', 'x.yaml'],
      'manifesto: unknown rule "max-lenght" in --rule; did you mean "max-length"? ("manifesto rules" lists the rules)',
    ],
    [['check', '--rule', 'no-such-rule=off', 'x.yaml'], 'manifesto: unknown rule "no-such-rule" in --rule; "manifesto rules" lists the rules'],
    [
      ['check', '--rule', 'max-length=erorr', 'x.yaml'],
      'manifesto: unknown severity "erorr" in --rule max-length=erorr; did you mean "error"? (expected error, warning, info or off)',
    ],
    [['check', '--rule', 'max-length=loud', 'x.yaml'], 'manifesto: unknown severity "loud" in --rule max-length=loud; expected error, warning, info or off'],
    [['check', '--format', 'jsn', 'x.yaml'], 'manifesto: --format must be "pretty", "json", "github" or "sarif", not "jsn"; did you mean "json"?'],
    [['check', '--kind', 'manfest', 'x.yaml'], 'manifesto: --kind must be "blocks", "audit", "methods" or "manifest", not "manfest"; did you mean "manifest"?'],
  ])('%j', (args, line) => {
    const out = run(args);
    expect(out.stderr).toBe(`${line}\n`);
    expect(out.stdout).toBe('');
    expect(out.code).toBe(2);
  });

  it.each([
    [{ rule: { 'max-length': 'off' } }, 'unknown key "rule"; did you mean "rules"?'],
    [{ rules: { 'max-lenght': 'off' } }, 'unknown rule "max-lenght" in "rules"; did you mean "max-length"?'],
    [{ rules: { 'max-length': 'erorr' } }, 'rule "max-length" has severity "erorr"; did you mean "error"?'],
    [{ limits: { maxDepht: 3 } }, 'unknown key "maxDepht" in "limits"; did you mean "maxDepth"?'],
  ])('in .manifestorc.json: %j', (config, message) => {
    const base = project({ '.manifestorc.json': config, 'manifest.yaml': tooLong });
    const out = run(['check', 'manifest.yaml'], { cwd: base });
    expect(out.stderr).toBe(`manifesto: ${base}/.manifestorc.json: ${message}\n`);
    expect(out.code).toBe(2);
  });

  it('in --config and package.json, the file is named as given', () => {
    const base = project({ 'conf.json': { rules: { 'max-length': 'erorr' } }, 'package.json': { manifesto: { rule: {} } }, 'manifest.yaml': tooLong });
    expect(run(['check', '--config', 'conf.json', 'manifest.yaml'], { cwd: base }).stderr).toBe(
      'manifesto: conf.json: rule "max-length" has severity "erorr"; did you mean "error"?\n',
    );
    const pkg = run(['check', 'manifest.yaml'], { cwd: base });
    expect(pkg.stderr).toBe(`manifesto: ${base}/package.json: unknown key "rule"; did you mean "rules"?\n`);
    expect(pkg.code).toBe(2);
  });

  it('"warn" is accepted as "warning" on the command line and in the file', () => {
    const base = project({ '.manifestorc.json': { rules: { required: 'warn' } }, 'manifest.yaml': tooLong });
    const out = run(['check', '--format', 'json', '--rule', 'max-length=warn', 'manifest.yaml'], { cwd: base });
    expect(severities(out.stdout)).toEqual({ 'manifest.yaml': 'warning' });
    expect(out.code).toBe(0);
  });
});
