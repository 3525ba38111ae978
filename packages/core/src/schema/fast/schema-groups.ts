import type { TSchema } from 'typebox';

/**
 * An object schema's top-level groups: their names in schema order, the required ones, and each group's
 * schema (the node under `properties`), which may be built only when asked for (see manifest.ts).
 */
export interface SchemaGroups {
  readonly names: readonly string[];
  readonly required: readonly string[];
  group(name: string): TSchema;
}

/** The groups of a whole object schema, already built. */
export function groupsOf(schema: TSchema | SchemaGroups): SchemaGroups {
  if (typeof (schema as Partial<SchemaGroups>).group === 'function') return schema as SchemaGroups;
  const root = schema as unknown as { properties: Record<string, TSchema>; required?: string[] };
  return { names: Object.keys(root.properties), required: root.required ?? [], group: (name) => root.properties[name]! };
}
