/**
 * The built `manifesto-lsp` command line (`pnpm run build` first; the root `test` script does):
 * help and version answer and exit 0, mistakes are one line and exit 2, and every transport
 * vscode-languageserver accepts still starts the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import {
  createProtocolConnection,
  IPCMessageReader,
  IPCMessageWriter,
  SocketMessageReader,
  SocketMessageWriter,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { SERVER_HELP } from '../src/command-line.js';

const BIN = fileURLToPath(new URL('../bin/manifesto-lsp.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url)));
const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function run(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { input: '', encoding: 'utf8', timeout: 10000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.skipIf(!BUILT)('manifesto-lsp command line', () => {
  test('--help and -h print the usage and exit 0 without starting the server', () => {
    for (const flag of ['--help', '-h']) {
      expect(run(flag)).toEqual({ code: 0, stdout: SERVER_HELP, stderr: '' });
    }
    expect(SERVER_HELP).toContain('manifesto-lsp --stdio ');
    expect(SERVER_HELP).toContain('hello.chat.postMessage.json');
  });

  test('--version and -v print the package version and exit 0', () => {
    expect(run('--version')).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    expect(run('-v')).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    // Help and version win over a transport, so `manifesto-lsp --stdio --version` does not hang.
    expect(run('--stdio', '--version')).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  test.each([
    [['--stdo'], 'unknown option "--stdo"; did you mean "--stdio"? ("manifesto-lsp --help" lists the options)'],
    [['--stdio', '--verison'], 'unknown option "--verison"; did you mean "--version"? ("manifesto-lsp --help" lists the options)'],
    [['--frobnicate'], 'unknown option "--frobnicate" ("manifesto-lsp --help" lists the options)'],
    [[], 'no transport given; start the server with --stdio (or --node-ipc, --socket=<port>, --pipe=<name>; "manifesto-lsp --help")'],
    [['manifest.yaml'], 'unexpected argument "manifest.yaml"; start the server with --stdio ("manifesto-lsp --help" lists the options)'],
    [['--socket=http'], '--socket needs a port, not "http"'],
    [['--socket'], '--socket needs a value'],
    [['--stdio=yes'], '--stdio does not take a value'],
    [['--stdio', '--node-ipc'], '--stdio and --node-ipc: choose one transport'],
  ])('%j is one line on stderr and exit code 2', (args, message) => {
    expect(run(...args)).toEqual({ code: 2, stdout: '', stderr: `manifesto-lsp: ${message}\n` });
  });
});

describe.skipIf(!BUILT)('manifesto-lsp transports', () => {
  let server: ChildProcess | undefined;
  let connection: ProtocolConnection | undefined;
  let socket: Socket | undefined;

  afterEach(async () => {
    if (connection) {
      await connection.sendRequest('shutdown').catch(() => undefined);
      const exited = server && server.exitCode === null ? new Promise((resolve) => server!.once('exit', resolve)) : Promise.resolve();
      connection.sendNotification('exit');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
      connection.dispose();
    }
    socket?.destroy();
    if (server && server.exitCode === null) server.kill();
    server = connection = socket = undefined;
  });

  /** Sends initialize and returns the server's name and version (the package's) and whether it offers hover. */
  async function initialize(conn: ProtocolConnection): Promise<{ name: unknown; version: unknown; hover: unknown }> {
    conn.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({})));
    conn.onRequest('client/registerCapability', () => null);
    conn.listen();
    const result = (await conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} })) as {
      capabilities: { hoverProvider?: unknown };
      serverInfo?: { name?: unknown; version?: unknown };
    };
    return { name: result.serverInfo?.name, version: result.serverInfo?.version, hover: result.capabilities.hoverProvider };
  }

  test.each([['--socket=PORT'], ['--socket PORT']])('%s: the server connects to the client and answers initialize', async (form) => {
    const listener = createServer();
    const connected = new Promise<Socket>((resolve) => listener.once('connection', resolve));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = String((listener.address() as AddressInfo).port);
    try {
      const args = form.includes('=') ? [`--socket=${port}`] : ['--socket', port];
      server = spawn(process.execPath, [BIN, ...args, `--clientProcessId=${process.pid}`], { stdio: ['ignore', 'ignore', 'pipe'] });
      socket = await connected;
      connection = createProtocolConnection(new SocketMessageReader(socket), new SocketMessageWriter(socket));
      expect(await initialize(connection)).toEqual({ name: 'manifesto-lsp', version: VERSION, hover: true });
    } finally {
      listener.close();
    }
  });

  test('--node-ipc: the server answers initialize over the IPC channel', async () => {
    server = spawn(process.execPath, [BIN, '--node-ipc', '--clientProcessId', String(process.pid)], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    connection = createProtocolConnection(new IPCMessageReader(server), new IPCMessageWriter(server));
    expect(await initialize(connection)).toEqual({ name: 'manifesto-lsp', version: VERSION, hover: true });
  });
});
