import { validateManifestText } from 'manifesto-core';
import { getLanguageService } from 'manifesto-lsp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput, fileNameOf, manifestSample, mutated, workflowSample, type Sample } from './arbitraries.js';
import { expectRangeInside, expectWellFormedResult, lineLengths } from './invariants.js';
import { applyEdits, textDocument, type Document } from './text-document.js';

// Runs per property (numRuns); the whole property suite takes about 15 s on two cores.
const RUNS = 250;
const service = getLanguageService();
let version = 0;

type Position = ReturnType<Document['positionAt']>;
type Range = { start: Position; end: Position };
type Symbol = ReturnType<typeof service.documentSymbols>[number];

/** Places worth pointing at: templates, function references, keys and values. */
const LANDMARKS = ['{{', 'function_id', '#/functions/', 'steps.', 'inputs.', ': ', '"', '- '];

/**
 * A cursor: an offset anywhere, an offset near a landmark (so definition and template completion
 * get hits), or a raw position that may lie past the end of a line or of the document.
 */
const cursor = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((offset) => ({ offset })) },
  { weight: 3, arbitrary: fc.record({ landmark: fc.constantFrom(...LANDMARKS), nth: fc.nat(), delta: fc.integer({ min: -2, max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ line: fc.nat(400), character: fc.nat(200) }) },
);
type Cursor = { offset: number } | { landmark: string; nth: number; delta: number } | Position;

function positionFor(document: Document, text: string, c: Cursor): Position {
  if ('line' in c) return c;
  if ('offset' in c) return document.positionAt(c.offset % (text.length + 1));
  const hits: number[] = [];
  for (let at = text.indexOf(c.landmark); at >= 0; at = text.indexOf(c.landmark, at + 1)) hits.push(at);
  const at = hits.length > 0 ? hits[c.nth % hits.length]! + c.delta : c.nth;
  return document.positionAt(Math.max(0, at) % (text.length + 1));
}

function documentOf(sample: Sample): Document {
  return textDocument(`file:///project/${fileNameOf(sample)}`, sample.format, ++version, sample.text);
}

/** Every feature of the service on one document; every range it returns must lie in the text. */
function exercise(sample: Sample, cursors: readonly Cursor[]): void {
  const document = documentOf(sample);
  const text = sample.text;
  const lengths = lineLengths(text);
  const inside = (range: Range, what: string) => expectRangeInside(range, lengths, what);

  service.kind(document);
  const diagnostics = service.diagnostics(document);
  for (const d of diagnostics) inside(d.range, `diagnostic ${String(d.code)}`);

  for (const c of cursors) {
    const position = positionFor(document, text, c);
    for (const item of service.completion(document, position).items) {
      const edit = item.textEdit;
      if (edit && 'range' in edit) inside(edit.range, `completion ${item.label}`);
      if (edit && 'insert' in edit) {
        inside(edit.insert, `completion ${item.label} insert`);
        inside(edit.replace, `completion ${item.label} replace`);
      }
      for (const extra of item.additionalTextEdits ?? []) inside(extra.range, `completion ${item.label} additional edit`);
    }
    for (const format of ['markdown', 'plaintext'] as const) {
      const hover = service.hover(document, position, format);
      if (hover?.range) inside(hover.range, 'hover');
    }
    const location = service.definition(document, position);
    if (location) {
      expect(location.uri).toBe(document.uri);
      inside(location.range, 'definition');
    }
  }

  const visit = (symbols: readonly Symbol[]) => {
    for (const symbol of symbols) {
      inside(symbol.range, `symbol ${symbol.name}`);
      inside(symbol.selectionRange, `symbol ${symbol.name} selection`);
      visit(symbol.children ?? []);
    }
  };
  visit(service.documentSymbols(document));

  // Quick fixes: for each diagnostic alone and for all of them together.
  for (const asked of [...diagnostics.map((d) => [d]), diagnostics]) {
    for (const action of service.codeActions(document, asked)) {
      const edits = action.edit?.changes?.[document.uri] ?? [];
      for (const edit of edits) inside(edit.range, `quick fix "${action.title}"`);
      const fixed = applyEdits(document, edits);
      expectWellFormedResult(fixed, validateManifestText(fixed, { format: sample.format }));
    }
  }
}

describe('language service: any document, any cursor', () => {
  it('mutated corpus manifests: every feature answers without throwing, with ranges inside the document', () => {
    fc.assert(fc.property(mutated(manifestSample(), 3), fc.array(cursor, { minLength: 1, maxLength: 4 }), exercise), { numRuns: RUNS });
  });

  it('corpus manifests with the edits a person makes (typos, deleted or doubled keys, retyped values): quick fixes apply', () => {
    fc.assert(fc.property(mutated(manifestSample(), 3, true), fc.array(cursor, { minLength: 1, maxLength: 4 }), exercise), { numRuns: RUNS });
  });

  it('mutated manifests with workflows (definitions, template completion)', () => {
    fc.assert(fc.property(mutated(workflowSample(), 2), fc.array(cursor, { minLength: 1, maxLength: 6 }), exercise), { numRuns: RUNS / 2 });
  });

  // Found by the property above (seed 285092): the JSON cursor took the `\r` of a CRLF into an unterminated key.
  it('completion in an unterminated JSON key before a CRLF stays on its line', () => {
    const text = '{"invalid-json-lol\r\n';
    const document = textDocument('file:///project/manifest.json', 'json', ++version, text);
    const items = service.completion(document, document.positionAt(text.length)).items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.textEdit && 'range' in item.textEdit ? item.textEdit.range : undefined).toEqual({
        start: { line: 0, character: 1 },
        end: { line: 0, character: 18 },
      });
  });

  it('every kind of input (block payloads, random JSON values, Unicode noise)', () => {
    fc.assert(fc.property(anyInput(), fc.array(cursor, { minLength: 1, maxLength: 4 }), exercise), { numRuns: RUNS });
  });
});
