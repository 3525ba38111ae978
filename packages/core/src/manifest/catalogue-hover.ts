import { eventHover, scopeHover } from '../catalogue/describe.js';
import { EVENT_LISTS, SCOPE_LISTS } from '../catalogue/manifest.js';
import { valueAt, formatPointer } from '../source/pointer.js';

/**
 * Hover text for an item of a scope list (`/oauth_config/scopes/bot/3`) or of an event list
 * (`/settings/event_subscriptions/bot_events/0`): what the scope unlocks, which scopes grant the event.
 * Undefined elsewhere, and for a name the catalogue does not know.
 */
export function catalogueHover(manifest: unknown, segments: readonly string[]): string | undefined {
  if (segments.length !== 4 || !/^\d+$/.test(segments[3] ?? '')) return undefined;
  const name = valueAt(manifest, formatPointer(segments));
  if (typeof name !== 'string') return undefined;
  const [group, holder, list] = segments;
  if (group === 'oauth_config' && holder === 'scopes' && (SCOPE_LISTS as readonly string[]).includes(list ?? '')) return scopeHover(name);
  if (group === 'settings' && holder === 'event_subscriptions' && (EVENT_LISTS as readonly string[]).includes(list ?? '')) return eventHover(name);
  return undefined;
}
