import Type from 'typebox';
import type { ValueSuggestion } from '../../kinds/kind.js';
import { branches, childSchemas, type SchemaNode } from '../../schema/facts.js';
import { formatPointer, isRecord, valueAt } from '../../source/pointer.js';
import type { KitObject, SlotSpec, Surface } from './object.js';
import { familyTypes, kitObject } from './registry.js';
import { slotOf } from './slot.js';

/** The slot of a surface's blocks, as the containers use it. */
export const BLOCK_SLOT: SlotSpec = { family: 'block', what: 'a block' };

/** What sits at a place of a block payload, for editors. */
type Found =
  /** Inside a typed object: its schema nodes at `rest` below it. */
  | { at: 'object'; object: KitObject; value: Record<string, unknown>; rest: readonly string[]; nodes: SchemaNode[] }
  /** A slot, or the `type` of the object in it: the types it accepts on this surface. */
  | { at: 'slot' | 'type'; spec: SlotSpec; surface: Surface; node?: SchemaNode; inner?: SchemaNode[] };

/** The list of blocks that holds the place, its surface and the segments below the list. */
function payloadAt(value: unknown, segments: readonly string[]): { list: unknown[]; surface: Surface; rest: readonly string[] } | undefined {
  if (Array.isArray(value)) return { list: value, surface: 'any', rest: segments };
  if (!isRecord(value)) return undefined;
  if (segments[0] === 'blocks' && Array.isArray(value['blocks'])) {
    const type = value['type'];
    const surface: Surface = 'type' in value ? (type === 'modal' || type === 'home' ? type : 'any') : 'message';
    return { list: value['blocks'], surface, rest: segments.slice(1) };
  }
  const view = value['view'];
  if (segments[0] === 'view' && segments[1] === 'blocks' && isRecord(view) && Array.isArray(view['blocks'])) {
    const type = view['type'];
    return { list: view['blocks'], surface: type === 'modal' || type === 'home' ? type : 'any', rest: segments.slice(2) };
  }
  // A single block at the top level.
  if (typeof value['type'] === 'string' && !('blocks' in value)) return { list: [value], surface: 'any', rest: ['0', ...segments] };
  return undefined;
}

/** Finds what describes the place at `segments` of a block payload, walking through slots by the values' types. */
function find(value: unknown, segments: readonly string[]): Found | undefined {
  const payload = payloadAt(value, segments);
  if (!payload) return undefined;
  const [index, ...rest] = payload.rest;
  if (index === undefined || !/^\d+$/.test(index)) return undefined;
  return inSlot(payload.list[Number(index)], BLOCK_SLOT, rest, payload.surface, undefined, 0);
}

function inSlot(value: unknown, spec: SlotSpec, rest: readonly string[], surface: Surface, node: SchemaNode | undefined, depth: number): Found | undefined {
  if (depth > 64) return undefined;
  if (rest.length === 1 && rest[0] === 'type') return { at: 'type', spec, surface };
  const record = isRecord(value) ? value : {};
  const named = typeof record['type'] === 'string' ? kitObject(spec.family, record['type']) : undefined;
  // An object whose type is not written yet is described by the slot's only type, when it has one.
  const object = named ?? (spec.accepts?.length === 1 ? kitObject(spec.family, spec.accepts[0] as string) : undefined);
  if (!object) return rest.length === 0 ? { at: 'slot', spec, surface, ...(node ? { node } : {}) } : undefined;
  const schema = object.schemaFor(record, rest, spec) as unknown as SchemaNode;
  if (rest.length === 0) return { at: 'slot', spec, surface, ...(node ? { node } : {}), inner: [schema] };
  let nodes: SchemaNode[] = [schema];
  for (let i = 0; i < rest.length; i++) {
    nodes = childSchemas(nodes, rest[i] as string);
    const slot = nodes.length === 1 ? slotOf(nodes[0]) : undefined;
    if (slot) return inSlot(valueAt(record, formatPointer(rest.slice(0, i + 1))), slot, rest.slice(i + 1), surface, nodes[0], depth + 1);
    if (nodes.length === 0) return undefined;
  }
  return { at: 'object', object, value: record, rest, nodes: nodes.flatMap(branches) };
}

/** The types a slot accepts on a surface, for completion of `type`. */
export function typesFor(spec: SlotSpec, surface: Surface): string[] {
  const choices = spec.accepts ?? familyTypes(spec.family);
  return choices.filter((type) => {
    const object = kitObject(spec.family, type);
    return surface === 'any' || !object?.surfaces || object.surfaces.includes(surface);
  });
}

/** The schema nodes that describe the place at `segments`; a slot is described by the types it takes. */
export function kitSchemasAt(value: unknown, segments: readonly string[]): SchemaNode[] {
  const found = find(value, segments);
  if (!found) return [];
  if (found.at === 'object') return found.nodes;
  const types = typesFor(found.spec, found.surface);
  const typeNode = Type.Enum(types, { description: `The type of ${found.spec.what}.` }) as unknown as SchemaNode;
  if (found.at === 'type') return [typeNode];
  // The slot's own description (with its limits) first, then the object's keys.
  const described = Type.Object({ type: Type.Unsafe(typeNode) }, { description: found.spec.what }) as unknown as SchemaNode;
  return [...(found.node ? [found.node] : []), ...(found.inner ?? [described])];
}

/** Values beyond the schema's enums that fit at `segments` (a chart's category labels). */
export function kitValuesAt(value: unknown, segments: readonly string[]): ValueSuggestion[] {
  const found = find(value, segments);
  return found?.at === 'object' && found.object.valuesAt ? found.object.valuesAt(found.value, found.rest) : [];
}
