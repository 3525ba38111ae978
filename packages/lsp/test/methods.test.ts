import { describe, expect, test } from 'vitest';
import { getLanguageService } from '@manifesto/lsp';
import { documentOf, lineOf } from './helpers.js';

const service = getLanguageService();

const LONG = 'H'.repeat(151);
const ARGS = { text: 'Hello', thread_tss: '1712345678.000100', blocks: [{ type: 'header', text: { type: 'plain_text', text: LONG } }] };

describe('method argument files', () => {
  for (const [format, text] of [
    ['json', JSON.stringify(ARGS, null, 2) + '\n'],
    ['yaml', `text: Hello\nthread_tss: "1712345678.000100"\nblocks:\n  - type: header\n    text:\n      type: plain_text\n      text: ${LONG}\n`],
  ] as const) {
    test(`${format}: hello.chat.postMessage.${format} gets the core's problems at their lines`, () => {
      const diagnostics = service.diagnostics(documentOf(text, `hello.chat.postMessage.${format}`));
      expect(diagnostics.map((d) => [d.code, (d.data as { pointer: string }).pointer, d.range.start.line + 1])).toEqual([
        ['required', '/channel', 1],
        ['unknown-key', '/thread_tss', lineOf(text, 'thread_tss')],
        ['max-length', '/blocks/0/text/text', lineOf(text, LONG)],
      ]);
    });
  }

  test('a JSON file whose name names no method stays quiet', () => {
    expect(service.diagnostics(documentOf('{"channel": 5, "thread_tss": "1"}\n', 'hello.chat.postMesage.json'))).toEqual([]);
    expect(service.diagnostics(documentOf('{"channel": 5, "thread_tss": "1"}\n', 'hello.chat.postMessage.json')).map((d) => d.code)).toEqual([
      'type',
      'unknown-key',
    ]);
  });
});
