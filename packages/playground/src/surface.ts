// The surface chooser rewrites the payload for the surface picked, as a developer would: the same blocks
// as a message `{blocks}`, a modal `{type: modal, title, blocks}` or a Home tab `{type: home, blocks}`.
// The payload stays the one truth: what is drawn and checked is exactly what the editor (and the link) holds.
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { PayloadFormat } from './check.js';

export const SURFACES = ['message', 'modal', 'home'] as const;
export type Surface = (typeof SURFACES)[number];

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A modal's own fields, which a Home tab does not take. */
const MODAL_ONLY = ['title', 'close', 'submit', 'submit_disabled', 'notify_on_close', 'clear_on_close'];

/** Blocks whose presence makes a modal need a submit button. */
const INPUT_BLOCK = 'input';

function isView(value: Json): boolean {
  return value['type'] === 'home' || value['type'] === 'modal' || ('blocks' in value && 'type' in value);
}

/** The blocks of a payload in any form the preview draws; undefined when it has none to carry over. */
export function blocksOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return undefined;
  if ('view' in value && !('blocks' in value)) return isRecord(value['view']) ? blocksOf(value['view']) : undefined;
  if (Array.isArray(value['blocks'])) return value['blocks'];
  if (typeof value['type'] === 'string' && !isView(value)) return [value];
  return undefined;
}

/** The view or message the payload is, for the fields kept across a change of surface. */
function frameOf(value: unknown): Json {
  return isRecord(value) && (isView(value) || !('type' in value)) ? value : {};
}

/** The payload drawn on another surface, or undefined when it holds no blocks to move. */
export function onSurface(value: unknown, surface: Surface): unknown {
  // A views.publish argument keeps its user: only its view changes.
  if (isRecord(value) && 'view' in value && !('blocks' in value) && isRecord(value['view'])) {
    const view = onSurface(value['view'], surface);
    return view === undefined ? undefined : { ...value, view };
  }
  const blocks = blocksOf(value);
  if (blocks === undefined) return undefined;
  const frame = frameOf(value);
  if (surface === 'message') return isView(frame) || Array.isArray(value) || !isRecord(value) || 'type' in value ? { blocks } : value;
  const fields = isView(frame) ? frame : {};
  if (surface === 'home') {
    const kept = Object.fromEntries(Object.entries(fields).filter(([key]) => !MODAL_ONLY.includes(key)));
    return { ...kept, type: 'home', blocks };
  }
  const needsSubmit = blocks.some((block) => isRecord(block) && block['type'] === INPUT_BLOCK) && !('submit' in fields);
  return {
    ...fields,
    type: 'modal',
    title: fields['title'] ?? { type: 'plain_text', text: 'Preview' },
    ...(needsSubmit ? { submit: { type: 'plain_text', text: 'Submit' } } : {}),
    blocks,
  };
}

/** The editor's text for a payload on another surface, in the text's own format; undefined when it cannot move. */
export function textOnSurface(text: string, format: PayloadFormat, surface: Surface): string | undefined {
  let value: unknown;
  try {
    value = format === 'json' ? JSON.parse(text) : parseYaml(text);
  } catch {
    return undefined;
  }
  const moved = onSurface(value, surface);
  if (moved === undefined) return undefined;
  return format === 'json' ? `${JSON.stringify(moved, null, 2)}\n` : stringifyYaml(moved);
}
