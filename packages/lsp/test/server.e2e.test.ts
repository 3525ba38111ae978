/**
 * End to end over stdio: spawns the built server (`pnpm run build` first; the root `test` script does)
 * and drives it with a protocol client, as an editor would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { CodeAction, CompletionList, Hover, Location, MarkupContent, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { validateManifestText } from 'manifesto-core';
import { applyEdits, PLANTED_YAML, yaml } from './helpers.js';

const BIN = fileURLToPath(new URL('../bin/manifesto-lsp.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url)));

/** The shared planted manifest, with a function and a workflow that calls it for go-to-definition. */
const MANIFEST =
  PLANTED_YAML +
  yaml`
    settings:
      org_deploy_enabled: true
      function_runtime: slack
    functions:
      lookup:
        title: Look up
        description: d
        input_parameters: {}
        output_parameters: {}
    workflows:
      greet:
        title: Greet
        description: d
        steps:
          - id: first
            function_id: "#/functions/lookup"
            inputs: {}
  `;

describe.skipIf(!BUILT)('language server over stdio', () => {
  let server: ChildProcess;
  let connection: ProtocolConnection;
  const published: PublishDiagnosticsParams[] = [];
  const counts: { uri: string; errors: number; warnings: number; checked: boolean }[] = [];
  const waiters: (() => void)[] = [];
  const uri = 'file:///e2e/manifest.yaml';

  /** Resolves with the first publish for `uri` (optionally for a version) received after `from`. */
  function nextPublish(from: number, accept: (p: PublishDiagnosticsParams) => boolean): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(new Error('no diagnostics published'));
      }, 8000);
      // A publish for another document wakes the waiter too: it waits again until its own arrives.
      const check = (): void => {
        if (timedOut) return;
        const found = published.slice(from).find(accept);
        if (!found) {
          waiters.push(check);
          return;
        }
        clearTimeout(timer);
        resolve(found);
      };
      check();
    });
  }

  beforeAll(async () => {
    server = spawn(process.execPath, [BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      published.push(params);
      for (const waiter of waiters.splice(0)) waiter();
    });
    connection.onNotification('manifesto/problemCount', (params: { uri: string; errors: number; warnings: number; checked: boolean }) => {
      counts.push(params);
    });
    // Settings as the VS Code extension would answer them: one rule made a warning.
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({ rules: { 'max-length': 'warning' } })));
    connection.onRequest('client/registerCapability', () => null);
    connection.listen();
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: { workspace: { configuration: true }, textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } },
    });
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

  test('diagnostics on open: every core problem at the same range, with the settings severity', async () => {
    const from = published.length;
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: MANIFEST } });
    const result = await nextPublish(from, (p) => p.uri === uri);
    const expected = validateManifestText(MANIFEST, { format: 'yaml', rules: { 'max-length': 'warning' } }).problems;
    expect(result.version).toBe(1);
    expect(result.diagnostics.map((d) => [d.code, d.range, d.severity, d.source])).toEqual(
      expected.map((p) => [p.rule, p.range, p.severity === 'error' ? 1 : 2, 'manifesto']),
    );
    expect(result.diagnostics.map((d) => d.code)).toEqual(['max-length', 'unknown-key', 'enum', 'optional-scope-not-requested']);
    await expect.poll(() => counts.filter((c) => c.uri === uri).at(-1)).toEqual({ uri, errors: 3, warnings: 1, checked: true });
  });

  test('edits are debounced and only the latest version is published', async () => {
    const from = published.length;
    const line = MANIFEST.split('\n').findIndex((l) => l.includes('type: banana'));
    const character = MANIFEST.split('\n')[line]!.indexOf('banana');
    let current = 'banana';
    for (const [version, text] of [
      [2, 'bana'],
      [3, 'banan'],
      [4, 'globa'],
      [5, 'global'],
    ] as const) {
      connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line, character }, end: { line, character: character + current.length } }, text }],
      });
      current = text;
    }
    const result = await nextPublish(from, (p) => p.uri === uri);
    expect(result.version).toBe(5);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['max-length', 'unknown-key', 'optional-scope-not-requested']);
  });

  test('completion, hover, definition and quick fixes', async () => {
    const lines = MANIFEST.replace('type: banana', 'type: global').split('\n');
    const typeLine = lines.findIndex((l) => l.includes('type: global'));
    const completion = (await connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: typeLine, character: 14 },
    })) as CompletionList;
    expect(completion.items.map((i) => i.label)).toEqual(['message', 'global']);

    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 4 } })) as Hover;
    expect((hover.contents as MarkupContent).kind).toBe('markdown');
    expect((hover.contents as MarkupContent).value).toContain('46 / 35 characters');

    const functionLine = lines.findIndex((l) => l.includes('function_id'));
    const location = (await connection.sendRequest('textDocument/definition', {
      textDocument: { uri },
      position: { line: functionLine, character: lines[functionLine]!.indexOf('lookup') },
    })) as Location;
    expect(location.range.start).toEqual({ line: lines.findIndex((l) => l.includes('  lookup:')), character: 2 });

    // The client sends back a diagnostic it was given; the server offers only fixes that improve the text as it is now.
    const descripton = lines.findIndex((l) => l.includes('descripton: hi'));
    const diagnostics = [
      {
        range: { start: { line: descripton, character: 2 }, end: { line: descripton, character: 12 } },
        message: 'stale',
        source: 'manifesto',
        code: 'unknown-key',
        data: {
          pointer: '/display_information/descripton',
          target: 'key',
          data: { key: 'descripton', suggestion: 'description', known: ['name', 'description', 'long_description', 'background_color'] },
        },
      },
    ];
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0]!.range,
      context: { diagnostics },
    })) as CodeAction[];
    expect(actions).toHaveLength(1);
    const fixed = applyEdits(lines.join('\n'), actions[0]!.edit!.changes![uri]!);
    expect(fixed).toBe(lines.join('\n').replace('descripton: hi\n', 'description: hi\n'));

    // A diagnostic for a problem the text does not have (a required key that is optional) gets no fix.
    const stale = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0]!.range,
      context: {
        diagnostics: [
          {
            ...diagnostics[0]!,
            code: 'required',
            data: { pointer: '/display_information/description', target: 'key', data: { key: 'description', parent: '/display_information' } },
          },
        ],
      },
    })) as CodeAction[];
    expect(stale).toEqual([]);
  });

  test('a document that is none of the kinds: no diagnostics, and a count that says it was not checked', async () => {
    const other = 'file:///e2e/docker-compose.yaml';
    const from = published.length;
    connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: other, languageId: 'yaml', version: 1, text: 'services:\n  web:\n    image: nginx\n' },
    });
    const result = await nextPublish(from, (p) => p.uri === other);
    expect(result.diagnostics).toEqual([]);
    await expect.poll(() => counts.filter((c) => c.uri === other).at(-1)).toEqual({ uri: other, errors: 0, warnings: 0, checked: false });
    connection.sendNotification('textDocument/didClose', { textDocument: { uri: other } });
  });

  test('a failing or unknown request does not bring the server down', async () => {
    const hover = await connection.sendRequest('textDocument/hover', { textDocument: { uri: 'file:///nowhere.yaml' }, position: { line: 0, character: 0 } });
    expect(hover).toBeNull();
    const symbols = (await connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as { name: string }[];
    expect(symbols.map((s) => s.name)).toEqual(['display_information', 'features', 'oauth_config', 'settings', 'functions', 'workflows']);
  });

  test('a 5 MB document and a 10,000-level one get one limit diagnostic each, and the server keeps answering', async () => {
    const cases = [
      ['file:///e2e/huge/manifest.yaml', `display_information:\n  name: "${'x'.repeat(5_000_000)}"\n`, 'too-large'],
      ['file:///e2e/deep/manifest.json', '['.repeat(10_000) + ']'.repeat(10_000), 'too-deep'],
    ] as const;
    for (const [hostile, text, rule] of cases) {
      const from = published.length;
      const started = Date.now();
      connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: hostile, languageId: hostile.endsWith('json') ? 'json' : 'yaml', version: 1, text },
      });
      const result = await nextPublish(from, (p) => p.uri === hostile);
      expect(result.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([[rule, 0]]);
      expect(Date.now() - started).toBeLessThan(5000);
      const completion = (await connection.sendRequest('textDocument/completion', {
        textDocument: { uri: hostile },
        position: { line: 1, character: 4 },
      })) as CompletionList;
      expect(completion.items).toEqual([]);
      expect(await connection.sendRequest('textDocument/hover', { textDocument: { uri: hostile }, position: { line: 0, character: 1 } })).toBeNull();
      connection.sendNotification('textDocument/didClose', { textDocument: { uri: hostile } });
    }
    const symbols = (await connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } })) as { name: string }[];
    expect(symbols.length).toBeGreaterThan(0);
  });

  test('closing clears the diagnostics', async () => {
    const from = published.length;
    connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    const result = await nextPublish(from, (p) => p.uri === uri);
    expect(result.diagnostics).toEqual([]);
    await expect.poll(() => counts.at(-1)).toEqual({ uri, errors: 0, warnings: 0, checked: false });
  });
});
