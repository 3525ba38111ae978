import type { Problem, Severity, Span, Target } from '../problem.js';
import type { Fix, FixContext } from './fix.js';

/** Where every rule is explained at length, by id (`docs/rules.md#max-length`). */
export const RULES_DOCUMENT = 'docs/rules.md';

/** What a check says when it reports: the rule fills in its id and default severity. */
export interface Finding<D extends object = Record<string, unknown>> {
  pointer: string;
  target: Target;
  message: string;
  data?: D;
  /** For a problem inside a string value (a JSON-encoded `view`): offsets into that string's decoded text. */
  within?: Span;
}

/**
 * A document a rule reports, to show it: `text` checked as the file `file` (its name decides the kind),
 * or for `manifesto diff`'s rules, `text` compared against `before`. A test checks each one.
 */
export interface RuleExample {
  readonly file: string;
  readonly text: string;
  /** The older side of a diff; the example is then `text` compared against it. */
  readonly before?: string;
}

/** A rule's explanation beyond its one-line description, rendered in `docs/rules.md` and SARIF's `help`. */
export interface RuleDocs {
  /** Why it matters: what goes wrong when the mistake ships, in a sentence or two. */
  readonly why: string;
  /** A short document that triggers the rule; left out only where no one file can (a refusal, the service's answer). */
  readonly example?: RuleExample;
}

/** The part of a rule a user sees in `manifesto rules`, the SARIF driver and the configuration. */
export interface RuleInfo {
  /** Stable kebab-case id. */
  readonly id: string;
  /** Severity before configuration, flags and editor settings change it. */
  readonly defaultSeverity: Severity;
  /** One line: what the rule finds. */
  readonly description: string;
  /** Where the rule is explained at length (`docs/rules.md#<id>`). */
  readonly docs: string;
  /** Why it matters: see `RuleDocs.why`. */
  readonly why: string;
  /** A document that triggers it: see `RuleDocs.example`. */
  readonly example?: RuleExample;
  /** True when the rule offers a quick fix. */
  readonly fixable: boolean;
  /**
   * True when a problem of this rule means the text was refused unread (too large, too deep, binary):
   * no other check ran, so the rule cannot be turned off; its limit is a setting instead.
   */
  readonly refusal: boolean;
}

/**
 * One rule, declared next to the check that reports it. `fix` turns a problem of this rule into edits
 * of the document model (set, insert, append, rename, move); the language server renders them as text
 * edits in YAML or JSON, so it never has to guess a fix from the shape of `data`.
 */
/** Data types are plain type aliases (not interfaces), so that every rule fits a `Rule` list. */
export interface Rule<D extends object = Record<string, unknown>> extends RuleInfo {
  fix?(problem: Problem & { data?: D }, context: FixContext): Fix[];
  /** A problem of this rule with its default severity; overrides are applied once, by the kind runner. */
  problem(finding: Finding<D>): Problem;
}

export interface RuleSpec<D extends object> {
  id: string;
  defaultSeverity: Severity;
  description: string;
  /** Why it matters and an example, for the rules page and SARIF's help. */
  docs: RuleDocs;
  /** The text was refused unread: see `RuleInfo.refusal`. */
  refusal?: boolean;
  fix?: (problem: Problem & { data?: D }, context: FixContext) => Fix[];
}

export function defineRule<D extends object = Record<string, unknown>>(spec: RuleSpec<D>): Rule<D> {
  const { id, defaultSeverity, description, fix } = spec;
  const rule: Rule<D> = {
    id,
    defaultSeverity,
    description,
    docs: `${RULES_DOCUMENT}#${id}`,
    why: spec.docs.why,
    fixable: fix !== undefined,
    refusal: spec.refusal === true,
    problem(finding) {
      const problem: Problem = { rule: id, severity: defaultSeverity, message: finding.message, pointer: finding.pointer, target: finding.target };
      if (finding.data !== undefined) problem.data = finding.data as Record<string, unknown>;
      if (finding.within !== undefined) problem.within = finding.within;
      return problem;
    },
  };
  if (fix) rule.fix = fix;
  if (spec.docs.example) (rule as { example?: RuleExample }).example = spec.docs.example;
  return rule;
}

/** ESLint-style overrides: a rule id mapped to a severity, or `off`. */
export type RuleSeverities = Record<string, Severity | 'off'>;
