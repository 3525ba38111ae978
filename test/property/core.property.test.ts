import { validateBlocksText, validateManifestText } from 'manifesto-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyInput, BLOCK_SAMPLES, jsonValueSample, MANIFEST_SAMPLES, manifestSample, mutated, type Sample } from './arbitraries.js';
import { expectWellFormedResult } from './invariants.js';

// Runs per property (numRuns); the whole property suite takes about 15 s on two cores.
const RUNS = 500;

/** Both entry points on one text, in its own format and in the other one (a misnamed file). */
function checkAll(sample: Sample): void {
  for (const format of [sample.format, sample.format === 'json' ? 'yaml' : 'json'] as const) {
    expectWellFormedResult(sample.text, validateManifestText(sample.text, { format }));
    expectWellFormedResult(sample.text, validateBlocksText(sample.text, { format }));
  }
  // Format guessed from the text and the file name, as the CLI does for stdin and unknown names.
  expectWellFormedResult(sample.text, validateManifestText(sample.text, { fileName: sample.name }));
}

describe('core: any text validates or yields well-formed problems, never throws', () => {
  it('every corpus manifest and block example as it is', () => {
    for (const sample of [...MANIFEST_SAMPLES, ...BLOCK_SAMPLES]) checkAll(sample);
  });

  // 500 whole-text checks of every API form: 18-21 s with the 2-core machine under a load of 5-7, near the default 20 s.
  it('mutated corpus manifests (delete, duplicate, retype, rename, truncate, bytes, indentation, Unicode, line ends)', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(mutated(manifestSample(), 4), (sample) => checkAll(sample)),
      { numRuns: RUNS },
    );
  });

  it('random JSON values written as JSON and as YAML', () => {
    fc.assert(
      fc.property(jsonValueSample(), (sample) => checkAll(sample)),
      { numRuns: RUNS },
    );
  });

  it('every kind of input mixed', () => {
    fc.assert(
      fc.property(anyInput(), (sample) => checkAll(sample)),
      { numRuns: RUNS },
    );
  });

  it('a random JSON value written as JSON or as YAML reads back as the same value', () => {
    fc.assert(
      fc.property(jsonValueSample(), (sample) => {
        const result = validateManifestText(sample.text, { format: sample.format });
        expect(result.problems.filter((p) => p.rule === 'syntax')).toEqual([]);
        // Through JSON first: the texts were written with JSON.stringify, which turns -0 into 0.
        expect(result.document.value).toEqual(JSON.parse(JSON.stringify(sample.value)));
      }),
      { numRuns: RUNS },
    );
  });
});
