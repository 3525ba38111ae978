import type { RuleInfo } from '../../rule-info.js';

/** Rules reported by the schema check, one per kind of mistake. */
export const SCHEMA_RULES: readonly RuleInfo[] = [
  { id: 'not-an-object', severity: 'error', description: 'The manifest must be a mapping (a JSON object) at the top level.' },
  { id: 'required', severity: 'error', description: 'A required key is missing from its group.' },
  { id: 'unknown-key', severity: 'error', description: 'A key the schema does not define; says where it belongs or which key was meant.' },
  { id: 'type', severity: 'error', description: 'A value has the wrong type (string, number, boolean, list or object).' },
  { id: 'max-length', severity: 'error', description: 'A string is longer than its limit.' },
  { id: 'min-length', severity: 'error', description: 'A string is shorter than its minimum, usually empty.' },
  { id: 'max-items', severity: 'error', description: 'A list has more items than its limit.' },
  { id: 'min-items', severity: 'error', description: 'A list has fewer items than its minimum.' },
  { id: 'max-properties', severity: 'error', description: 'A map (types, properties) has more entries than its limit.' },
  { id: 'min-properties', severity: 'error', description: 'A map has fewer entries than its minimum.' },
  { id: 'enum', severity: 'error', description: 'A value is not one of the allowed values.' },
  { id: 'pattern', severity: 'error', description: 'A string does not have the required shape (slash command, domain, snake_case, reference).' },
  { id: 'url', severity: 'error', description: 'A URL is missing or has the wrong scheme (https, or http/https for app_directory).' },
  { id: 'color', severity: 'error', description: 'A colour is not #RGB or #RRGGBB.' },
  { id: 'unique-items', severity: 'error', description: 'A list repeats a value.' },
  { id: 'schema', severity: 'error', description: 'Any other schema mismatch.' },
];
