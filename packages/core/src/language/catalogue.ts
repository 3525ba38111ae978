import { eventHover, scopeHover } from '../catalogue/describe.js';
import { EVENT_LISTS, SCOPE_LISTS } from '../catalogue/manifest.js';
import type { KindId } from '../kinds/kind.js';
import { parsePointer, valueAt } from '../source/pointer.js';

/**
 * Hover text (Markdown) for a catalogue name: a scope says its token types, the events it grants and
 * the methods that need it; an event says what it is and the scopes that grant it. Undefined for a
 * name the catalogue does not know.
 */
export function scopeInfo(name: string): string | undefined {
  return typeof name === 'string' ? scopeHover(name) : undefined;
}

export function eventInfo(name: string): string | undefined {
  return typeof name === 'string' ? eventHover(name) : undefined;
}

/**
 * Hover text for the value at `pointer` of a manifest, when it is an item of a scope list
 * (`/oauth_config/scopes/bot/3`) or of an event list (`/settings/event_subscriptions/bot_events/0`).
 */
export function catalogueHoverAt(kind: KindId, value: unknown, pointer: string): string | undefined {
  try {
    if (kind !== 'manifest' || typeof pointer !== 'string') return undefined;
    const segments = parsePointer(pointer);
    if (segments.length !== 4 || !/^\d+$/.test(segments[3] ?? '')) return undefined;
    const name = valueAt(value, pointer);
    if (typeof name !== 'string') return undefined;
    const [group, holder, list] = segments;
    if (group === 'oauth_config' && holder === 'scopes' && (SCOPE_LISTS as readonly string[]).includes(list ?? '')) return scopeHover(name);
    if (group === 'settings' && holder === 'event_subscriptions' && (EVENT_LISTS as readonly string[]).includes(list ?? '')) return eventHover(name);
    return undefined;
  } catch {
    return undefined;
  }
}
