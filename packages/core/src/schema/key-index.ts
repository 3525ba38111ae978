type SchemaNode = Record<string, unknown>;

/** Where each key name is valid in a schema: `shortcuts` → [`features`]. Used to say where a stray key belongs. */
export class KeyIndex {
  private readonly places = new Map<string, string[]>();

  constructor(root: unknown) {
    this.visit(root, '', 0);
  }

  /** Display paths of the objects that accept `key` (the root is ''). */
  placesOf(key: string): readonly string[] {
    return this.places.get(key) ?? [];
  }

  private visit(node: unknown, path: string, depth: number): void {
    if (!node || typeof node !== 'object' || depth > 12) return;
    const schema = node as SchemaNode;
    const properties = schema['properties'] as Record<string, unknown> | undefined;
    if (properties) {
      for (const [key, child] of Object.entries(properties)) {
        const list = this.places.get(key) ?? [];
        if (!list.includes(path)) list.push(path);
        this.places.set(key, list);
        this.visit(child, path === '' ? key : `${path}.${key}`, depth + 1);
      }
    }
    const items = schema['items'];
    if (items && typeof items === 'object') this.visit(items, `${path}[]`, depth + 1);
    const patterns = schema['patternProperties'] as Record<string, unknown> | undefined;
    if (patterns) for (const child of Object.values(patterns)) this.visit(child, `${path}.<name>`, depth + 1);
    for (const branch of (schema['anyOf'] as unknown[] | undefined) ?? []) this.visit(branch, path, depth + 1);
    // Values whose form is dispatched with `allOf: [{if, else}]` (metadata events) list their keys in `else`.
    for (const branch of (schema['allOf'] as unknown[] | undefined) ?? []) {
      if (branch && typeof branch === 'object') this.visit((branch as SchemaNode)['else'], path, depth + 1);
    }
  }
}
