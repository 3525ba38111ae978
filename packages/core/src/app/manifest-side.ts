import { PLATFORM_NAMESPACES } from '../namespace.js';
import { EVENT_LISTS, SCOPE_LISTS, listIn, scopesOf, subscriptionsOf, type EventList, type ScopeList } from '../catalogue/manifest.js';
import { escapeSegment, isRecord } from '../source/pointer.js';

/** A name the manifest declares, with the pointer of the text that declares it. */
export interface Declared {
  name: string;
  pointer: string;
}

/**
 * What the manifest declares that the code meets. A family is `undefined` when it cannot be read whole
 * (not a list, an item that is not a string): the joins stay silent about it rather than guess.
 */
export interface AppManifest {
  commands: Declared[] | undefined;
  shortcuts: Declared[] | undefined;
  events: (Declared & { list: EventList })[] | undefined;
  functions: Declared[] | undefined;
  scopes: (Declared & { list: ScopeList })[] | undefined;
  /** `settings.interactivity.is_enabled`: true, false (or absent), or undefined when not a boolean. */
  interactivity: boolean | undefined;
  /** Whether `settings.interactivity` is written at all. */
  interactivityWritten: boolean;
  /** `settings.interactivity.message_menu_options_url` is written: options may be answered there, not by Bolt. */
  optionsUrl: boolean;
  /** `settings.socket_mode_enabled` as written; undefined when absent or not a boolean. */
  socketMode: boolean | undefined;
  /** Hosted on the platform's runtime (`function_runtime: slack`): its code is not Bolt code. */
  platformRuntime: boolean;
}

function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return current;
}

/** The strings of a list of objects' `key`, or undefined when any item does not say. */
function listOf(list: unknown, base: string, key: string): Declared[] | undefined {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return undefined;
  const out: Declared[] = [];
  for (const [index, item] of list.entries()) {
    const name = at(item, key);
    if (typeof name !== 'string') return undefined;
    out.push({ name, pointer: `${base}/${index}/${key}` });
  }
  return out;
}

/** Strings of the lists under one holder (the scope lists, the event lists); undefined when any is unreadable. */
function namesIn<L extends ScopeList | EventList>(holder: unknown, lists: readonly L[], base: string): (Declared & { list: L })[] | undefined {
  if (holder !== undefined && !isRecord(holder)) return undefined;
  const out: (Declared & { list: L })[] = [];
  for (const list of lists) {
    const raw = isRecord(holder) ? holder[list] : undefined;
    if (raw === undefined) continue;
    const items = listIn(holder, list);
    if (!items) return undefined;
    for (const [index, name] of items.entries()) {
      if (typeof name !== 'string') return undefined;
      out.push({ name, list, pointer: `${base}/${list}/${index}` });
    }
  }
  return out;
}

export function readAppManifest(manifest: Record<string, unknown>): AppManifest {
  const functions = manifest['functions'];
  const interactivity = at(manifest, 'settings', 'interactivity', 'is_enabled');
  const interactivityGroup = at(manifest, 'settings', 'interactivity');
  const socketMode = at(manifest, 'settings', 'socket_mode_enabled');
  const runtime = at(manifest, 'settings', 'function_runtime');
  return {
    commands: listOf(at(manifest, 'features', 'slash_commands'), '/features/slash_commands', 'command'),
    shortcuts: listOf(at(manifest, 'features', 'shortcuts'), '/features/shortcuts', 'callback_id'),
    events: namesIn(subscriptionsOf(manifest), EVENT_LISTS, '/settings/event_subscriptions'),
    functions:
      functions === undefined
        ? []
        : isRecord(functions)
          ? Object.keys(functions).map((name) => ({ name, pointer: `/functions/${escapeSegment(name)}` }))
          : undefined,
    scopes: namesIn(scopesOf(manifest), SCOPE_LISTS, '/oauth_config/scopes'),
    interactivity: interactivityOf(interactivityGroup, interactivity),
    interactivityWritten: interactivityGroup !== undefined,
    optionsUrl: at(interactivityGroup, 'message_menu_options_url') !== undefined,
    socketMode: typeof socketMode === 'boolean' ? socketMode : undefined,
    platformRuntime: typeof runtime === 'string' && PLATFORM_NAMESPACES.includes(runtime),
  };
}

/** Absent interactivity (or `is_enabled`) is off; a group that is not a mapping, or a flag that is not a boolean, is not known. */
function interactivityOf(group: unknown, enabled: unknown): boolean | undefined {
  if (group === undefined) return false;
  if (!isRecord(group)) return undefined;
  if (enabled === undefined) return false;
  return typeof enabled === 'boolean' ? enabled : undefined;
}
