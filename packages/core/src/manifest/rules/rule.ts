import type { Problem } from '../../problem.js';
import type { Rule } from '../../rules/define.js';

export type ManifestVersion = 1 | 2;

/** A problem as a rule reports it; the engine fills in the rule's default severity (overrides come later, once). */
export type Report = Omit<Problem, 'severity'>;

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
  /** The rules this module reports under, declared here with their defaults and fixes. */
  readonly rules: readonly Rule[];
  check(context: ManifestRuleContext): void;
}
