import { checkDocument, YamlSections, type DocumentResult } from 'manifesto-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANIFEST_SAMPLES, mutated, type Sample } from './arbitraries.js';

const RUNS = 300;
const YAML_SAMPLES = MANIFEST_SAMPLES.filter((sample) => sample.format === 'yaml');

/** What a check reports, in full: any difference in value, rule, place or words fails. */
function outcome(result: DocumentResult): unknown {
  return {
    kind: result.kind,
    value: result.document.value,
    fatal: result.document.fatal,
    problems: result.problems.map(({ rule, severity, message, pointer, span, range }) => ({ rule, severity, message, pointer, span, range })),
  };
}

/** The editor's way: the previous version's sections kept, then the new text. */
function edited(before: string, after: string): DocumentResult {
  const sections = new YamlSections();
  checkDocument('manifest.yaml', before, { sections });
  return checkDocument('manifest.yaml', after, { sections });
}

describe('YAML parsed by sections gives exactly what the whole parse gives', () => {
  it('every YAML manifest of the corpora, parsed by sections from nothing', () => {
    for (const sample of YAML_SAMPLES) {
      expect(outcome(checkDocument('manifest.yaml', sample.text, { sections: new YamlSections() })), sample.name).toEqual(
        outcome(checkDocument('manifest.yaml', sample.text)),
      );
    }
  });

  it('after random edits of corpus manifests, with the sections of the version before', () => {
    fc.assert(
      fc.property(mutated(fc.constantFrom<Sample>(...YAML_SAMPLES), 3), (sample) => {
        const original = YAML_SAMPLES.find((s) => s.name === sample.name)!.text;
        expect(outcome(edited(original, sample.text))).toEqual(outcome(checkDocument('manifest.yaml', sample.text)));
      }),
      { numRuns: RUNS },
    );
  });

  it('after what a person types (key and value edits, mostly still parseable), where sections are reused most', () => {
    fc.assert(
      fc.property(mutated(fc.constantFrom<Sample>(...YAML_SAMPLES), 3, true), (sample) => {
        const original = YAML_SAMPLES.find((s) => s.name === sample.name)!.text;
        expect(outcome(edited(original, sample.text))).toEqual(outcome(checkDocument('manifest.yaml', sample.text)));
      }),
      { numRuns: RUNS },
    );
  });
});
