import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// End to end with the built binary (the root `test` script builds first): audit log filter files.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, input: '', encoding: 'utf8', timeout: 15000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

type FileEntry = { file: string; kind: string; problems: { rule: string; pointer: string; line: number; severity: string }[] };
const json = (text: string) => JSON.parse(text) as FileEntry[];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('manifesto check on audit log filter files', () => {
  it('recognises them by name in a folder walk and reports each mistake at its line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-audit-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'audit'));
    writeFileSync(join(dir, 'audit', 'logins.audit.logs.json'), '{\n  "action": "user_login,user_logn",\n  "limit": 10000,\n  "oldest": 1500000000\n}\n');
    writeFileSync(join(dir, 'audit', 'recent.audit.logs.yaml'), 'action: user_login,file_downloaded\nlimit: 100\noldest: 1700000000\n');
    writeFileSync(join(dir, 'audit', 'all.audit.actions.json'), '{}\n');
    writeFileSync(join(dir, 'audit', 'filters.json'), '{"limit": 10000}\n');
    const out = run(['check', '--format', 'json', '.'], dir);
    expect(out.code, out.stderr).toBe(1);
    const files = json(out.stdout);
    expect(files.map((f) => [f.file, f.kind])).toEqual([
      ['audit/all.audit.actions.json', 'audit'],
      ['audit/logins.audit.logs.json', 'audit'],
      ['audit/recent.audit.logs.yaml', 'audit'],
    ]);
    expect(files[1]!.problems.map(({ rule, pointer, line, severity }) => [rule, pointer, line, severity])).toEqual([
      ['audit-action-unknown', '/action', 2, 'warning'],
      ['schema', '/limit', 3, 'error'],
      ['audit-oldest-before-data', '/oldest', 4, 'warning'],
    ]);
    expect([...files[0]!.problems, ...files[2]!.problems]).toEqual([]);
  });

  it('--method audit.logs names the endpoint of any file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-audit-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'filters.yaml'), 'limit: 10000\n');
    const out = run(['check', '--format', 'json', '--method', 'audit.logs', 'filters.yaml'], dir);
    expect(out.code).toBe(1);
    expect(json(out.stdout).map((f) => [f.kind, f.problems.map((p) => [p.rule, p.pointer, p.line])])).toEqual([['audit', [['schema', '/limit', 1]]]]);
    expect(run(['check', '--method', 'audit.logs', '--kind', 'methods', 'filters.yaml'], dir)).toMatchObject({ code: 2 });
  });
});
