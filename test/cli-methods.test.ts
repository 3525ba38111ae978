import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// End to end with the built binary (the root `test` script builds first): method argument files.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');
const examples = join(root, 'examples/methods');

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, input: '', encoding: 'utf8', timeout: 15000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

type FileEntry = { file: string; kind: string; problems: { rule: string; pointer: string; line: number }[] };
const json = (text: string) => JSON.parse(text) as FileEntry[];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('manifesto check on method argument files', () => {
  it('recognises argument files by name in a folder, beside a manifest, and skips other JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-methods-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'calls'));
    for (const name of ['hello.chat.postMessage.json', 'notes.canvases.edit.json', 'home.views.publish.json', 'check.apps.manifest.validate.json'])
      copyFileSync(join(examples, name), join(dir, 'calls', name));
    writeFileSync(join(dir, 'calls', 'bye.chat.postMessage.json'), '{\n  "text": "bye",\n  "thread_tss": "1.2"\n}\n');
    writeFileSync(join(dir, 'calls', 'data.json'), '{"channel": 5}\n');
    const out = run(['check', '--format', 'json', '.'], dir);
    expect(out.code).toBe(1);
    const files = json(out.stdout);
    expect(files.map((f) => [f.file, f.kind])).toEqual([
      ['calls/bye.chat.postMessage.json', 'methods'],
      ['calls/check.apps.manifest.validate.json', 'methods'],
      ['calls/hello.chat.postMessage.json', 'methods'],
      ['calls/home.views.publish.json', 'methods'],
      ['calls/notes.canvases.edit.json', 'methods'],
    ]);
    expect(files[0]!.problems.map(({ rule, pointer, line }) => ({ rule, pointer, line }))).toEqual([
      { rule: 'required', pointer: '/channel', line: 1 },
      { rule: 'unknown-key', pointer: '/thread_tss', line: 3 },
    ]);
    expect(files.slice(1).flatMap((f) => f.problems)).toEqual([]);
  });

  it('a method misspelt in a file name is reported, whether named or found in a folder, never checked as a manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-methods-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'calls'));
    writeFileSync(join(dir, 'calls', 'hello.chat.postMesage.json'), '{\n  "channel": "C0123456789",\n  "text": "hi"\n}\n');
    writeFileSync(join(dir, 'calls', 'tsconfig.base.json'), '{}\n');
    const expected = [{ file: 'calls/hello.chat.postMesage.json', kind: 'methods', rules: [['unknown-method', '', 1]] }];
    for (const args of [['calls/hello.chat.postMesage.json'], ['.']]) {
      const out = run(['check', '--format', 'json', ...args], dir);
      expect(out.code, args.join(' ')).toBe(1);
      expect(json(out.stdout).map((f) => ({ file: f.file, kind: f.kind, rules: f.problems.map((p) => [p.rule, p.pointer, p.line]) }))).toEqual(expected);
    }
  });

  it('--method names the method of any file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-methods-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'args.yaml'), 'canvas_id: F1\nchanges:\n  - operation: delete\n');
    const out = run(['check', '--format', 'json', '--method', 'canvases.edit', 'args.yaml'], dir);
    expect(out.code).toBe(1);
    expect(json(out.stdout)).toEqual([
      {
        file: 'args.yaml',
        kind: 'methods',
        problems: [expect.objectContaining({ rule: 'canvas-section-id', pointer: '/changes/0/section_id', line: 3 })],
      },
    ]);
    const typo = run(['check', '--format', 'json', '--method', 'canvases.edti', 'args.yaml'], dir);
    expect(json(typo.stdout)[0]!.problems.map((p) => p.rule)).toEqual(['unknown-method']);
    expect(run(['check', '--method', 'canvases.edit', '--kind', 'blocks', 'args.yaml'], dir)).toMatchObject({ code: 2 });
    expect(run(['check', '--method', 'not a method', 'args.yaml'], dir)).toMatchObject({ code: 2 });
  });

  it('the shipped examples are clean', () => {
    const names = ['hello.chat.postMessage.json', 'install.oauth.v2.access.yaml', 'welcome.assistant.threads.setSuggestedPrompts.yaml'];
    const out = run(['check', '--format', 'json', ...names.map((name) => `examples/methods/${name}`)], root);
    expect(out.code).toBe(0);
    expect(json(out.stdout).flatMap((f) => f.problems)).toEqual([]);
  });
});

describe('a token never reaches the output', () => {
  const TOKEN = 'xoxb-1234567890-0987654321-AbCdEfGhIjKlMnOpQrStUvWx';
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-token-'));
  dirs.push(dir);

  it.each([
    ['JSON', 'post.chat.postMessage.json', `{\n  "channel": "C0123456789",\n  "token": "${TOKEN}",\n  "text": "hi", "unfurl_linkz": true\n}\n`],
    ['YAML', 'post.chat.postMessage.yaml', `channel: C0123456789\ntoken: ${TOKEN}\ntext: hi\nunfurl_linkz: true\n`],
  ])('the pretty code frames of a %s argument file mask its token, one character for one', (_format, name, text) => {
    writeFileSync(join(dir, name), text);
    const out = run(['check', name], dir);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('token-in-arguments');
    expect(out.stdout).not.toContain(TOKEN.slice(5));
    // The token's line is still framed, with as many marks as the token has characters.
    expect(out.stdout).toContain('*'.repeat(TOKEN.length));
    expect(json(run(['check', '--format', 'json', name], dir).stdout)[0]!.problems.map((p) => p.rule)).toContain('token-in-arguments');
  });

  it.each([
    ['a file argument', ['check', TOKEN]],
    ['a file argument in capitals', ['check', TOKEN.toUpperCase()]],
    ['a file argument, SARIF', ['check', '--format', 'sarif', TOKEN]],
    ['a file argument, GitHub', ['check', '--format', 'github', TOKEN]],
    ['--token-file', ['check', '--remote', '--token-file', TOKEN, 'post.chat.postMessage.json']],
    ['--token-file=', ['check', '--remote', `--token-file=${TOKEN}`, 'post.chat.postMessage.json']],
  ])('a token typed as %s is not echoed (exit 2)', (_label, argv) => {
    const out = run(argv, dir);
    expect(out.code).toBe(2);
    expect((out.stdout + out.stderr).toLowerCase()).not.toContain(TOKEN.slice(5).toLowerCase());
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
  });
});
