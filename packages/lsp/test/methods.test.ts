import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import type { MarkupContent } from 'vscode-languageserver';
import { cursor, documentOf, lineOf, pointersOf } from './helpers.js';

const service = getLanguageService();

const LONG = 'H'.repeat(151);
const ARGS = { text: 'Hello', thread_tss: '1712345678.000100', blocks: [{ type: 'header', text: { type: 'plain_text', text: LONG } }] };

describe('method argument files', () => {
  for (const [format, text] of [
    ['json', JSON.stringify(ARGS, null, 2) + '\n'],
    ['yaml', `text: Hello\nthread_tss: "1712345678.000100"\nblocks:\n  - type: header\n    text:\n      type: plain_text\n      text: ${LONG}\n`],
  ] as const) {
    test(`${format}: hello.chat.postMessage.${format} gets the core's problems at their lines`, () => {
      const name = `hello.chat.postMessage.${format}`;
      const diagnostics = service.diagnostics(documentOf(text, name));
      const pointers = pointersOf(diagnostics, text, name);
      expect(diagnostics.map((d, i) => [d.code, pointers[i], d.range.start.line + 1])).toEqual([
        ['required', '/channel', 1],
        ['unknown-key', '/thread_tss', lineOf(text, 'thread_tss')],
        ['max-length', '/blocks/0/text/text', lineOf(text, LONG)],
      ]);
    });
  }

  test('a JSON file whose name names no method stays quiet; a misspelt method is named at the start', () => {
    expect(service.diagnostics(documentOf('{"channel": 5, "thread_tss": "1"}\n', 'hello.json'))).toEqual([]);
    const misspelt = service.diagnostics(documentOf('{"channel": 5, "thread_tss": "1"}\n', 'hello.chat.postMesage.json'));
    expect(misspelt.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([['unknown-method', 0, 0]]);
    expect(service.diagnostics(documentOf('{"channel": 5, "thread_tss": "1"}\n', 'hello.chat.postMessage.json')).map((d) => d.code)).toEqual([
      'type',
      'unknown-key',
    ]);
  });
});

function completeAt(marked: string, name: string): string[] {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  return service.completion(document, document.positionAt(offset)).items.map((item) => String(item.label));
}

function hoverAt(marked: string, name: string): string {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  return (service.hover(document, document.positionAt(offset))?.contents as MarkupContent | undefined)?.value ?? '';
}

describe('method argument files in the editor', () => {
  test('YAML and JSON: argument names of the method the file names, without the present ones', () => {
    const yamlLabels = completeAt('channel: C1\n|', 'hello.chat.postMessage.yaml');
    expect(yamlLabels).toEqual(expect.arrayContaining(['text', 'thread_ts', 'blocks', 'unfurl_links']));
    expect(yamlLabels).not.toContain('channel');
    const jsonLabels = completeAt('{\n  "channel": "C1",\n  |\n}', 'hello.chat.postMessage.json');
    expect(jsonLabels).toEqual(expect.arrayContaining(['text', 'thread_ts']));
  });

  test('allowed values of an argument', () => {
    expect(completeAt('presence: |', 'me.users.setPresence.yaml')).toEqual(expect.arrayContaining(['auto', 'away']));
    expect(completeAt('canvas_id: F1\nchanges:\n  - operation: |', 'notes.canvases.edit.yaml')).toEqual(
      expect.arrayContaining(['insert_after', 'delete', 'rename']),
    );
  });

  test('hover names the argument, its type and its limits', () => {
    const text = hoverAt('channel_id: D1\nprompts|: []\n', 'welcome.assistant.threads.setSuggestedPrompts.yaml');
    expect(text).toContain('prompts');
    expect(text).toMatch(/4/);
  });
});
