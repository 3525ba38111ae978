import { branches, literalValues, propertiesOf, typeOf, type SchemaNode } from './facts.js';

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
  // A node may name its own placeholder (a Block Kit slot: `{type: "plain_text", text: ""}`).
  const named = nodes.find((node) => 'x-placeholder' in node);
  if (named) return JSON.parse(JSON.stringify(named['x-placeholder'])) as unknown;
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

/** Like `placeholderValue`, but objects come with their required keys filled in, so the result validates. */
export function placeholderDeep(nodes: readonly SchemaNode[], depth = 0): unknown {
  const value = placeholderValue(nodes);
  if (nodes.some((node) => 'x-placeholder' in node)) return value;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth >= 4) return value;
  const out: Record<string, unknown> = {};
  for (const property of propertiesOf(nodes)) if (property.required) out[property.name] = placeholderDeep([property.schema], depth + 1);
  return out;
}
