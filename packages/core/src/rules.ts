import { SCHEMA_RULES } from './manifest/schema/catalogue.js';
import { MANIFEST_RULES } from './manifest/rules/index.js';
import { BLOCK_RULES } from './blocks/catalogue.js';
import type { RuleInfo } from './rule-info.js';

export type { RuleInfo, RuleSeverities } from './rule-info.js';

/** Rules of the text layer, shared by manifests and blocks. */
export const SOURCE_RULES: readonly RuleInfo[] = [
  { id: 'syntax', severity: 'error', description: 'The YAML or JSON text cannot be parsed.' },
  { id: 'duplicate-key', severity: 'error', description: 'A key appears twice in the same mapping.' },
  { id: 'yaml-alias-limit', severity: 'error', description: 'YAML aliases expand beyond the safety limit (an alias bomb).' },
  { id: 'remote', severity: 'error', description: "The service's apps.manifest.validate rejected the manifest here (manifesto check --remote)." },
  { id: 'internal', severity: 'error', description: 'Manifesto failed while checking; the document was not fully checked.' },
];

/** The whole rule catalogue: id, default severity and a one-line description. */
export const RULES: readonly RuleInfo[] = [
  ...SOURCE_RULES,
  ...SCHEMA_RULES,
  ...MANIFEST_RULES.flatMap((rule) => rule.rules),
  ...BLOCK_RULES,
];

export const RULE_SEVERITY: ReadonlyMap<string, RuleInfo['severity']> = new Map(RULES.map((rule) => [rule.id, rule.severity]));

export function ruleInfo(id: string): RuleInfo | undefined {
  return RULES.find((rule) => rule.id === id);
}
