import { Settings } from 'typebox/system';
import type { TSchema } from 'typebox';
import type { Problem } from '../problem.js';
import { applySeverities } from '../severity.js';
import { RULE_SEVERITY } from '../rules.js';
import type { RuleSeverities } from '../rule-info.js';
import { describeValue, schemaProblems } from '../schema/errors.js';
import { GroupedCheck } from './schema/grouped-check.js';
import { KeyIndex } from '../schema/key-index.js';
import { manifestSchema } from './schema/manifest.js';
import { MANIFEST_RULES } from './rules/index.js';
import type { ManifestVersion, Report } from './rules/rule.js';
import { selectVersion } from './version.js';
import { isRecord } from '../source/pointer.js';
import { resolveLimits, type SourceLimits } from '../source/limits.js';
import { screenValue } from '../source/value-screen.js';

export interface ManifestOptions {
  /** Severity overrides by rule id, as in a `.manifestorc.json` `rules` block. */
  rules?: RuleSeverities;
  /** `maxDepth` bounds the value's nesting (other limits apply to text); defaults in `DEFAULT_LIMITS`. */
  limits?: Partial<SourceLimits>;
}

/** Schema errors are collected exhaustively, but bounded so a hostile file cannot exhaust memory. */
const MAX_SCHEMA_ERRORS = 2000;

interface CompiledVersion {
  check: GroupedCheck;
  schema: TSchema;
  keys: KeyIndex;
}

const compiled = new Map<ManifestVersion, CompiledVersion>();

function compiledFor(version: ManifestVersion): CompiledVersion {
  let entry = compiled.get(version);
  if (!entry) {
    const schema = manifestSchema(version);
    entry = { check: new GroupedCheck(schema), schema, keys: new KeyIndex(schema) };
    compiled.set(version, entry);
  }
  return entry;
}

/** Checks a manifest given as a plain value. Never throws. */
export function validateManifest(value: unknown, options: ManifestOptions = {}): Problem[] {
  try {
    // A cycle or runaway nesting would send the checks below into endless recursion.
    const unsafe = screenValue(value, resolveLimits(options.limits).maxDepth);
    return applySeverities(unsafe ? [unsafe] : check(value), options.rules);
  } catch (error) {
    return [
      {
        rule: 'internal',
        severity: 'error',
        message: `Manifesto could not finish checking this document (${error instanceof Error ? error.message : String(error)}); please report it.`,
        pointer: '',
        target: 'container',
      },
    ];
  }
}

function check(value: unknown): Problem[] {
  if (!isRecord(value)) {
    return [
      {
        rule: 'not-an-object',
        severity: 'error',
        message:
          value === undefined || value === null
            ? 'The manifest is empty; it must be a mapping with at least `display_information`.'
            : `The manifest must be a mapping (an object) at the top level, not ${describeValue(value)}.`,
        pointer: '',
        target: 'container',
      },
    ];
  }
  const version = selectVersion(value);
  const { check: validator, schema, keys } = compiledFor(version);

  const ruleProblems: Problem[] = [];
  const suppressed: string[] = [];
  const context = {
    manifest: value,
    version,
    report: (problem: Report) => ruleProblems.push({ ...problem, severity: problem.severity ?? RULE_SEVERITY.get(problem.rule) ?? 'error' }),
    suppress: (pointer: string) => suppressed.push(pointer),
  };
  for (const rule of MANIFEST_RULES) rule.check(context);

  let problems: Problem[] = [];
  if (!validator.check(value)) {
    const previous = Settings.Get().maxErrors;
    Settings.Set({ maxErrors: MAX_SCHEMA_ERRORS });
    try {
      problems = schemaProblems(validator.errors(value), { schema, value, keys, rootName: 'the manifest' });
    } finally {
      Settings.Set({ maxErrors: previous });
    }
  }
  if (suppressed.length > 0) {
    problems = problems.filter((problem) => !suppressed.some((prefix) => problem.pointer === prefix || problem.pointer.startsWith(prefix + '/')));
  }
  return [...problems, ...ruleProblems];
}
