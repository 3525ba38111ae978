import fc from 'fast-check';
import { expect, test } from 'vitest';
import { RULES, validateBlocks, validateBlocksText } from 'manifesto-core';

const known = new Set(RULES.map((rule) => rule.id));

/** Chart-like values: the right keys with arbitrary contents, so the checks go deep. */
const chartish = fc.record(
  {
    type: fc.constantFrom('data_visualization', 'section', 7),
    title: fc.oneof(fc.string(), fc.integer()),
    chart: fc.record(
      {
        type: fc.constantFrom('pie', 'bar', 'area', 'line', 'donut', null),
        segments: fc.array(fc.record({ label: fc.oneof(fc.string(), fc.constant(null)), value: fc.oneof(fc.double(), fc.string()) }, { requiredKeys: [] })),
        series: fc.array(fc.anything()),
        axis_config: fc.oneof(fc.record({ categories: fc.array(fc.oneof(fc.string(), fc.integer())) }), fc.anything()),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

test('never throws and only reports catalogued rules, on any value', () => {
  fc.assert(
    fc.property(fc.oneof(fc.anything(), chartish, fc.array(chartish), fc.record({ blocks: fc.array(chartish) }), fc.record({ view: fc.string() })), (value) => {
      const problems = validateBlocks(value).problems;
      for (const problem of problems) {
        expect(known.has(problem.rule)).toBe(true);
        expect(problem.rule).not.toBe('internal');
        expect(problem.pointer === '' || problem.pointer.startsWith('/')).toBe(true);
      }
    }),
    { numRuns: 400 },
  );
});

test('never throws on arbitrary text, in either format', () => {
  fc.assert(
    fc.property(fc.string(), fc.constantFrom('json', 'yaml' as const), (text, format) => {
      const { problems } = validateBlocksText(text, { format });
      for (const problem of problems) expect(problem.span.end).toBeGreaterThanOrEqual(problem.span.start);
    }),
    { numRuns: 300 },
  );
});

test('string views with arbitrary escapes place every problem inside the file', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), (title, label) => {
      const view = { type: 'home', blocks: [{ type: 'data_visualization', title, chart: { type: 'pie', segments: [{ label, value: -1 }] } }] };
      const text = JSON.stringify({ user_id: 'U1', view: JSON.stringify(view) }, null, 2);
      const { problems } = validateBlocksText(text, { format: 'json' });
      expect(problems.some((p) => p.rule === 'chart-pie-value-positive')).toBe(true);
      for (const problem of problems) {
        expect(problem.span.start).toBeGreaterThanOrEqual(text.indexOf('"view"'));
        expect(problem.span.end).toBeLessThanOrEqual(text.length);
      }
      const pie = problems.find((p) => p.rule === 'chart-pie-value-positive')!;
      expect(text.slice(pie.span.start, pie.span.end)).toBe('-1');
    }),
    { numRuns: 200 },
  );
});
