/**
 * The walk from an instance path to the schema nodes that describe it, and what those nodes say:
 * keys, allowed values, limits, descriptions. Shared by every kind's editor facts and quick fixes.
 */
import { isRecord } from '../source/pointer.js';

/** A JSON-schema object as TypeBox builds it (properties, items, anyOf, enum, limits, description). */
export type SchemaNode = Record<string, unknown>;

/** A union's branches, flattened; a plain node is its own single branch. */
export function branches(node: SchemaNode): SchemaNode[] {
  const union = (node['anyOf'] ?? node['oneOf']) as unknown;
  if (!Array.isArray(union)) return [node];
  return union.filter(isRecord).flatMap((branch) => branches(branch));
}

/** Schemas that may describe the child `segment` of a value described by `nodes`. */
export function childSchemas(nodes: readonly SchemaNode[], segment: string): SchemaNode[] {
  const out: SchemaNode[] = [];
  for (const node of nodes.flatMap(branches)) {
    const properties = node['properties'];
    if (isRecord(properties) && Object.prototype.hasOwnProperty.call(properties, segment)) {
      const child = properties[segment];
      if (isRecord(child)) out.push(child);
      continue;
    }
    const items = node['items'];
    if (isRecord(items) && /^\d+$/.test(segment)) {
      out.push(items);
      continue;
    }
    const patterns = node['patternProperties'];
    if (isRecord(patterns)) {
      const match = Object.entries(patterns).find(([pattern]) => safeTest(pattern, segment));
      if (match && isRecord(match[1])) {
        out.push(match[1]);
        continue;
      }
    }
    const additional = node['additionalProperties'];
    if (isRecord(additional)) out.push(additional);
  }
  return out;
}

/** Every schema that may describe the value at `segments` (several when unions are involved). */
export function schemasAt(root: SchemaNode, segments: readonly string[]): SchemaNode[] {
  let nodes = [root];
  for (const segment of segments) {
    nodes = childSchemas(nodes, segment);
    if (nodes.length === 0) break;
  }
  return nodes.flatMap(branches);
}

export interface PropertyInfo {
  name: string;
  schema: SchemaNode;
  required: boolean;
}

/** The keys an object described by `nodes` may have, in schema order, with whether they are required. */
export function propertiesOf(nodes: readonly SchemaNode[]): PropertyInfo[] {
  const out = new Map<string, PropertyInfo>();
  for (const node of nodes.flatMap(branches)) {
    const properties = node['properties'];
    if (!isRecord(properties)) continue;
    const required = Array.isArray(node['required']) ? (node['required'] as unknown[]) : [];
    for (const [name, schema] of Object.entries(properties)) {
      if (!isRecord(schema) || out.has(name)) continue;
      out.set(name, { name, schema, required: required.includes(name) });
    }
  }
  return [...out.values()];
}

/** The literal values a schema allows: enum members, constants, or true/false for booleans. */
export function literalValues(nodes: readonly SchemaNode[]): unknown[] {
  const out: unknown[] = [];
  const add = (value: unknown) => {
    if (!out.some((seen) => seen === value)) out.push(value);
  };
  for (const node of nodes.flatMap(branches)) {
    if (Array.isArray(node['enum'])) for (const value of node['enum'] as unknown[]) add(value);
    if ('const' in node) add(node['const']);
    if (typeOf(node) === 'boolean') {
      add(true);
      add(false);
    }
  }
  return out;
}

/** The JSON type a node describes: `object`, `array`, `string`, `boolean`, `integer`, `number`, or undefined. */
export function typeOf(node: SchemaNode): string | undefined {
  const type = node['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(node['enum'])) {
    const first = (node['enum'] as unknown[])[0];
    return typeof first === 'number' ? 'integer' : typeof first;
  }
  if (isRecord(node['properties']) || isRecord(node['patternProperties'])) return 'object';
  if (isRecord(node['items'])) return 'array';
  const union = node['anyOf'] ?? node['oneOf'];
  if (Array.isArray(union)) {
    const types = new Set(branches(node).map(typeOf));
    return types.size === 1 ? [...types][0] : undefined;
  }
  return undefined;
}

/** The first description found among the nodes. */
export function descriptionOf(nodes: readonly SchemaNode[]): string | undefined {
  for (const node of nodes) if (typeof node['description'] === 'string') return node['description'];
  for (const node of nodes.flatMap(branches)) if (typeof node['description'] === 'string') return node['description'];
  return undefined;
}

/** A numeric keyword (maxLength, maxItems...) from the first node that has it. */
export function limitOf(nodes: readonly SchemaNode[], keyword: string): number | undefined {
  for (const node of nodes.flatMap((n) => [n, ...branches(n)])) {
    const value = node[keyword];
    if (typeof value === 'number') return value;
  }
  return undefined;
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}
