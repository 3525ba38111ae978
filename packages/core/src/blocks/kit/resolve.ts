import Type, { type TSchema } from 'typebox';
import type { ValueSuggestion } from '../../kinds/kind.js';
import { branches, childSchemas, type SchemaNode } from '../../schema/facts.js';
import { parseJson } from '../../source/json.js';
import { formatPointer, isRecord, valueAt } from '../../source/pointer.js';
import { SURFACE_LIMITS } from '../limits/surfaces.js';
import { isMessage } from '../message-form.js';
import { MESSAGE_SCHEMA } from '../surfaces/message.js';
import { HOME_SCHEMA, MODAL_SCHEMA } from '../surfaces/views.js';
import type { Family, KitObject, SlotSpec, Surface } from './object.js';
import { familyTypes, kitObject } from './registry.js';
import { Slot, slotOf } from './slot.js';
import { lazy } from '../../lazy.js';

/** The slot of a surface's blocks, as the containers use it. */
export const BLOCK_SLOT: SlotSpec = { family: 'block', what: 'a block' };

/** A list of blocks on its own (a bare list, a single block, the blocks of a view of unknown type). */
const BLOCK_LIST = lazy((): TSchema => Type.Array(Slot(BLOCK_SLOT), { description: 'A list of blocks.' }));

/** The view types; editors offer the first two, since the profile view is an experiment the service enables per user (`not_implemented`). */
const VIEW_TYPES = ['modal', 'home', 'profile'] as const;
const OFFERED_VIEW_TYPES = ['modal', 'home'] as const;

/** What sits at a place of a block payload, for editors. */
type Found =
  /** Schema nodes: of a surface (a message's keys, a modal's title), or inside a typed object (`object`, with `rest` below it). */
  | { at: 'nodes'; nodes: SchemaNode[]; object?: KitObject; value?: Record<string, unknown>; rest?: readonly string[] }
  /** A slot, or the `type` of the object in it: the types it accepts on this surface; `current` is the type written there. */
  | { at: 'slot' | 'type'; spec: SlotSpec; surface: Surface; node?: SchemaNode; inner?: SchemaNode[]; current?: KitObject };

/** Where the place sits: the schema of the surface that holds it (none for a bare list), the value it describes and the segments below. */
interface Root {
  schema?: TSchema;
  value: unknown;
  surface: Surface;
  segments: readonly string[];
  /** The most blocks the surface's top-level `blocks` list takes. */
  limit?: number;
  /** The place is a view's own `type`. */
  viewType?: boolean;
}

/** The last decoded views.publish `view` string: editors ask several times per keystroke about the same text. */
let decoded: { text: string; value: unknown } | undefined;

/** The view a views.publish `view` string encodes; while it is being typed, what parsed of it (as for the file itself). */
function decodedView(text: string): unknown {
  if (decoded?.text !== text) {
    const document = parseJson(text);
    decoded = { text, value: document.fatal ? undefined : document.value };
  }
  return decoded.value;
}

function isViewType(type: unknown): type is (typeof VIEW_TYPES)[number] {
  return (VIEW_TYPES as readonly unknown[]).includes(type);
}

/** A view (`{type, blocks}`): a modal or a Home tab by its schema; of another type, only its blocks, on no known surface. */
function viewRoot(view: unknown, segments: readonly string[]): Root | undefined {
  if (!isRecord(view)) return undefined;
  if (segments.length === 1 && segments[0] === 'type') return { value: view, surface: 'any', segments, viewType: true };
  const type = view['type'];
  if (type === 'modal') return { schema: MODAL_SCHEMA(), value: view, surface: 'modal', segments, limit: SURFACE_LIMITS.modal.blocks.value };
  if (type === 'home') return { schema: HOME_SCHEMA(), value: view, surface: 'home', segments, limit: SURFACE_LIMITS.home.blocks.value };
  return segments[0] === 'blocks' ? { value: view['blocks'], surface: 'any', segments: segments.slice(1), limit: SURFACE_LIMITS.home.blocks.value } : undefined;
}

/** The surface of a payload, as the containers decide it: a list, a views.publish argument, a view, a message or a single block. */
function rootAt(value: unknown, segments: readonly string[]): Root | undefined {
  if (Array.isArray(value)) return { value, surface: 'any', segments, limit: SURFACE_LIMITS.home.blocks.value };
  if (!isRecord(value)) return undefined;
  // views.publish: the view as an object, or as the JSON string the method takes.
  if ('view' in value && !('blocks' in value)) {
    if (segments[0] !== 'view') return undefined;
    const view = value['view'];
    return viewRoot(typeof view === 'string' ? decodedView(view) : view, segments.slice(1));
  }
  if (isViewType(value['type']) || ('blocks' in value && 'type' in value)) return viewRoot(value, segments);
  if (isMessage(value)) return { schema: MESSAGE_SCHEMA(), value, surface: 'message', segments, limit: SURFACE_LIMITS.message.blocks.value };
  // A single block at the top level (its type may still be blank while it is typed).
  if ('type' in value) return { value: [value], surface: 'any', segments: ['0', ...segments] };
  return undefined;
}

/** Finds what describes the place at `segments` of a block payload, walking through slots by the values' types. */
function find(value: unknown, segments: readonly string[]): Found | undefined {
  const root = rootAt(value, segments);
  if (!root) return undefined;
  // A view's own type: either view type, whichever is written.
  if (root.viewType) {
    return {
      at: 'nodes',
      nodes: [Type.Enum([...OFFERED_VIEW_TYPES], { description: 'The type of the view: a modal or the Home tab.' }) as unknown as SchemaNode],
    };
  }
  // Without a schema (a bare list of blocks), the root is the list.
  const schema = (root.schema ?? BLOCK_LIST()) as unknown as SchemaNode;
  const found = walkNodes([schema], root.value, root.segments, root.surface, 0);
  // The top-level list of blocks: the surface's limit, which the containers count rather than the schema.
  const last = root.segments[root.segments.length - 1];
  const top = root.schema ? root.segments.length === 1 && last === 'blocks' : root.segments.length === 0;
  if (found?.at === 'nodes' && top && root.limit !== undefined) {
    const noun = root.surface === 'any' ? 'list' : root.surface === 'home' ? 'Home tab' : root.surface;
    const limit = Type.Array(Type.Unknown(), {
      maxItems: root.limit,
      description: `The blocks of the ${noun}, at most ${root.limit}.`,
    }) as unknown as SchemaNode;
    return { at: 'nodes', nodes: root.schema ? [...found.nodes, limit] : [limit] };
  }
  return found;
}

/** Walks schema nodes down `rest`; at a slot, continues with the object the value there names. */
function walkNodes(start: SchemaNode[], value: unknown, rest: readonly string[], surface: Surface, depth: number): Found | undefined {
  let nodes = start;
  for (let i = 0; i < rest.length; i++) {
    nodes = childSchemas(nodes, rest[i] as string);
    const slot = nodes.length === 1 ? slotOf(nodes[0]) : undefined;
    if (slot) return inSlot(valueAt(value, formatPointer(rest.slice(0, i + 1))), slot, rest.slice(i + 1), surface, nodes[0], depth + 1);
    if (nodes.length === 0) return undefined;
  }
  return { at: 'nodes', nodes: nodes.flatMap(branches) };
}

/** The slot spec that describes a value of `type`: the slot's own, or the alternative family that has the type (as the walker decides). */
function specFor(spec: SlotSpec, type: unknown): SlotSpec {
  if (typeof type !== 'string' || !spec.alternatives) return spec;
  const alternative = spec.alternatives.find((alt) => familyTypes(alt.family).includes(type) && !familyTypes(spec.family).includes(type));
  if (!alternative) return spec;
  const { alternatives: _others, ...primary } = spec;
  return { ...alternative, what: spec.what, alternatives: [primary] };
}

function inSlot(value: unknown, slot: SlotSpec, rest: readonly string[], surface: Surface, node: SchemaNode | undefined, depth: number): Found | undefined {
  if (depth > 64) return undefined;
  const record = isRecord(value) ? value : {};
  const spec = specFor(slot, record['type']);
  const named = typeof record['type'] === 'string' ? kitObject(spec.family, record['type']) : undefined;
  if (rest.length === 1 && rest[0] === 'type') return { at: 'type', spec: slot, surface, ...(named ? { current: named } : {}) };
  // An object whose type is not written yet is described by the slot's only type, when it has one.
  const object = named ?? (spec.accepts?.length === 1 && !spec.alternatives ? kitObject(spec.family, spec.accepts[0] as string) : undefined);
  if (!object) return rest.length === 0 ? { at: 'slot', spec: slot, surface, ...(node ? { node } : {}) } : undefined;
  const schema = object.schemaFor(record, rest, spec) as unknown as SchemaNode;
  if (rest.length === 0) return { at: 'slot', spec: slot, surface, ...(node ? { node } : {}), inner: [schema] };
  const found = walkNodes([schema], record, rest, surface, depth);
  return found?.at === 'nodes' ? { ...found, object, value: record, rest } : found;
}

/** The types a slot accepts on a surface (with those of its alternative families), each with its family. */
function choicesFor(spec: SlotSpec, surface: Surface): { family: Family; type: string }[] {
  return [spec, ...(spec.alternatives ?? [])].flatMap((one) =>
    (one.accepts ?? familyTypes(one.family))
      .filter((type) => {
        const object = kitObject(one.family, type);
        return surface === 'any' || !object?.surfaces || object.surfaces.includes(surface);
      })
      .map((type) => ({ family: one.family, type })),
  );
}

/** The types a slot accepts on a surface, for completion of `type`. */
export function typesFor(spec: SlotSpec, surface: Surface): string[] {
  return [...new Set(choicesFor(spec, surface).map((choice) => choice.type))];
}

const SURFACE_NOUN: Record<Surface, string> = { message: 'a message', modal: 'a modal', home: 'a Home tab', any: '' };

/** "The type of a block in a modal. `header`: Large, bold plain text…" */
function typeDescription(spec: SlotSpec, surface: Surface, current: KitObject | undefined): string {
  const where = surface === 'any' || spec.family !== 'block' ? '' : ` in ${SURFACE_NOUN[surface]}`;
  const head = `The type of ${spec.what}${where}.`;
  return current ? `${head} \`${current.type}\`: ${current.description}` : head;
}

/** The schema nodes that describe the place at `segments`; a slot is described by the types it takes. */
export function kitSchemasAt(value: unknown, segments: readonly string[]): SchemaNode[] {
  const found = find(value, segments);
  if (!found) return [];
  if (found.at === 'nodes') return found.nodes;
  const types = typesFor(found.spec, found.surface);
  const typeNode = Type.Enum(types, { description: typeDescription(found.spec, found.surface, found.current) }) as unknown as SchemaNode;
  if (found.at === 'type') return [typeNode];
  // The slot's own description (with its limits) first, then the object's keys.
  const described = Type.Object({ type: Type.Unsafe(typeNode) }, { description: found.spec.what }) as unknown as SchemaNode;
  return [...(found.node ? [found.node] : []), ...(found.inner ?? [described])];
}

/**
 * Values beyond the schema's enums that fit at `segments`: at a `type`, the types the place accepts
 * with what each is; elsewhere what the object offers (a chart's category labels).
 */
export function kitValuesAt(value: unknown, segments: readonly string[]): ValueSuggestion[] {
  const found = find(value, segments);
  if (found?.at === 'type') {
    const seen = new Set<string>();
    return choicesFor(found.spec, found.surface).flatMap(({ family, type }) => {
      if (seen.has(type)) return [];
      seen.add(type);
      const object = kitObject(family, type);
      return [object ? { value: type, kind: 'enum' as const, detail: object.description } : { value: type, kind: 'enum' as const }];
    });
  }
  return found?.at === 'nodes' && found.object?.valuesAt && found.value && found.rest ? found.object.valuesAt(found.value, found.rest) : [];
}

/** The pointer of a string that holds a document of its own: a views.publish argument's `view` written as JSON text. */
export function kitEmbeddedPointer(value: unknown): string | undefined {
  return isRecord(value) && typeof value['view'] === 'string' && !('blocks' in value) ? '/view' : undefined;
}
