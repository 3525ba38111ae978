import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument, diffManifests, isRefusal, RULES, ruleInfo, validateManifest, type Problem, type RuleSeverities, type Severity } from 'manifesto-core';
import { CORPUS, filesUnder } from '../corpus-path.js';

const EXAMPLES = resolve(import.meta.dirname, '../../../../examples');
const texts = (dir: string) => filesUnder(dir).filter((path) => /\.(json|ya?ml)$/i.test(path));
const FILES = [...texts(EXAMPLES), ...['real', 'official', 'real-blocks'].flatMap((dir) => texts(join(CORPUS, dir)))];
const OTHER: Record<Severity, Severity> = { error: 'warning', warning: 'info', info: 'error' };

function defaultOf(problem: Problem): Severity | undefined {
  return ruleInfo(problem.rule)?.defaultSeverity;
}

describe('severities come from the rule', () => {
  const results = FILES.map((path) => ({ path, text: readFileSync(path, 'utf8') })).map(({ path, text }) => ({
    path,
    text,
    result: checkDocument(path, text),
  }));
  const seen = new Set(results.flatMap(({ result }) => result.problems.map((problem) => problem.rule)));

  it('every problem of the examples and the corpus has its rule’s default severity', () => {
    expect(seen.size).toBeGreaterThan(10);
    for (const { path, result } of results) {
      for (const problem of result.problems) expect(problem.severity, `${path} ${problem.rule} ${problem.pointer}`).toBe(defaultOf(problem));
    }
  });

  it('an override changes every problem of that rule, and only the severity', () => {
    const overrides: RuleSeverities = Object.fromEntries([...seen].map((id) => [id, OTHER[ruleInfo(id)!.defaultSeverity]]));
    for (const { path, text, result } of results) {
      const overridden = checkDocument(path, text, { rules: overrides });
      expect(
        overridden.problems.map((problem) => [problem.rule, problem.pointer, problem.span]),
        path,
      ).toEqual(result.problems.map((problem) => [problem.rule, problem.pointer, problem.span]));
      for (const problem of overridden.problems) expect(problem.severity, `${path} ${problem.rule}`).toBe(OTHER[defaultOf(problem)!]);
    }
  });

  it('the value API and the diff apply the same overrides', () => {
    const manifest = { display_information: { name: 'x'.repeat(40) }, settings: { unknown_setting: true } };
    const plain = validateManifest(manifest).problems;
    expect(plain.length).toBeGreaterThan(0);
    for (const problem of plain) expect(problem.severity).toBe(defaultOf(problem));
    const overrides = Object.fromEntries(plain.map((problem) => [problem.rule, OTHER[defaultOf(problem)!]]));
    for (const problem of validateManifest(manifest, { rules: overrides }).problems) expect(problem.severity).toBe(OTHER[defaultOf(problem)!]);

    const before = { display_information: { name: 'app' }, oauth_config: { scopes: { bot: ['chat:write', 'channels:read'] } } };
    const after = { display_information: { name: 'app' }, oauth_config: { scopes: { bot: ['chat:write'] } } };
    const diff = diffManifests(before, after);
    const found = [...diff.old.problems, ...diff.new.problems];
    expect(found.length).toBeGreaterThan(0);
    for (const problem of found) expect(problem.severity).toBe(defaultOf(problem));
    const flipped = Object.fromEntries(found.map((problem) => [problem.rule, OTHER[defaultOf(problem)!]]));
    const again = diffManifests(before, after, { rules: flipped });
    for (const problem of [...again.old.problems, ...again.new.problems]) expect(problem.severity).toBe(OTHER[defaultOf(problem)!]);
  });

  it('an override reaches a problem the diff reports when it cannot compare', () => {
    const diff = diffManifests('a: [', 'b: 1', { rules: { syntax: 'warning' } });
    const syntax = diff.old.problems.filter((problem) => problem.rule === 'syntax');
    expect(syntax.length).toBeGreaterThan(0);
    for (const problem of syntax) expect(problem.severity).toBe('warning');
  });
});

describe('refusals are a flag on the rule', () => {
  it('the refused-unread rules carry the flag, and only they', () => {
    expect(RULES.filter((rule) => rule.refusal).map((rule) => rule.id)).toEqual(['too-large', 'too-deep', 'binary-file']);
    for (const rule of RULES) expect(isRefusal(rule.id), rule.id).toBe(rule.refusal);
  });

  it('a refusal cannot be turned off, its severity can change', () => {
    const text = 'a: 1\u0000\n';
    for (const rules of [{ 'binary-file': 'off' as const }, { 'binary-file': 'warning' as const }]) {
      const problems = checkDocument('x.manifest.yaml', text, { rules }).problems.filter((problem) => problem.rule === 'binary-file');
      expect(problems).toHaveLength(1);
      expect(problems[0]!.severity).toBe(rules['binary-file'] === 'off' ? 'error' : 'warning');
    }
  });
});
