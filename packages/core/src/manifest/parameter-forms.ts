import { isRecord, joinPointer } from '../source/pointer.js';

/**
 * The two shapes of `input_parameters`/`output_parameters`: version 1 lists parameters as direct
 * keys (`flat`), version 2 wraps them as `{properties, required}`. `empty` fits both (`{}` or `{required: []}`).
 */
export type ParameterForm = 'flat' | 'properties' | 'empty' | 'invalid';

export function parameterForm(block: unknown): ParameterForm {
  if (!isRecord(block)) return 'invalid';
  const properties = block['properties'];
  if (isRecord(properties)) {
    // A v1 parameter that happens to be called `properties` has a string `type` of its own.
    const looksLikeParameter = typeof properties['type'] === 'string' && !Array.isArray(block['required']);
    if (!looksLikeParameter) return 'properties';
  }
  const others = Object.keys(block).filter((key) => !(key === 'required' && Array.isArray(block['required'])));
  return others.length === 0 ? 'empty' : 'flat';
}

export interface ParameterEntry {
  name: string;
  pointer: string;
  value: unknown;
}

/** The declared parameters of a block in either form: `[name, declaration]` pairs, and the pointer segments before a name. */
function declared(block: unknown): { pairs: [string, unknown][]; under: string[] } {
  const form = parameterForm(block);
  if (!isRecord(block) || form === 'invalid' || form === 'empty') return { pairs: [], under: [] };
  if (form === 'properties') return { pairs: Object.entries(block['properties'] as Record<string, unknown>), under: ['properties'] };
  return { pairs: Object.entries(block).filter(([name, value]) => !(name === 'required' && Array.isArray(value))), under: [] };
}

/** The declared parameters of a block in either form, with their pointers. */
export function parameterEntries(block: unknown, pointer: string): ParameterEntry[] {
  const { pairs, under } = declared(block);
  return pairs.map(([name, value]) => ({ name, pointer: joinPointer(pointer, ...under, name), value }));
}

/** The names alone: the workflow rules ask for them per step and per placeholder, and need no pointers. */
export function parameterNames(block: unknown): string[] {
  return declared(block).pairs.map(([name]) => name);
}

/** Names a caller must provide: the v2 `required` list plus any parameter marked `is_required: true`. */
export function requiredParameterNames(block: unknown): string[] {
  const names = new Set<string>();
  const { pairs } = declared(block);
  const declaredNames = new Set(pairs.map(([name]) => name));
  if (isRecord(block) && parameterForm(block) === 'properties' && Array.isArray(block['required'])) {
    for (const name of block['required']) if (typeof name === 'string' && declaredNames.has(name)) names.add(name);
  }
  for (const [name, value] of pairs) if (isRecord(value) && value['is_required'] === true) names.add(name);
  return [...names];
}

/** Where parameter blocks live: both parameter lists of every function and workflow. */
export function parameterBlocks(manifest: Record<string, unknown>): { pointer: string; block: unknown; owner: 'functions' | 'workflows' }[] {
  const blocks: { pointer: string; block: unknown; owner: 'functions' | 'workflows' }[] = [];
  // Most manifests have neither group: answered with two constant-key look-ups, which V8 keeps fast.
  if (!isRecord(manifest['functions']) && !isRecord(manifest['workflows'])) return blocks;
  for (const owner of ['functions', 'workflows'] as const) {
    const group = manifest[owner];
    if (!isRecord(group)) continue;
    for (const [id, entry] of Object.entries(group)) {
      if (!isRecord(entry)) continue;
      for (const key of ['input_parameters', 'output_parameters']) {
        if (key in entry) blocks.push({ pointer: joinPointer('', owner, id, key), block: entry[key], owner });
      }
    }
  }
  return blocks;
}
