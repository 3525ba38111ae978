import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yamlDepth } from '../../packages/core/src/source/depth.js';
import { scanSections, sectionBodies, YamlSections } from '../../packages/core/src/source/yaml-sections.js';
import { MANIFEST_SAMPLES, mutated, type Sample } from './arbitraries.js';

const RUNS = 500;
const YAML_SAMPLES = MANIFEST_SAMPLES.filter((sample) => sample.format === 'yaml');

/** Lines that move the scan's state across lines: flow brackets left open, block scalars, quotes, entries. */
const LINE = fc.constantFrom(
  'a: 1',
  'b:',
  '  - x',
  '  - - y',
  '  [y',
  '  {z',
  'c: [1,',
  '  2]',
  '  ]',
  'd: |',
  'e: >-',
  '  [in a block scalar',
  '    deeper',
  'f: "open [',
  '  quoted [line"',
  "g: 'x'",
  '# comment [',
  '',
  'h: {a: [b',
  'i: x [not a flow',
  '"q k": v',
);

/** Texts of those lines, split into sections as the editor splits them. */
const TEXT = fc
  .tuple(fc.array(LINE, { minLength: 1, maxLength: 24 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
  .map(([lines, eol, last]) => lines.join(eol) + (last ? eol : ''));

/** Whole-text scan versus the sections' scans added up, with a fresh cache and with the previous text's. */
function expectSameScan(before: string, after: string, limit: number): void {
  const bodies = sectionBodies(after);
  if (!bodies) return;
  const whole = yamlDepth(after, limit);
  const expected = { overAt: whole.overAt, values: whole.values };
  const pick = ({ overAt, values }: { overAt: number; values: number }) => ({ overAt, values });
  expect(pick(scanSections(after, bodies, limit, new YamlSections()))).toEqual(expected);
  const kept = new YamlSections();
  const previous = sectionBodies(before);
  if (previous) scanSections(before, previous, limit, kept);
  expect(pick(scanSections(after, bodies, limit, kept))).toEqual(expected);
}

describe('the depth scan added up from YAML sections is the whole text scan', () => {
  it('over texts whose flow brackets, block scalars and quotes cross section starts', () => {
    fc.assert(
      fc.property(TEXT, TEXT, fc.integer({ min: 1, max: 6 }), (before, after, limit) => expectSameScan(before, after, limit)),
      { numRuns: RUNS },
    );
  });

  it('over corpus manifests and random edits of them, at small and default depth limits', () => {
    fc.assert(
      fc.property(mutated(fc.constantFrom<Sample>(...YAML_SAMPLES), 3, true), fc.constantFrom(2, 3, 4, 64), (sample, limit) => {
        const original = YAML_SAMPLES.find((s) => s.name === sample.name)!.text;
        expectSameScan(original, sample.text, limit);
      }),
      { numRuns: RUNS },
    );
  });
});
