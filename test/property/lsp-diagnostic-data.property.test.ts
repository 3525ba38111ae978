import { checkDocument } from 'manifesto-core';
import { getLanguageService } from 'manifesto-lsp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDiagnostic } from '../../packages/lsp/src/service/diagnostics.js';
import { blockSample, fileNameOf, manifestSample, mutated, type Sample } from './arbitraries.js';
import { textDocument } from './text-document.js';

const RUNS = 150;
const service = getLanguageService();
let version = 0;

/** What a person applies from a code action: its title, whether it is preferred and its edits. */
const applied = (actions: ReturnType<typeof service.codeActions>) => actions.map(({ title, isPreferred, edit }) => ({ title, isPreferred, edit }));

/**
 * Diagnostics carry `data` only for problems with a quick fix. The code actions for them must be those
 * of diagnostics that carry data for every problem (as every one did before), one diagnostic at a time
 * and all at once.
 */
function expectSameActions(sample: Sample): void {
  const name = fileNameOf(sample);
  const document = textDocument(`file:///project/${name}`, sample.format, ++version, sample.text);
  const trimmed = service.diagnostics(document);
  const result = checkDocument(`/project/${name}`, sample.text, { format: sample.format });
  const full = result.kind === undefined ? [] : result.problems.map((problem) => toDiagnostic(problem));
  expect(trimmed.map(({ code, range, message, severity }) => ({ code, range, message, severity }))).toEqual(
    full.map(({ code, range, message, severity }) => ({ code, range, message, severity })),
  );
  for (let i = 0; i < full.length; i++) {
    expect(applied(service.codeActions(document, [trimmed[i]!]))).toEqual(applied(service.codeActions(document, [full[i]!])));
  }
  expect(applied(service.codeActions(document, trimmed))).toEqual(applied(service.codeActions(document, full)));
}

describe('diagnostic data only where a quick fix needs it', () => {
  it('manifests of the corpora with random edits: the same code actions as with data on every diagnostic', () => {
    fc.assert(fc.property(mutated(manifestSample(), 3, true), expectSameActions), { numRuns: RUNS });
  });

  it('block payloads with random edits: the same code actions as with data on every diagnostic', () => {
    fc.assert(fc.property(mutated(blockSample(), 3, true), expectSameActions), { numRuns: RUNS });
  });
});
