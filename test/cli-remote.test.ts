import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `manifesto check --remote` end to end, against a fake apps.manifest.validate on 127.0.0.1.
const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'packages/cli/bin/manifesto.js');
const TOKEN = 'xoxe-test-token-never-printed';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: URLSearchParams;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer: (body: URLSearchParams) => { status: number; json: unknown } = () => ({ status: 200, json: { ok: true, errors: [] } });

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = new URLSearchParams(raw);
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const { status, json } = answer(body);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

function run(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: { ...process.env, NO_COLOR: '1', MANIFESTO_TOKEN: undefined, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const manifest = 'display_information:\n  name: Standup\nfeatures:\n  bot_user:\n    display_name: standup\n';

function file(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-remote-'));
  const path = join(dir, 'manifest.yaml');
  writeFileSync(path, text);
  return path;
}

describe('manifesto check --remote', () => {
  it('sends the YAML manifest as JSON and prints the service errors at YAML lines', async () => {
    seen.length = 0;
    answer = () => ({
      status: 200,
      json: { ok: false, error: 'invalid_manifest', errors: [{ message: 'Bot user name is taken', pointer: '/features/bot_user/display_name' }] },
    });
    const out = await run(['check', '--remote', '--app-id', 'A123', '--format', 'json', file(manifest)], {
      MANIFESTO_TOKEN: TOKEN,
      MANIFESTO_API_URL: baseUrl,
    });
    expect(out.code).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/apps.manifest.validate');
    expect(seen[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(seen[0]!.body.get('manifest')!)).toEqual({
      display_information: { name: 'Standup' },
      features: { bot_user: { display_name: 'standup' } },
    });
    expect(seen[0]!.body.get('app_id')).toBe('A123');
    const [result] = JSON.parse(out.stdout);
    expect(result.problems.map((p: { rule: string; pointer: string; line: number }) => [p.rule, p.pointer, p.line])).toEqual([
      ['remote', '/features/bot_user/display_name', 5],
    ]);
    expect(out.stdout + out.stderr).not.toContain(TOKEN);
  });

  it('exits 0 when the service accepts the manifest', async () => {
    answer = () => ({ status: 200, json: { ok: true, errors: [] } });
    const out = await run(['check', '--remote', file(manifest)], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(out.code).toBe(0);
  });

  it('does not call the service when the local check finds errors, unless --remote-always', async () => {
    seen.length = 0;
    const bad = file('display_information:\n  name: ' + 'x'.repeat(40) + '\n');
    const skipped = await run(['check', '--remote', bad], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(skipped.code).toBe(1);
    expect(seen).toHaveLength(0);
    expect(skipped.stderr).toMatch(/skipped/);
    await run(['check', '--remote-always', bad], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(seen).toHaveLength(1);
  });

  it('fails with one sentence and exit 2 on an authentication error, without printing the token', async () => {
    answer = () => ({ status: 200, json: { ok: false, error: 'invalid_auth' } });
    const out = await run(['check', '--remote', file(manifest)], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(out.code).toBe(2);
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stdout + out.stderr).not.toContain(TOKEN);
  });

  it('exits 2 before reading files when there is no token', async () => {
    const out = await run(['check', '--remote', file(manifest)], { MANIFESTO_API_URL: baseUrl });
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/MANIFESTO_TOKEN/);
    expect(out.stdout).toBe('');
  });
});
