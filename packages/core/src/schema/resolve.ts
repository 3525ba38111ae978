import { parsePointer } from '../source/pointer.js';

type SchemaNode = Record<string, unknown>;

/** The schema node named by a TypeBox `schemaPath` such as `#/properties/features/properties/shortcuts`. */
export function schemaAt(root: unknown, schemaPath: string): SchemaNode | undefined {
  let current: unknown = root;
  const pointer = schemaPath.startsWith('#') ? schemaPath.slice(1) : schemaPath;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current !== null && typeof current === 'object' ? (current as SchemaNode) : undefined;
}

/** The schema that describes the value at an instance path, following properties, items and maps. */
export function schemaForInstance(root: unknown, segments: readonly string[]): SchemaNode | undefined {
  let current = root as SchemaNode | undefined;
  for (const segment of segments) {
    if (!current) return undefined;
    current = childSchema(current, segment);
  }
  return current;
}

export function childSchema(schema: SchemaNode, segment: string): SchemaNode | undefined {
  const properties = schema['properties'] as Record<string, SchemaNode> | undefined;
  if (properties && Object.prototype.hasOwnProperty.call(properties, segment)) return properties[segment];
  const items = schema['items'] as SchemaNode | undefined;
  if (items && typeof items === 'object' && /^\d+$/.test(segment)) return items;
  const patterns = schema['patternProperties'] as Record<string, SchemaNode> | undefined;
  if (patterns) {
    for (const [pattern, value] of Object.entries(patterns)) if (new RegExp(pattern, 'u').test(segment)) return value;
  }
  const additional = schema['additionalProperties'];
  if (additional && typeof additional === 'object') return additional as SchemaNode;
  return undefined;
}

/** Property names a closed object allows, for suggestions and completion. */
export function knownKeys(schema: SchemaNode | undefined): string[] {
  const properties = schema?.['properties'];
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}
