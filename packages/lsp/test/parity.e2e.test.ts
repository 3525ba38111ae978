/**
 * The editor and the command line agree on every file: the built server (over stdio, as an editor runs
 * it) publishes, for each file the CLI recognises in examples/ and for the real manifests of the shared
 * corpus, exactly the problems `manifesto check --format json` prints for it: same rules, severities and
 * ranges. Needs the built server and CLI (`pnpm run build`, which the root `test` script runs first).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { PublishDiagnosticsParams, Range } from 'vscode-languageserver-protocol';
import { APPS } from '../../../test/apps-fixtures.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = join(ROOT, 'packages/lsp/bin/manifesto-lsp.js');
const CLI = join(ROOT, 'packages/cli/bin/manifesto.js');
const BUILT = existsSync(join(ROOT, 'packages/lsp/dist/main.js')) && existsSync(join(ROOT, 'packages/cli/dist/main.js'));
const CORPUS = join(ROOT, '../shared/corpus/real');

const LANGUAGES: Record<string, string> = { '.json': 'json', '.yaml': 'yaml', '.yml': 'yaml' };

function dataFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extname(entry.name).toLowerCase() in LANGUAGES)
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Every YAML and JSON file of examples/ (manifests, and block payloads by name or by content), and the real manifests. */
const EXAMPLES = dataFiles(join(ROOT, 'examples'));
const REAL = dataFiles(CORPUS);
const FILES = [...EXAMPLES, ...REAL];

/** One problem as both sides can say it: rule, severity and the 0-based, end-exclusive range. */
interface Finding {
  rule: string;
  severity: string;
  range: Range;
}

interface CliProblem {
  rule: string;
  severity: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** The CLI's findings per absolute path, from one run over every file (its positions are 1-based). */
function cliFindings(files: readonly string[], cwd = ROOT): Map<string, Finding[]> {
  const run = spawnSync(process.execPath, [CLI, 'check', '--format', 'json', ...files.map((file) => relative(cwd, file) || '.')], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // 0: no errors, 1: errors found; 2 would be a usage or I/O error, which this comparison cannot use.
  expect([0, 1], run.stderr).toContain(run.status);
  const results = JSON.parse(run.stdout) as { file: string; problems: CliProblem[] }[];
  return new Map(
    results.map((result) => [
      join(cwd, result.file),
      result.problems.map((p) => ({
        rule: p.rule,
        severity: p.severity,
        range: { start: { line: p.line - 1, character: p.column - 1 }, end: { line: p.endLine - 1, character: p.endColumn - 1 } },
      })),
    ]),
  );
}

const SEVERITIES = ['', 'error', 'warning', 'info', 'hint'];

describe.skipIf(!BUILT)('the editor reports what the command line reports', () => {
  let server: ChildProcess;
  let connection: ProtocolConnection;
  const latest = new Map<string, PublishDiagnosticsParams>();
  const waiters: (() => void)[] = [];

  /** Opens the documents and resolves with the first publish of each (all are version 1). */
  async function openAll(documents: readonly { uri: string; languageId: string; text: string }[]): Promise<Map<string, PublishDiagnosticsParams>> {
    for (const document of documents) latest.delete(document.uri);
    for (const document of documents) connection.sendNotification('textDocument/didOpen', { textDocument: { ...document, version: 1 } });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no diagnostics for ${documents
                .filter((d) => !latest.has(d.uri))
                .map((d) => d.uri)
                .join(', ')}`,
            ),
          ),
        30_000,
      );
      const check = (): void => {
        if (documents.every((document) => latest.has(document.uri))) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
    for (const document of documents) connection.sendNotification('textDocument/didClose', { textDocument: { uri: document.uri } });
    return new Map(documents.map((document) => [document.uri, latest.get(document.uri)!]));
  }

  beforeAll(async () => {
    server = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      // The empty publish after a close is not the answer to the open.
      if (!latest.has(params.uri)) latest.set(params.uri, params);
      for (const waiter of waiters.splice(0)) waiter();
    });
    connection.onRequest('client/registerCapability', () => null);
    connection.listen();
    // No settings from the client: the server's defaults and the project's config file, as for the CLI.
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(ROOT).href, capabilities: {} });
    connection.sendNotification('initialized', {});
  });

  afterAll(async () => {
    await connection.sendRequest('shutdown').catch(() => undefined);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    connection.sendNotification('exit');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
    connection.dispose();
    if (server.exitCode === null) server.kill();
  });

  test('the sample covers YAML and JSON, manifests and block payloads', () => {
    const names = EXAMPLES.map((file) => relative(join(ROOT, 'examples'), file).replace(/\\/g, '/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'manifest.yaml',
        'manifest-with-mistakes.yaml',
        'blocks/mistakes.blocks.yaml',
        'blocks/mistakes.blocks.json',
        'blocks/publish-home.json',
      ]),
    );
    if (existsSync(CORPUS)) {
      expect(REAL.filter((file) => file.endsWith('.json')).length).toBeGreaterThanOrEqual(10);
      expect(REAL.filter((file) => !file.endsWith('.json')).length).toBeGreaterThanOrEqual(10);
    }
  });

  test(`every file: the published diagnostics are the CLI's problems (${FILES.length} files)`, async () => {
    const expected = cliFindings(FILES);
    const documents = FILES.map((file) => ({
      uri: pathToFileURL(file).href,
      languageId: LANGUAGES[extname(file).toLowerCase()]!,
      text: readFileSync(file, 'utf8'),
    }));
    const published = await openAll(documents);
    let problems = 0;
    FILES.forEach((file, i) => {
      const diagnostics = published.get(documents[i]!.uri)!.diagnostics;
      const editor: Finding[] = diagnostics.map((d) => ({ rule: String(d.code), severity: SEVERITIES[d.severity ?? 1]!, range: d.range }));
      const cli = expected.get(file);
      expect(cli, `the CLI's result for ${file}`).toBeDefined();
      expect({ file: relative(ROOT, file), findings: editor }).toEqual({ file: relative(ROOT, file), findings: cli });
      expect(new Set(diagnostics.map((d) => d.source))).toEqual(new Set(diagnostics.length > 0 ? ['manifesto'] : []));
      problems += editor.length;
    });
    // Not a comparison of two empty lists: the examples alone plant 31 mistakes, and the YAML block file has its 13.
    expect(problems).toBeGreaterThan(25);
    const mistakes = FILES.findIndex((file) => file.endsWith('mistakes.blocks.yaml'));
    expect(published.get(documents[mistakes]!.uri)!.diagnostics).toHaveLength(13);
  }, 60_000);

  test("every file of an app, code included: the published diagnostics are the CLI's problems", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifesto-parity-apps-'));
    try {
      const files: string[] = [];
      for (const [app, contents] of Object.entries(APPS))
        for (const [name, text] of Object.entries(contents)) {
          const path = join(dir, app, name);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, text);
          if (name !== 'package.json') files.push(path);
        }
      const expected = cliFindings([dir], dir);
      const languages: Record<string, string> = { ...LANGUAGES, '.js': 'javascript', '.ts': 'typescript', '.py': 'python' };
      const documents = files.map((file) => ({ uri: pathToFileURL(file).href, languageId: languages[extname(file)]!, text: readFileSync(file, 'utf8') }));
      const published = await openAll(documents);
      let problems = 0;
      files.forEach((file, i) => {
        const editor: Finding[] = published
          .get(documents[i]!.uri)!
          .diagnostics.map((d) => ({ rule: String(d.code), severity: SEVERITIES[d.severity ?? 1]!, range: d.range }));
        expect({ file: relative(dir, file), findings: editor }).toEqual({ file: relative(dir, file), findings: expected.get(file) ?? [] });
        problems += editor.length;
      });
      // The JavaScript and TypeScript apps plant six errors in their code, and more on the manifests' side.
      expect(problems).toBeGreaterThanOrEqual(8);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('JSON that is none of the kinds gets no diagnostics, whatever its name or content', async () => {
    const documents = [
      { uri: 'file:///parity/x.json', languageId: 'json', text: '{"type":"module"}' },
      // A block-like value does not make a package.json a block payload: the name says whose file it is.
      { uri: 'file:///parity/package.json', languageId: 'json', text: '{"name": "app", "type": "module", "blocks": [{"type": "section"}]}' },
      { uri: 'file:///parity/config.yaml', languageId: 'yaml', text: 'name: x\ntype: module\n' },
    ];
    const published = await openAll(documents);
    for (const document of documents)
      expect({ uri: document.uri, diagnostics: published.get(document.uri)!.diagnostics }).toEqual({ uri: document.uri, diagnostics: [] });
  });
});
