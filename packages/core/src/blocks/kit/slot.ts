import Type, { type TSchema } from 'typebox';
import { isRecord } from '../../source/pointer.js';
import type { Annotations } from '../../schema/common.js';
import type { Family, SlotSpec } from './object.js';

/** The schema keyword that marks a slot. */
export const SLOT = 'x-slot';

/**
 * A slot: any value as far as the compiled check of the holding object goes; the walker checks what is
 * there against the object its `type` names. Required unless wrapped in `Optional`.
 */
export function Slot(spec: SlotSpec, options: Annotations = {}): TSchema {
  const first = spec.accepts?.length === 1 ? spec.accepts[0] : undefined;
  const placeholder = first === undefined ? undefined : spec.family === 'text' ? { type: first, text: '' } : { type: first };
  return Type.Unknown({ description: options.description ?? spec.what, ...options, [SLOT]: spec, ...(placeholder ? { 'x-placeholder': placeholder } : {}) });
}

/** The slot spec of a schema node, if it is one. */
export function slotOf(node: unknown): SlotSpec | undefined {
  if (!isRecord(node)) return undefined;
  const spec = node[SLOT];
  return isRecord(spec) ? (spec as unknown as SlotSpec) : undefined;
}

interface TextOptions {
  minLength?: number;
  description?: string;
  note?: string;
}

function text(accepts: readonly string[], maxLength: number, options: TextOptions, what: string): TSchema {
  const spec: SlotSpec = { family: 'text', accepts, what, maxLength, minLength: options.minLength ?? 1, ...(options.note ? { note: options.note } : {}) };
  return Slot(spec, { description: `${options.description ?? what} (${accepts.join(' or ')}, at most ${maxLength} characters)` });
}

/** A `plain_text` object whose text is at most `maxLength` characters. */
export function PlainText(maxLength: number, options: TextOptions = {}): TSchema {
  return text(['plain_text'], maxLength, options, 'a plain_text object');
}

/** A `mrkdwn` object. */
export function Mrkdwn(maxLength: number, options: TextOptions = {}): TSchema {
  return text(['mrkdwn'], maxLength, options, 'a mrkdwn object');
}

/** A text object of either type. */
export function AnyText(maxLength: number, options: TextOptions = {}): TSchema {
  return text(['plain_text', 'mrkdwn'], maxLength, options, 'a text object');
}

/** One object of `family` among `accepts` (all of the family when omitted). */
export function OneOf(family: Family, what: string, accepts?: readonly string[], options: Annotations = {}): TSchema {
  return Slot(accepts ? { family, accepts, what } : { family, what }, options);
}

/** Where a schema holds slots: the path to each (`[]` for list items), found once per schema. */
export interface SlotPath {
  readonly path: readonly string[];
  readonly spec: SlotSpec;
}

const pathsCache = new WeakMap<object, readonly SlotPath[]>();

/** Every slot below a schema, through properties and list items (unions are not walked: Block Kit schemas avoid them). */
export function slotPaths(schema: TSchema): readonly SlotPath[] {
  let paths = pathsCache.get(schema);
  if (!paths) {
    const found: SlotPath[] = [];
    collect(schema, [], found, 0);
    pathsCache.set(schema, (paths = found));
  }
  return paths;
}

function collect(node: unknown, path: string[], out: SlotPath[], depth: number): void {
  if (!isRecord(node) || depth > 32) return;
  const spec = slotOf(node);
  if (spec) {
    out.push({ path, spec });
    return;
  }
  const properties = node['properties'];
  if (isRecord(properties)) for (const [key, child] of Object.entries(properties)) collect(child, [...path, key], out, depth + 1);
  if (isRecord(node['items'])) collect(node['items'], [...path, '[]'], out, depth + 1);
}
