/**
 * An app in the editor, end to end over stdio with the built server: diagnostics on a code file (the
 * graph's problems and its literals', never style), the manifest's graph problems, completion of declared
 * ids inside `app.action('…')`, definition, references and hover on a listener's id, and the quick fix
 * whose edit is in the manifest; inside a payload literal, the quick fix in the code, hover and completion.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { CodeAction, CompletionList, Hover, Location, MarkupContent, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { APPS } from '../../../test/apps-fixtures.js';
import { applyEdits } from './helpers.js';

const BIN = fileURLToPath(new URL('../bin/manifesto-lsp.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url)));

describe.skipIf(!BUILT)('an app in the language server', () => {
  let server: ChildProcess;
  let connection: ProtocolConnection;
  const published: PublishDiagnosticsParams[] = [];
  const waiters: (() => void)[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'manifesto-lsp-apps-'));
  for (const [app, files] of Object.entries(APPS))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, app, name)), { recursive: true });
      writeFileSync(join(dir, app, name), text);
    }
  const uriOf = (path: string) => pathToFileURL(join(dir, path)).href;
  const textOf = (path: string) => readFileSync(join(dir, path), 'utf8');
  const listeners = 'bolt-js/listeners/index.js';
  const manifest = 'bolt-js/manifest.json';

  /** The first publish for `uri` after `from`. */
  function nextPublish(from: number, uri: string): Promise<PublishDiagnosticsParams> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics published for ${uri}`)), 15000);
      const check = (): void => {
        const found = published.slice(from).find((p) => p.uri === uri);
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

  /** Line (0-based) and character of the first `needle` in a file, plus `shift` characters. */
  function at(path: string, needle: string, shift = 0): { line: number; character: number } {
    const text = textOf(path);
    const offset = text.indexOf(needle) + shift;
    const before = text.slice(0, offset).split('\n');
    return { line: before.length - 1, character: before.at(-1)!.length };
  }

  async function open(path: string, languageId: string): Promise<PublishDiagnosticsParams> {
    const from = published.length;
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(path), languageId, version: 1, text: textOf(path) } });
    return nextPublish(from, uriOf(path));
  }

  beforeAll(async () => {
    server = spawn(process.execPath, [BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      published.push(params);
      for (const waiter of waiters.splice(0)) waiter();
    });
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({})));
    connection.onRequest('client/registerCapability', () => null);
    connection.listen();
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
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
    rmSync(dir, { recursive: true, force: true });
  });

  test('a code file of an app gets the graph problems at their lines, and nothing else', async () => {
    const result = await open(listeners, 'javascript');
    const errors = result.diagnostics.filter((d) => d.severity === 1).map((d) => [d.code, d.range.start.line + 1]);
    expect(errors).toEqual([
      ['action-id-undeclared', 13],
      ['method-scope-missing', 18],
      ['command-undeclared', 20],
      ['event-not-subscribed', 24],
    ]);
  });

  test('a code file outside any app gets nothing', async () => {
    mkdirSync(join(dir, 'loose'), { recursive: true });
    writeFileSync(join(dir, 'loose/x.js'), "app.command('/nowhere', () => {});\n");
    const result = await open('loose/x.js', 'javascript');
    expect(result.diagnostics).toEqual([]);
  });

  test('a code file of an app nested too deep to be parsed says so where the nesting passes the limit', async () => {
    mkdirSync(join(dir, 'deep'), { recursive: true });
    writeFileSync(join(dir, 'deep/manifest.json'), JSON.stringify({ display_information: { name: 'Deep' }, features: { bot_user: { display_name: 'deep' } } }));
    writeFileSync(join(dir, 'deep/app.js'), `const a = 1;\nconst deep = ${'a ? b : '.repeat(5000)}c;\n`);
    const result = await open('deep/app.js', 'javascript');
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.range.start.line])).toEqual([['code-too-deep', 2, 1]]);
  });

  test('a code file in installed packages or build output under an app gets nothing, and joins nothing', async () => {
    const stray = "app.command('/not_in_manifest', async ({ ack }) => { await ack(); });\n";
    for (const path of ['bolt-js/node_modules/@slack/bolt/index.js', 'bolt-js/dist/app.js']) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), stray);
      expect((await open(path, 'javascript')).diagnostics).toEqual([]);
    }
  });

  test("the manifest's diagnostics include the graph's problems located in it", async () => {
    const result = await open(manifest, 'json');
    expect(result.diagnostics.filter((d) => d.code === 'command-unhandled').map((d) => d.range.start.line + 1)).toEqual([7]);
  });

  test('completion inside app.action(…) offers the ids the app declares', async () => {
    const list = (await connection.sendRequest('textDocument/completion', {
      textDocument: { uri: uriOf(listeners) },
      position: at(listeners, "'approve_buton'", 3),
    })) as CompletionList;
    expect(list.items.map((item) => item.label)).toEqual(['approve_button']);
    const edit = list.items[0]!.textEdit as { range: { start: { character: number }; end: { character: number } } };
    expect(edit.range.end.character - edit.range.start.character).toBe('approve_buton'.length);
  });

  test("definition and hover lead from a listener's id to its declaration, references back", async () => {
    const position = at(listeners, 'app.action(APPROVE', 'app.action('.length + 1);
    const found = (await connection.sendRequest('textDocument/definition', { textDocument: { uri: uriOf(listeners) }, position })) as Location[];
    expect(found.map((place) => [place.uri, place.range.start.line + 1])).toEqual([[uriOf(listeners), 5]]);
    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(listeners) }, position })) as Hover;
    expect((hover.contents as MarkupContent).value).toContain('index.js:5');
    const back = (await connection.sendRequest('textDocument/references', {
      textDocument: { uri: uriOf(listeners) },
      position: at(listeners, 'action_id: APPROVE', 'action_id: '.length + 1),
      context: { includeDeclaration: true },
    })) as Location[];
    expect(back.map((place) => place.range.start.line + 1).sort((a, b) => a - b)).toEqual([5, 16]);
  });

  test("the missing scope's quick fix in the code file edits the manifest", async () => {
    const published = await open(listeners, 'javascript');
    const diagnostic = published.diagnostics.find((d) => d.code === 'method-scope-missing')!;
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uriOf(listeners) },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
    expect(actions.map((action) => Object.keys(action.edit!.changes!))).toEqual([[uriOf(manifest)]]);
    const fixed = JSON.parse(applyEdits(textOf(manifest), action(actions).edit!.changes![uriOf(manifest)]!)) as { oauth_config: { scopes: { bot: string[] } } };
    expect(fixed.oauth_config.scopes.bot).toEqual(['commands', 'chat:write', 'users:read']);
  });

  test('a payload literal in a code file: its quick fix in the code, hover on a field, completion of a block type', async () => {
    const path = 'bolt-js/listeners/home.js';
    const text = `export const post = (say) =>
  say({ blocks: [{ type: 'headr', text: { type: 'plain_text', text: 'Hi' } }, { type: 'section', text: { type: 'mrkdwn', text: 'Hello' } }] });
`;
    writeFileSync(join(dir, path), text);
    const result = await open(path, 'javascript');
    const diagnostic = result.diagnostics.find((d) => d.code === 'unknown-type')!;
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uriOf(path) },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
    expect(actions.map((found) => found.title)).toEqual(['Change to `header`']);
    expect(applyEdits(text, action(actions).edit!.changes![uriOf(path)]!)).toBe(text.replace("'headr'", "'header'"));
    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(path) }, position: at(path, "'Hello'", 2) })) as Hover;
    expect((hover.contents as MarkupContent).value).toContain('5 / 3000 characters');
    const list = (await connection.sendRequest('textDocument/completion', {
      textDocument: { uri: uriOf(path) },
      position: at(path, "'headr'", 1),
    })) as CompletionList;
    expect(list.items.map((item) => item.label)).toContain('header');
    // Asked right after an edit, before the debounced validation: the app is read again first.
    const edited = text.replace("type: 'headr'", "type: 'im'").replace("{ type: 'section'", "{ type: 'actions', elements: [] }, { type: 'section'");
    connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(path), version: 2 }, contentChanges: [{ text: edited }] });
    const offset = edited.indexOf("'im'") + 3;
    const typed = (await connection.sendRequest('textDocument/completion', {
      textDocument: { uri: uriOf(path) },
      position: { line: edited.slice(0, offset).split('\n').length - 1, character: offset - edited.lastIndexOf('\n', offset - 1) - 1 },
    })) as CompletionList;
    expect(typed.items.map((item) => item.label)).toContain('image');
  });

  test('an edit of a code file is joined again', async () => {
    const from = published.length;
    const text = textOf(listeners).replace("'approve_buton'", "'approve_button'");
    connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(listeners), version: 2 }, contentChanges: [{ text }] });
    const result = await nextPublish(from, uriOf(listeners));
    expect(result.diagnostics.map((d) => d.code)).not.toContain('action-id-undeclared');
  });
});

function action(actions: CodeAction[]): CodeAction {
  return actions[0]!;
}
