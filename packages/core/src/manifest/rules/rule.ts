import type { Problem } from '../../problem.js';
import type { RuleInfo } from '../../rule-info.js';

export type ManifestVersion = 1 | 2;

/** A problem as a rule reports it; the engine fills in the severity from the catalogue and the overrides. */
export type Report = Omit<Problem, 'severity'> & { severity?: Problem['severity'] };

export interface ManifestRuleContext {
  /** The manifest, already known to be an object. */
  readonly manifest: Record<string, unknown>;
  readonly version: ManifestVersion;
  report(problem: Report): void;
  /** Drop schema errors at and below this pointer: a rule has already explained that subtree in one problem. */
  suppress(pointer: string): void;
}

/** A family of cross-field checks, plugged into the engine through `manifest/rules/index.ts`. */
export interface ManifestRule {
  /** The catalogue entries this module reports under. */
  readonly rules: readonly RuleInfo[];
  check(context: ManifestRuleContext): void;
}
