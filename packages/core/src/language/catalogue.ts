import { eventHover, scopeHover } from '../catalogue/describe.js';
import type { KindId } from '../kinds/kind.js';
import { KIND_REGISTRY } from '../kinds/registry.js';
import { parsePointer } from '../source/pointer.js';

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
 * Hover text the kind gives for the value at `pointer`, beyond its schema's: in a manifest, an item of a
 * scope list (`/oauth_config/scopes/bot/3`) or of an event list (`/settings/event_subscriptions/bot_events/0`).
 */
export function catalogueHoverAt(kind: KindId, value: unknown, pointer: string): string | undefined {
  try {
    if (typeof pointer !== 'string') return undefined;
    return KIND_REGISTRY.byId(kind)?.language.hoverAt?.(value, parsePointer(pointer));
  } catch {
    return undefined;
  }
}
