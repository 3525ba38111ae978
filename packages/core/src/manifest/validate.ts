import type { TSchema } from 'typebox';
import type { Problem } from '../problem.js';
import { schemaRule } from '../schema/rules.js';
import { describeValue, schemaProblems } from '../schema/errors.js';
import { GroupedCheck } from './schema/grouped-check.js';
import { KeyIndex } from '../schema/key-index.js';
import { manifestGroups, manifestSchema } from './schema/manifest.js';
import { ValidityCheck } from './schema/validity-schema.js';
import { MANIFEST_RULES } from './rules/index.js';
import type { ManifestVersion, Report } from './rules/rule.js';
import { selectVersion } from './version.js';
import { isRecord } from '../source/pointer.js';
import { activeCheckMemo } from '../check-memo.js';
import { runRulesRemembering } from './rules-memo.js';

/** Schema errors are collected exhaustively, but bounded so a hostile file cannot exhaust memory. */
const MAX_SCHEMA_ERRORS = 2000;

interface CompiledVersion {
  /** The full schema's check, for errors. */
  check: GroupedCheck;
  /** The same answer, valid or not, in less time (see validity-schema.ts). */
  valid: ValidityCheck;
  /** The whole schema, built for the first manifest with a schema error: the checks build only the groups a manifest has. */
  schema?: TSchema;
  /** Built for the first manifest with a schema error: a valid one never needs it (5 ms at the command's start). */
  keys?: KeyIndex;
}

const compiledVersions = new Map<ManifestVersion, CompiledVersion>();

function compiledFor(version: ManifestVersion): CompiledVersion {
  let entry = compiledVersions.get(version);
  if (!entry) {
    const groups = manifestGroups(version);
    entry = { check: new GroupedCheck(groups, MAX_SCHEMA_ERRORS), valid: new ValidityCheck(groups) };
    compiledVersions.set(version, entry);
  }
  return entry;
}

/** The default severity of each cross-field module's rules by id, for the reports. */
const SEVERITY_BY_ID = new Map(MANIFEST_RULES.flatMap((module) => module.rules.map((rule) => [rule.id, rule.defaultSeverity] as const)));

/** Checks a manifest value (already screened for cycles and depth): the schema, then every cross-field rule. */
export function checkManifest(value: unknown): Problem[] {
  if (!isRecord(value)) {
    return [
      schemaRule('not-an-object').problem({
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
  const compiled = compiledFor(version);
  const { check: validator, valid } = compiled;

  const ruleProblems: Problem[] = [];
  const suppressed: string[] = [];
  const context = {
    manifest: value,
    version,
    // Every report is a fresh object literal: the severity is added in place (a spread copy of each of
    // the maximal manifest's 1,219 warnings cost more than finding them).
    report: (report: Report) => {
      const problem = report as Problem;
      problem.severity = SEVERITY_BY_ID.get(report.rule) ?? 'error';
      ruleProblems.push(problem);
    },
    suppress: (pointer: string) => suppressed.push(pointer),
  };
  // An editor session keeps each untouched group's answers (check-memo.ts); elsewhere everything is checked.
  const memo = activeCheckMemo();
  if (memo) runRulesRemembering(MANIFEST_RULES, context, memo);
  else for (const rule of MANIFEST_RULES) rule.check(context);

  if (memo ? validator.checkRemembering(value, memo) : valid.check(value)) return ruleProblems;
  const errors = validator.errors(value, memo);
  const schema = (compiled.schema ??= manifestSchema(version));
  const keys = (compiled.keys ??= new KeyIndex(schema));
  let problems = schemaProblems(errors, { schema, value, keys, rootName: 'the manifest' });
  if (suppressed.length > 0) {
    problems = problems.filter((problem) => !suppressed.some((prefix) => problem.pointer === prefix || problem.pointer.startsWith(prefix + '/')));
  }
  for (const problem of ruleProblems) problems.push(problem);
  return problems;
}
