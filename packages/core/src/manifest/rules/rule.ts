import type { Finding, Rule } from '../../rules/define.js';

export type ManifestVersion = 1 | 2;

export interface ManifestRuleContext {
  /** The manifest, already known to be an object. */
  readonly manifest: Record<string, unknown>;
  readonly version: ManifestVersion;
  /**
   * A problem of `rule`, which fills in its id and default severity (overrides come later, once). The
   * finding's `data` has the rule's type: the rule is the object itself, so a misspelt one does not compile.
   */
  report<D extends object>(rule: Rule<D>, finding: NoInfer<Finding<D>>): void;
  /** Drop schema errors at and below this pointer: a rule has already explained that subtree in one problem. */
  suppress(pointer: string): void;
}

/** A family of cross-field checks, plugged into the engine through `manifest/rules/index.ts`. */
export interface ManifestRule {
  /** The rules this module reports under, declared here with their defaults and fixes. */
  readonly rules: readonly Rule[];
  check(context: ManifestRuleContext): void;
}
