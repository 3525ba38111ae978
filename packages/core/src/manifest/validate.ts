import type { Problem } from '../problem.js';
import { notAnObjectRule } from '../schema/rules.js';
import { describeValue } from '../schema/errors.js';
import { FastManifestValidator } from '../schema/fast/manifest-validator.js';
import { manifestGroups } from './schema/manifest.js';
import { MANIFEST_RULES } from './rules/index.js';
import type { ManifestRuleContext } from './rules/rule.js';
import { selectVersion } from './version.js';
import { isRecord } from '../source/pointer.js';
import { activeCheckMemo } from '../schema/fast/check-memo.js';
import { runRulesRemembering } from './rules-memo.js';
import { manifestSchemaProblems, MAX_SCHEMA_ERRORS, type ManifestValidator } from './validator.js';

/** The checks' validator: the fast paths (`schema/fast/`), held to `referenceValidator`'s answers. */
const FAST_VALIDATOR: ManifestValidator = new FastManifestValidator({
  groups: manifestGroups,
  convert: manifestSchemaProblems,
  maxErrors: MAX_SCHEMA_ERRORS,
});

/** Checks a manifest value (already screened for cycles and depth): the schema, then every cross-field rule. */
export function checkManifest(value: unknown, validator: ManifestValidator = FAST_VALIDATOR): Problem[] {
  if (!isRecord(value)) {
    return [
      notAnObjectRule.problem({
        message:
          value === undefined || value === null
            ? 'The manifest is empty; it must be a mapping with at least `display_information`.'
            : `The manifest must be a mapping (an object) at the top level, not ${describeValue(value)}.`,
        pointer: '',
        target: 'container',
      }),
    ];
  }
  const version = selectVersion(value);

  const ruleProblems: Problem[] = [];
  const suppressed: string[] = [];
  const context: ManifestRuleContext = {
    manifest: value,
    version,
    report: (rule, finding) => void ruleProblems.push(rule.problem(finding)),
    suppress: (pointer: string) => suppressed.push(pointer),
  };
  // An editor session keeps each untouched group's answers (check-memo.ts); elsewhere everything is checked.
  const memo = activeCheckMemo();
  if (memo) runRulesRemembering(MANIFEST_RULES, context, memo);
  else for (const rule of MANIFEST_RULES) rule.check(context);

  let problems = validator.problems(value, version, memo);
  if (problems.length === 0) return ruleProblems;
  if (suppressed.length > 0) {
    problems = problems.filter((problem) => !suppressed.some((prefix) => problem.pointer === prefix || problem.pointer.startsWith(prefix + '/')));
  }
  for (const problem of ruleProblems) problems.push(problem);
  return problems;
}
