import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import type { Diagnostic } from 'vscode-languageserver';
import { documentOf } from './helpers.js';

// A code action request carries diagnostics back from the client: their `data` is untrusted. A pointer
// thousands of segments deep held the server for seconds (quadratic ancestor walks), or overflowed the
// stack while rendering a fix that inserts one key per segment.
const service = getLanguageService();
const text = 'display_information:\n  description: A helper\n';
const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 19 } };
const ours = (code: string, data: unknown): Diagnostic => ({ range, source: 'manifesto', code, message: 'forged', data });
const deep = (segments: number) => '/a'.repeat(segments);

describe('forged diagnostics in a code action request', () => {
  test('the genuine diagnostic gets its fix, and the same diagnostic with a plausible pointer too', () => {
    const document = documentOf(text, 'manifest.yaml');
    const [genuine] = service.diagnostics(document).filter((d) => d.code === 'required');
    expect(service.codeActions(document, [genuine!]).map((action) => action.title)).toEqual(['Add the required key `display_information.name`']);
  });

  test.each([
    ['required, its parent 5,000 segments deep', ours('required', { pointer: deep(5_000), target: 'key', data: { parent: deep(5_000), key: 'name' } })],
    [
      'required, its parent 60,000 segments deep (it took seconds at 5,000)',
      ours('required', { pointer: '/display_information', target: 'key', data: { parent: deep(60_000), key: 'name' } }),
    ],
    ['enum, its pointer 5,000 segments deep', ours('enum', { pointer: deep(5_000), target: 'value', data: { suggestion: 'x' } })],
    [
      'unknown-key, moved 60,000 segments deep (it took seconds at 5,000)',
      ours('unknown-key', { pointer: '/display_information/description', target: 'key', data: { key: 'description', moveTo: 'a.'.repeat(60_000) + 'a' } }),
    ],
    [
      'required, a pointer longer than the text could spell',
      ours('required', { pointer: '/' + 'x'.repeat(10_000), target: 'key', data: { parent: '', key: 'name' } }),
    ],
  ])('%s: no action', (_name, diagnostic) => {
    const document = documentOf(text, 'manifest.yaml');
    expect(service.codeActions(document, [diagnostic])).toEqual([]);
  });

  test.each([
    ['no range', { source: 'manifesto', code: 'required', message: 'm', data: { pointer: '', target: 'key', data: { parent: '', key: 'x' } } }],
    ['a range of strings', { ...ours('required', { pointer: '', target: 'key' }), range: { start: { line: '0', character: 0 }, end: range.end } }],
    ['a pointer that is a number', ours('required', { pointer: 3, target: 'key' })],
    ['data that is a list', ours('required', [1, 2])],
    ['a null diagnostic', null],
  ])('a diagnostic with %s is passed over without an exception', (_name, diagnostic) => {
    const document = documentOf(text, 'manifest.yaml');
    expect(service.codeActions(document, [diagnostic as unknown as Diagnostic])).toEqual([]);
  });
});
