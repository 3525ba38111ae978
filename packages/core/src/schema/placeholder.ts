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
      return numberIn(node);
    case 'string': {
      const format = node['x-format'];
      if (typeof format === 'string' && FORMAT_EXAMPLES[format]) return FORMAT_EXAMPLES[format];
      return 'TODO';
    }
    default:
      return '';
  }
}

/** A number within the node's bounds: its minimum, just above an exclusive minimum, or 0 when that is allowed. */
function numberIn(node: SchemaNode): number {
  if (typeof node['minimum'] === 'number') return node['minimum'];
  const step = node['type'] === 'integer' ? 1 : 0.5;
  if (typeof node['exclusiveMinimum'] === 'number') return node['exclusiveMinimum'] + step;
  if (typeof node['maximum'] === 'number' && node['maximum'] < 0) return node['maximum'];
  if (typeof node['exclusiveMaximum'] === 'number' && node['exclusiveMaximum'] <= 0) return node['exclusiveMaximum'] - step;
  return 0;
}

/**
 * Like `placeholderValue`, but objects come with their required keys filled in and a list that needs
 * items has as many as it needs, so the result validates where the schema alone decides.
 */
export function placeholderDeep(nodes: readonly SchemaNode[], depth = 0): unknown {
  const value = placeholderValue(nodes);
  if (nodes.some((node) => 'x-placeholder' in node)) return value;
  if (Array.isArray(value)) return depth >= 4 ? value : listWithItems(nodes, depth);
  if (value === null || typeof value !== 'object' || depth >= 4) return value;
  const out: Record<string, unknown> = {};
  for (const property of propertiesOf(nodes)) if (property.required) out[property.name] = placeholderDeep([property.schema], depth + 1);
  return out;
}

/** An empty list, or as many placeholder items as the list's minimum asks for. */
function listWithItems(nodes: readonly SchemaNode[], depth: number): unknown[] {
  const node = nodes.flatMap(branches).find((candidate) => typeOf(candidate) === 'array');
  const least = typeof node?.['minItems'] === 'number' ? Math.min(node['minItems'], 10) : 0;
  const items = node?.['items'];
  if (least === 0 || items === null || typeof items !== 'object' || Array.isArray(items)) return [];
  return Array.from({ length: least }, () => placeholderDeep([items as SchemaNode], depth + 1));
}
