import { APP_RULES } from '../app/rules.js';
import { DIFF_RULES } from '../diff/rules.js';
import { KINDS } from '../kinds/registry.js';
import { SCHEMA_RULES } from '../schema/rules.js';
import { SOURCE_RULES } from '../source/rules.js';
import type { Rule, RuleInfo } from './define.js';

/**
 * Every rule: the text layer's, the shared schema rules, each kind's own (declared where each check
 * lives), then `manifesto diff`'s (which compare two manifests and belong to no kind) and the app graph's
 * (which join the code, the manifest and the payloads). The catalogue,
 * `manifesto rules`, configuration checks and quick fixes all read this.
 */
const ALL: readonly Rule[] = [...SOURCE_RULES, ...SCHEMA_RULES, ...KINDS.flatMap((kind) => kind.rules), ...DIFF_RULES, ...APP_RULES];

const BY_ID: ReadonlyMap<string, Rule> = new Map(ALL.map((rule) => [rule.id, rule]));

/** The public catalogue: id, default severity, description, docs, why and example, and whether a quick fix exists. */
export const RULES: readonly RuleInfo[] = ALL.map(({ id, defaultSeverity, description, docs, why, example, fixable, refusal }) => ({
  id,
  defaultSeverity,
  description,
  docs,
  why,
  ...(example ? { example } : {}),
  fixable,
  refusal,
}));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}

/** The catalogue entry of a rule id, or undefined for an unknown id. */
export function ruleInfo(id: string): RuleInfo | undefined {
  return RULES.find((rule) => rule.id === id);
}

export function isRuleId(id: string): boolean {
  return BY_ID.has(id);
}

/** True when a problem of this rule means the text was refused unread: the rule's `refusal` flag. */
export function isRefusal(id: string): boolean {
  return BY_ID.get(id)?.refusal === true;
}
