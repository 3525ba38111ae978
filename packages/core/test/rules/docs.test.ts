import { describe, expect, it } from 'vitest';
import { checkDocument, diffManifests, RULES } from 'manifesto-core';
import { APP_RULES } from '../../src/app/rules.js';

/**
 * Rules whose example no one short file can show: refusals and limits of whole texts (the example would
 * be the limit's size), what only a library call, a failure inside the checker or the service's own answer
 * brings, and the schema's catch-all, which no document of today's schemas reaches. The app graph's
 * rules read code files beside the manifest, and count-may-exceed a payload written in code, which the
 * examples (one document each) cannot hold.
 */
const NO_EXAMPLE = new Set([
  'too-large',
  'too-deep',
  'binary-file',
  'remote',
  'invalid-argument',
  'internal',
  'schema',
  'view-too-large',
  'markdown-total-too-long',
  'data-table-text-too-long',
  'count-may-exceed',
  ...APP_RULES.map((rule) => rule.id),
]);

/** The rules an example's document gets: checked as its file, or for a diff rule compared against `before`. */
function reportedBy(example: { file: string; text: string; before?: string }): string[] {
  if (example.before === undefined) return checkDocument(example.file, example.text).problems.map((problem) => problem.rule);
  const diff = diffManifests(example.before, example.text);
  return [...diff.old.problems, ...diff.new.problems].map((problem) => problem.rule);
}

describe('rule docs', () => {
  it('every rule says why it matters, in a sentence of its own', () => {
    for (const rule of RULES) {
      expect(rule.why.length, rule.id).toBeGreaterThan(20);
      expect(rule.why, rule.id).toMatch(/[.)]$/);
      expect(rule.why, rule.id).not.toBe(rule.description);
    }
  });

  it('every rule has an example, except those no one short file can show', () => {
    for (const rule of RULES) expect(rule.example !== undefined, rule.id).toBe(!NO_EXAMPLE.has(rule.id));
  });

  it.each(RULES.filter((rule) => rule.example !== undefined).map((rule) => [rule.id, rule.example!] as const))(
    'the example of %s reports it',
    (id, example) => {
      expect(reportedBy(example)).toContain(id);
    },
  );
});
