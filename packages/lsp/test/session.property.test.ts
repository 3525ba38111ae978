/**
 * An open document is checked with what the service keeps between its versions (the parse of each YAML
 * section, each untouched group's schema answer and each rule family's reports, see core's
 * check-memo.ts). After every edit of a sequence, made as an editor sends it (a range and its new text),
 * its diagnostics are exactly those of the same text opened fresh.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService } from 'manifesto-lsp';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const REAL = resolve(import.meta.dirname, '../../../../shared/corpus/real');
const TEXTS = [
  ...['manifest.yaml', 'manifest-with-mistakes.yaml'].map((name) => readFileSync(join(EXAMPLES, name), 'utf8')),
  ...(() => {
    try {
      return readdirSync(REAL)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .slice(0, 20)
        .map((name) => readFileSync(join(REAL, name), 'utf8'));
    } catch {
      return [];
    }
  })(),
];

/** What an edit puts in: names the catalogue knows and does not, list items, keys, and syntax breakers. */
const INSERTS = ['x', '', '\n', ': ', '  - chat:write\n', 'bot001:read', 'made_up_event', '#', '"', '  unknown_key: 1\n', 'major_version: 1', '\t'];

const edit = fc.record({ at: fc.nat(), length: fc.nat(12), insert: fc.constantFrom(...INSERTS) });

const service = getLanguageService();
let fresh = 0;

describe('the language service across versions of an open document', () => {
  test('publishes after each edit what a fresh check of the same text publishes', () => {
    fc.assert(
      fc.property(fc.nat(TEXTS.length - 1), fc.array(edit, { minLength: 1, maxLength: 8 }), (index, edits) => {
        const document = TextDocument.create(`file:///session/${index}/manifest.yaml`, 'yaml', 1, TEXTS[index]!);
        service.diagnostics(document);
        for (const { at, length, insert } of edits) {
          const start = at % (document.getText().length + 1);
          const range = { start: document.positionAt(start), end: document.positionAt(start + length) };
          TextDocument.update(document, [{ range, text: insert }], document.version + 1);
          const opened = TextDocument.create(`file:///fresh/${++fresh}/manifest.yaml`, 'yaml', 1, document.getText());
          expect(service.diagnostics(document)).toEqual(service.diagnostics(opened));
          service.forget(opened.uri);
        }
        service.forget(document.uri);
      }),
      { numRuns: 80 },
    );
  });
});
