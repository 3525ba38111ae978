import { escapeSegment, isRecord } from '../source/pointer.js';

/** An `action_id` or `callback_id` a payload file declares, at its pointer. */
export interface PayloadId {
  key: 'action_id' | 'callback_id';
  name: string;
  pointer: string;
  /** An element whose use sends an interaction the app must answer (see `isInteractive`). */
  interactive: boolean;
  /** The `type` of the object that holds it, when a string (`external_select`, `modal`, …). */
  objectType?: string;
}

export interface PayloadIds {
  ids: PayloadId[];
  /** An `action_id` or `callback_id` that is not a string: the declared ids are not all known. */
  open: boolean;
}

/**
 * Elements that send `block_actions` when used outside an input block (and inside one only with
 * `dispatch_action: true`). Inputs that only carry a value into a view submission are not here.
 */
const INTERACTIVE_TYPES: ReadonlySet<string> = new Set([
  'button',
  'overflow',
  'feedback_buttons',
  'icon_button',
  'checkboxes',
  'radio_buttons',
  'datepicker',
  'timepicker',
  'datetimepicker',
  'static_select',
  'external_select',
  'users_select',
  'conversations_select',
  'channels_select',
  'multi_static_select',
  'multi_external_select',
  'multi_users_select',
  'multi_conversations_select',
  'multi_channels_select',
]);

/** The elements that ask the app for their options (a `block_suggestion`), wherever they are written. */
export const EXTERNAL_SELECT_TYPES: ReadonlySet<string> = new Set(['external_select', 'multi_external_select']);

/** The element types that never sit in an input block: interactive wherever the code writes them. */
export const ALWAYS_INTERACTIVE_TYPES: ReadonlySet<string> = new Set(['button', 'overflow', 'feedback_buttons', 'icon_button']);

/**
 * The ids a parsed payload file declares: its blocks, its views (a view written as a JSON string, as
 * views.publish accepts, is read too; its ids are placed on the string), its attachments.
 */
export function payloadIds(value: unknown): PayloadIds {
  const out: PayloadIds = { ids: [], open: false };
  walk(value, '', false, out, undefined);
  return out;
}

function walk(node: unknown, pointer: string, inInput: boolean, out: PayloadIds, placedAt: string | undefined): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${pointer}/${index}`, inInput, out, placedAt));
    return;
  }
  if (!isRecord(node)) return;
  const type = typeof node['type'] === 'string' ? node['type'] : undefined;
  // An input block's element carries a value to the submission; it sends an action only when dispatching.
  const input = type === 'input' ? node['dispatch_action'] !== true : inInput;
  for (const key of ['action_id', 'callback_id'] as const) {
    if (!(key in node)) continue;
    const name = node[key];
    if (typeof name !== 'string') {
      out.open = true;
      continue;
    }
    out.ids.push({
      key,
      name,
      pointer: placedAt ?? `${pointer}/${key}`,
      interactive: key === 'action_id' && !inInput && type !== undefined && INTERACTIVE_TYPES.has(type),
      ...(type !== undefined ? { objectType: type } : {}),
    });
  }
  for (const [key, child] of Object.entries(node)) {
    const at = `${pointer}/${escapeSegment(key)}`;
    if (typeof child === 'string' && key === 'view') walk(decode(child), at, false, out, placedAt ?? at);
    else if (typeof child === 'object' && child !== null) walk(child, at, key === 'element' ? input : type === 'input' ? false : inInput, out, placedAt);
  }
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
