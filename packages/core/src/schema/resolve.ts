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

/** Property names a closed object allows, for suggestions and completion. */
export function knownKeys(schema: SchemaNode | undefined): string[] {
  const properties = schema?.['properties'];
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}
