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

/**
 * A blocks.validate stand-in that answers as the method's reference documents: exactly one of `blocks`,
 * `view` or `message`, each JSON, else `invalid_arguments` with `response_metadata.messages`; otherwise
 * `{ok: true}`, or `invalid_blocks` / `invalid_view` / `invalid_message` with `{code, message, pointer,
 * constraint}` items whose pointers are relative to what was sent. It refuses every text object whose text
 * is REFUSED (a stand-in for a rule only the service knows), pointing at that text.
 */
function blocksValidate(body: URLSearchParams): { status: number; json: unknown } {
  const given = (['blocks', 'view', 'message'] as const).filter((name) => body.has(name));
  const refuseArguments = {
    status: 200,
    json: { ok: false, error: 'invalid_arguments', response_metadata: { messages: ['must provide exactly one of `blocks`, `view`, or `message`'] } },
  };
  if (given.length !== 1) return refuseArguments;
  let payload: unknown;
  try {
    payload = JSON.parse(body.get(given[0]!)!);
  } catch {
    return refuseArguments;
  }
  const errors: unknown[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ((record.type === 'plain_text' || record.type === 'mrkdwn') && record.text === 'REFUSED')
        errors.push({
          code: 'failed_constraint',
          message: 'text refused',
          pointer: `${pointer}/text`,
          constraint: { type: 'enum', expected: ['allowed', 'fine'] },
        });
      for (const [key, item] of Object.entries(record)) walk(item, `${pointer}/${key}`);
    }
  };
  walk(payload, '');
  return errors.length === 0 ? { status: 200, json: { ok: true } } : { status: 200, json: { ok: false, error: `invalid_${given[0]}`, errors } };
}

function named(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-remote-blocks-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

interface JsonEntry {
  file: string;
  problems: { rule: string; pointer: string; line: number; column: number }[];
  remote?: { status: string; method?: string; code?: string; message?: string };
}

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });

describe('manifesto check --remote on Block Kit: blocks.validate', () => {
  beforeAll(() => {
    answer = blocksValidate;
  });

  it.each([
    [
      'a message, JSON',
      'hello.blocks.json',
      JSON.stringify({ text: 'hi', blocks: [section('fine'), section('REFUSED')] }, null, 2) + '\n',
      'message',
      { blocks: [section('fine'), section('REFUSED')] },
      ['/blocks/1/text/text', 15],
    ],
    [
      'a modal, YAML',
      'ask.view.yaml',
      'type: modal\ntitle:\n  type: plain_text\n  text: Ask\nblocks:\n  - type: section\n    text:\n      type: mrkdwn\n      text: REFUSED\n',
      'view',
      {
        type: 'modal',
        title: { type: 'plain_text', text: 'Ask' },
        blocks: [section('REFUSED')],
      },
      ['/blocks/0/text/text', 9],
    ],
    [
      'a list of blocks',
      'list.blocks.json',
      `[\n${JSON.stringify(section('ok'))},\n${JSON.stringify(section('REFUSED'))}\n]\n`,
      'blocks',
      [section('ok'), section('REFUSED')],
      ['/1/text/text', 3],
    ],
    [
      'one block, sent as a list of one',
      'one.block.yaml',
      'type: section\ntext:\n  type: mrkdwn\n  text: REFUSED\n',
      'blocks',
      [section('REFUSED')],
      ['/text/text', 4],
    ],
    [
      'chat.postMessage arguments',
      'post.chat.postMessage.json',
      `{\n  "channel": "C0123456789",\n  "text": "hi",\n  "blocks": [\n    ${JSON.stringify(section('REFUSED'))}\n  ]\n}\n`,
      'message',
      { blocks: [section('REFUSED')] },
      ['/blocks/0/text/text', 5],
    ],
    [
      'views.publish arguments with the view as a JSON string',
      'home.views.publish.json',
      `{\n  "user_id": "U07ABCD1234",\n  "view": ${JSON.stringify(JSON.stringify({ type: 'home', blocks: [section('REFUSED')] }))}\n}\n`,
      'view',
      { type: 'home', blocks: [section('REFUSED')] },
      ['/view/blocks/0/text/text', 3],
    ],
  ])('%s: sent without a token as `%s`, the service errors at the file lines (rule remote)', async (_label, name, text, argument, payload, [pointer, line]) => {
    seen.length = 0;
    const path = named(name as string, text as string);
    const out = await run(['check', '--remote', '--format', 'json', path], { MANIFESTO_API_URL: baseUrl });
    expect(out.stderr).toBe('');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/api/blocks.validate');
    expect(seen[0]!.authorization).toBeUndefined();
    expect([...seen[0]!.body.keys()]).toEqual([argument]);
    expect(JSON.parse(seen[0]!.body.get(argument as string)!)).toEqual(payload);
    const [entry] = JSON.parse(out.stdout) as JsonEntry[];
    expect(entry!.problems.map((p) => [p.rule, p.pointer, p.line])).toEqual([['remote', pointer, line]]);
    expect(entry!.remote).toEqual({ status: 'rejected', method: 'blocks.validate' });
    expect(out.code).toBe(1);
  });

  it('places an error inside a view written as a JSON string at its column, through the escapes', async () => {
    const view = JSON.stringify({ type: 'home', blocks: [section('REFUSED')] });
    const text = `{\n  "user_id": "U07ABCD1234",\n  "view": ${JSON.stringify(view)}\n}\n`;
    const out = await run(['check', '--remote', '--format', 'json', named('home.views.publish.json', text)], { MANIFESTO_API_URL: baseUrl });
    const [entry] = JSON.parse(out.stdout) as JsonEntry[];
    const line = text.split('\n')[2]!;
    expect(entry!.problems[0]!.column).toBe(line.indexOf('\\"REFUSED\\"') + 1);
  });

  it('exits 0 and records the acceptance when the service accepts the payload', async () => {
    const out = await run(['check', '--remote', '--format', 'json', named('ok.blocks.json', JSON.stringify({ blocks: [section('fine')] }))], {
      MANIFESTO_API_URL: baseUrl,
    });
    expect(out.code).toBe(0);
    expect((JSON.parse(out.stdout) as JsonEntry[])[0]!.remote).toEqual({ status: 'accepted', method: 'blocks.validate' });
  });

  it('does not call the service when the local check finds errors, and says so in the JSON output', async () => {
    seen.length = 0;
    const out = await run(['check', '--remote', '--format', 'json', named('bad.blocks.json', JSON.stringify({ blocks: [{ type: 'sectoin' }] }))], {
      MANIFESTO_API_URL: baseUrl,
    });
    expect(seen).toHaveLength(0);
    expect(out.code).toBe(1);
    expect((JSON.parse(out.stdout) as JsonEntry[])[0]!.remote).toMatchObject({ status: 'skipped' });
  });

  it('retries when rate limited, as the manifest client does', async () => {
    seen.length = 0;
    let calls = 0;
    answer = (body) => (calls++ === 0 ? { status: 429, json: { ok: false, error: 'ratelimited' } } : blocksValidate(body));
    const out = await run(['check', '--remote', named('ok.blocks.json', JSON.stringify({ blocks: [section('fine')] }))], { MANIFESTO_API_URL: baseUrl });
    answer = blocksValidate;
    expect(seen).toHaveLength(2);
    expect(out.code).toBe(0);
  });
});

describe('a remote check without a verdict is visible in the machine-readable output', () => {
  const failing = () => ({ status: 503, json: { ok: false, error: 'service_unavailable' } });

  it.each([
    ['a manifest', 'manifest.yaml', manifest],
    ['a block file', 'ok.blocks.json', JSON.stringify({ blocks: [section('fine')] })],
  ])('SARIF: executionSuccessful false with a notification for %s (exit 2)', async (_label, name, text) => {
    answer = failing;
    const path = named(name, text);
    const out = await run(['check', '--remote', '--format', 'sarif', path], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(out.code).toBe(2);
    const invocation = JSON.parse(out.stdout).runs[0].invocations[0];
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications).toHaveLength(1);
    expect(invocation.toolExecutionNotifications[0].level).toBe('error');
    expect(invocation.toolExecutionNotifications[0].locations[0].physicalLocation.artifactLocation.uri).toContain(name);
  });

  it.each([
    ['a manifest', 'manifest.yaml', manifest, 'apps.manifest.validate'],
    ['a block file', 'ok.blocks.json', JSON.stringify({ blocks: [section('fine')] }), 'blocks.validate'],
  ])('JSON: the file entry carries remote.status "failed" with the code for %s (exit 2)', async (_label, name, text, method) => {
    answer = failing;
    const out = await run(['check', '--remote', '--format', 'json', named(name, text)], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(out.code).toBe(2);
    const [entry] = JSON.parse(out.stdout) as JsonEntry[];
    expect(entry!.remote).toMatchObject({ status: 'failed', method, code: 'service_unavailable' });
    expect(entry!.remote!.message).toEqual(expect.any(String));
    expect(out.stdout + out.stderr).not.toContain(TOKEN);
  });

  it('the pretty summary does not count a remote failure as an unreadable file', async () => {
    answer = failing;
    const out = await run(['check', '--remote', named('manifest.yaml', manifest)], { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: baseUrl });
    expect(out.code).toBe(2);
    expect(out.stdout).not.toMatch(/could not be read/);
  });
});
