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
  { id: 'too-large', severity: 'error', description: 'The file is larger than limits.maxFileSize and was not checked.' },
  { id: 'too-deep', severity: 'error', description: 'The document nests deeper than limits.maxDepth and was not checked.' },
  { id: 'binary-file', severity: 'error', description: 'The file holds NUL characters: binary data, not YAML or JSON text.' },
  { id: 'multiple-documents', severity: 'error', description: 'A YAML file holds more than one document; only the first is checked.' },
  { id: 'yaml-tag', severity: 'warning', description: 'A YAML tag that is not a core tag; the value is read as plain data and never run.' },
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
