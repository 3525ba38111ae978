/** Text for values inserted by completion and quick fixes, in YAML or JSON. */
import { branches, literalValues, propertiesOf, typeOf, type SchemaNode } from './schema-walk.js';

/** Example values that satisfy the named string formats, so an inserted key does not create a new error. */
const FORMAT_EXAMPLES: Record<string, string> = {
  'https-url': 'https://example.com',
  'http-url': 'https://example.com',
  color: '#4A154B',
  'slash-command': '/command',
  domain: 'example.com',
  'snake-case': 'todo',
  email: 'support@example.com',
  'ip-range': '203.0.113.0/24',
};

/** A value that fits the schema: the first allowed value, an empty collection, or a placeholder string. */
export function placeholderValue(nodes: readonly SchemaNode[]): unknown {
  const literals = literalValues(nodes).filter((v) => typeof v !== 'boolean');
  if (literals.length > 0) return literals[0];
  const node = nodes.flatMap(branches)[0];
  if (!node) return '';
  switch (typeOf(node)) {
    case 'object':
      return {};
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return typeof node['minimum'] === 'number' ? node['minimum'] : 0;
    case 'string': {
      const format = node['x-format'];
      if (typeof format === 'string' && FORMAT_EXAMPLES[format]) return FORMAT_EXAMPLES[format];
      return 'TODO';
    }
    default:
      return '';
  }
}

const YAML_RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

/** A scalar as YAML writes it: plain when that reads back the same, double-quoted otherwise. */
export function yamlScalar(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  if (value === '' || YAML_RESERVED.test(value) || !/^[A-Za-z_/][\w .,/@()+:#-]*$/.test(value) || /[\s:]$/.test(value) || /^[-+.]?\d/.test(value) || value.includes(': ') || value.includes(' #')) {
    return JSON.stringify(value);
  }
  return value;
}

/** A value as YAML text after `key:`: scalars inline, empty collections in flow form. */
export function yamlInline(value: unknown): string {
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (value !== null && typeof value === 'object' && Object.keys(value).length === 0) return '{}';
  return yamlScalar(value);
}

/** Like `placeholderValue`, but objects come with their required keys filled in, so the result validates. */
export function placeholderDeep(nodes: readonly SchemaNode[], depth = 0): unknown {
  const value = placeholderValue(nodes);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth >= 4) return value;
  const out: Record<string, unknown> = {};
  for (const property of propertiesOf(nodes)) if (property.required) out[property.name] = placeholderDeep([property.schema], depth + 1);
  return out;
}

/** `key: value` as YAML lines at `indent` spaces; non-empty mappings and lists in block form. */
export function yamlEntry(key: string, value: unknown, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const name = yamlScalar(key);
  if (Array.isArray(value) && value.length > 0) return [`${pad}${name}:`, ...value.map((item) => `${pad}  - ${yamlInline(item)}`)];
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    return [`${pad}${name}:`, ...Object.entries(value).flatMap(([k, v]) => yamlEntry(k, v, indent + 2))];
  }
  return [`${pad}${name}: ${yamlInline(value)}`];
}

/** `"key": value` as JSON, with nested lines indented from `indent` by `unit`. */
export function jsonEntry(key: string, value: unknown, indent: string, unit: string): string {
  const body = JSON.stringify(value, null, unit) ?? 'null';
  return `${JSON.stringify(key)}: ${body.split('\n').join(`\n${indent}`)}`;
}
