/**
 * The bundled server as the .vsix ships it: dist/server.js copied alone into an empty directory (no
 * node_modules anywhere near it), started with plain `node --stdio`, driven by a protocol client.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateManifestText, type LocatedProblem } from 'manifesto-core';
import { yaml } from '../../core/test/helpers.js';
import { DEFAULT_SETTINGS } from '../src/settings.js';
import { PROBLEM_COUNT_NOTIFICATION, type ProblemCount } from '../src/status.js';

// The protocol client the extension itself depends on (through vscode-languageclient).
const require = createRequire(import.meta.url);
const protocol = createRequire(require.resolve('vscode-languageclient/node'))('vscode-languageserver-protocol/node');

interface Diagnostic {
  range: LocatedProblem['range'];
  severity: number;
  code: string;
  source: string;
}
interface Published {
  uri: string;
  version?: number;
  diagnostics: Diagnostic[];
}
interface Connection {
  listen(): void;
  sendRequest(method: string, params?: unknown): Promise<any>;
  sendNotification(method: string, params?: unknown): Promise<void>;
  onRequest(method: string, handler: (params: any) => unknown): void;
  onNotification(method: string, handler: (params: any) => void): void;
  dispose(): void;
}

const buildScript = join(import.meta.dirname, '..', 'build.mjs');
let buildDir: string;
let serverDir: string;
let server: ChildProcess;
let connection: Connection;
let stderr = '';
const published: Published[] = [];
const counts: ProblemCount[] = [];
const waiters: (() => void)[] = [];

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'manifesto-build-'));
  execFileSync(process.execPath, [buildScript, '--outdir', buildDir], { stdio: 'pipe' });
  serverDir = mkdtempSync(join(tmpdir(), 'manifesto-server-'));
  copyFileSync(join(buildDir, 'server.js'), join(serverDir, 'server.js'));

  server = spawn(process.execPath, ['server.js', '--stdio'], { cwd: serverDir, stdio: ['pipe', 'pipe', 'pipe'] });
  server.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  connection = protocol.createProtocolConnection(new protocol.StreamMessageReader(server.stdout), new protocol.StreamMessageWriter(server.stdin));
  connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
    params.items.map((item) => (item.section === 'manifesto' ? DEFAULT_SETTINGS : null)),
  );
  connection.onRequest('client/registerCapability', () => null);
  connection.onNotification('textDocument/publishDiagnostics', (params: Published) => {
    published.push(params);
    waiters.splice(0).forEach((wake) => wake());
  });
  connection.onNotification(PROBLEM_COUNT_NOTIFICATION, (params: ProblemCount) => {
    counts.push(params);
    waiters.splice(0).forEach((wake) => wake());
  });
  connection.listen();
}, 60_000);

afterAll(async () => {
  if (connection && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    await connection.sendRequest('shutdown').catch(() => undefined);
    await connection.sendNotification('exit').catch(() => undefined);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  }
  connection?.dispose();
  if (server?.exitCode === null) server.kill();
  for (const dir of [buildDir, serverDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The first thing `find` returns once the server has sent it. */
async function arrival<T>(what: string, find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what}; server stderr: ${stderr}`);
    await new Promise<void>((wake) => {
      waiters.push(wake);
      setTimeout(wake, 200);
    });
  }
}

/** The publish for `uri` at `version`. */
function diagnosticsFor(uri: string, version: number): Promise<Published> {
  return arrival(`diagnostics for ${uri} v${version}`, () => published.find((p) => p.uri === uri && p.version === version));
}

/** What the core says about the same text, in the diagnostic's terms. */
function expected(text: string, format: 'yaml' | 'json') {
  const severity = { error: 1, warning: 2, info: 3 } as const;
  return sorted(validateManifestText(text, { format }).problems.map((p) => ({ code: p.rule, severity: severity[p.severity], range: p.range })));
}

function actual(diagnostics: Diagnostic[]) {
  return sorted(diagnostics.map((d) => ({ code: d.code, severity: d.severity, range: d.range })));
}

function sorted<T extends { code: string; range: LocatedProblem['range'] }>(items: T[]): T[] {
  const key = (item: T) =>
    [item.range.start.line, item.range.start.character, item.range.end.line, item.range.end.character].map((n) => String(n).padStart(6, '0')).join(':') +
    item.code;
  return [...items].sort((a, b) => key(a).localeCompare(key(b)));
}

const manifestYaml = yaml`
  display_information:
    name: This app name is far longer than the platform allows
  features:
    bot_user:
      display_name: helper
  settings:
    shortcuts:
      - name: Run
        type: global
        callback_id: run
        description: Runs it
  oauth_config:
    scopes:
      bot:
        - chat:write
`;
const manifestJson =
  JSON.stringify(
    {
      display_information: { name: 'This app name is far longer than the platform allows' },
      features: { bot_user: { display_name: 'helper' } },
      settings: { shortcuts: [{ name: 'Run', type: 'global', callback_id: 'run', description: 'Runs it' }] },
      oauth_config: { scopes: { bot: ['chat:write'] } },
    },
    null,
    2,
  ) + '\n';

describe('the bundled server, alone in a directory', () => {
  it('needs nothing but Node built-ins', () => {
    expect(readdirSync(serverDir)).toEqual(['server.js']);
    const required = [...readFileSync(join(serverDir, 'server.js'), 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((name) => !isBuiltin(name))).toEqual([]);
  });

  it('answers initialize', async () => {
    const result = await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(serverDir).href,
      capabilities: { workspace: { configuration: true }, textDocument: { publishDiagnostics: { versionSupport: true } } },
    });
    await connection.sendNotification('initialized', {});
    expect(result.capabilities.textDocumentSync).toBeDefined();
    expect(result.serverInfo?.name).toBe('manifesto-lsp');
  });

  for (const [format, name, text] of [
    ['yaml', 'manifest.yaml', manifestYaml],
    ['json', 'manifest.json', manifestJson],
  ] as const) {
    it(`publishes the core's diagnostics for a ${format} manifest with planted mistakes`, async () => {
      const uri = pathToFileURL(join(serverDir, name)).href;
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: format, version: 1, text } });
      const { diagnostics } = await diagnosticsFor(uri, 1);

      const want = expected(text, format);
      // The planted mistakes: an over-long name and shortcuts under settings instead of features.
      expect(want.map((d) => d.code)).toContain('max-length');
      expect(want.length).toBeGreaterThanOrEqual(2);
      expect(actual(diagnostics)).toEqual(want);
      expect(diagnostics.every((d) => d.source === 'manifesto')).toBe(true);

      // The count follows each publish; this is the first one for the document.
      const count = await arrival(`a problem count for ${uri}`, () => counts.find((c) => c.uri === uri));
      expect(count).toEqual({ uri, errors: want.filter((d) => d.severity === 1).length, warnings: want.filter((d) => d.severity === 2).length, checked: true });
    });

    it(`republishes after an edit of the ${format} manifest`, async () => {
      const uri = pathToFileURL(join(serverDir, name)).href;
      const fixed = text.replace('This app name is far longer than the platform allows', 'Helper');
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
      const { diagnostics } = await diagnosticsFor(uri, 2);
      const want = expected(fixed, format);
      expect(want.map((d) => d.code)).not.toContain('max-length');
      expect(actual(diagnostics)).toEqual(want);
    });
  }
});
