import type { Severity } from './problem.js';

/** One entry of the rule catalogue. */
export interface RuleInfo {
  id: string;
  severity: Severity;
  description: string;
}

/** ESLint-style overrides: a rule id mapped to a severity, or `off`. */
export type RuleSeverities = Record<string, Severity | 'off'>;
