/**
 * End to end over stdio on a block file: the built server (`npx tsc -b packages/core packages/cli packages/lsp`
 * first) completes block types on the modal's surface, hovers with the limit, and quick-fixes a misspelled
 * type and a missing submit, as an editor would drive it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { CodeAction, CompletionList, Hover, MarkupContent, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { applyEdits, yaml } from './helpers.js';

const BIN = fileURLToPath(new URL('../bin/manifesto-lsp.js', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../dist/main.js', import.meta.url)));

const MODAL = yaml`
  type: modal
  title:
    type: plain_text
    text: Feedback form
  blocks:
    - type: sectoin
      text:
        type: mrkdwn
        text: Tell us what you think
    - type: input
      label:
        type: plain_text
        text: Comments
      element:
        type: plain_text_input
    - type: divider
`;

describe.skipIf(!BUILT)('language server over stdio, on a modal', () => {
  let server: ChildProcess;
  let connection: ProtocolConnection;
  const published: PublishDiagnosticsParams[] = [];
  const uri = 'file:///e2e/feedback.view.yaml';
  const lines = MODAL.split('\n');
  const lineWith = (needle: string) => lines.findIndex((line) => line.includes(needle));

  beforeAll(async () => {
    server = spawn(process.execPath, [BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => void published.push(params));
    connection.onRequest('workspace/configuration', (params: { items: unknown[] }) => params.items.map(() => ({})));
    connection.onRequest('client/registerCapability', () => null);
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } } });
    connection.sendNotification('initialized', {});
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: MODAL } });
  });

  afterAll(async () => {
    await connection.sendRequest('shutdown').catch(() => undefined);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    connection.sendNotification('exit');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
    connection.dispose();
    if (server.exitCode === null) server.kill();
  });

  test('diagnostics, then a quick fix for each', async () => {
    await expect.poll(() => published.find((p) => p.uri === uri)?.diagnostics.length, { timeout: 8000 }).toBe(2);
    const diagnostics = published.find((p) => p.uri === uri)!.diagnostics;
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['modal-submit-required', 'unknown-type']);
    expect(diagnostics.find((d) => d.code === 'unknown-type')?.range.start.line).toBe(lineWith('sectoin'));
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } },
      context: { diagnostics },
    })) as CodeAction[];
    expect(actions.map((a) => a.title).sort()).toEqual(['Add a `submit` button labelled "Submit"', 'Change to `section`']);
    // The two edits are far apart and the renaming keeps the length, so each applies to the other's result.
    const fixed = actions.reduce((text, action) => applyEdits(text, action.edit?.changes?.[uri] ?? []), MODAL);
    expect(fixed).toContain('  - type: section\n');
    expect(fixed).toContain('submit:\n  type: plain_text\n  text: Submit\n');
  });

  test('completion of a block type on the modal surface', async () => {
    const line = lineWith('type: divider');
    const completion = (await connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line, character: lines[line]!.length },
    })) as CompletionList;
    const labels = completion.items.map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['input', 'section', 'divider', 'actions']));
    expect(labels).not.toContain('data_visualization');
  });

  test('hover with the limit and the length', async () => {
    const line = lineWith('text: Feedback form');
    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 4 } })) as Hover;
    expect((hover.contents as MarkupContent).value).toContain('13 / 24 characters.');
  });
});
