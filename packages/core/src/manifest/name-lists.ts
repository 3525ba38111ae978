/**
 * The manifest's scope and event lists, read with constant keys. `catalogue/manifest.ts` reads them by
 * a key that varies (`holder[list]`), which V8 answers on a slower path, the more so for lists a manifest
 * does not have (most have no `bot_optional` or `user_events`): it was a tenth of a small manifest's check.
 */
import type { EventList, ScopeList } from '../catalogue/manifest.js';
import { isRecord } from '../source/pointer.js';

const asList = (value: unknown): readonly unknown[] | undefined => (Array.isArray(value) ? value : undefined);

/** `listIn(scopes, list)` for the `oauth_config.scopes` holder (`scopesOf`). */
export function scopeListOf(scopes: unknown, list: ScopeList): readonly unknown[] | undefined {
  if (!isRecord(scopes)) return undefined;
  switch (list) {
    case 'bot':
      return asList(scopes['bot']);
    case 'bot_optional':
      return asList(scopes['bot_optional']);
    case 'user':
      return asList(scopes['user']);
    case 'user_optional':
      return asList(scopes['user_optional']);
  }
}

/** `listIn(subscriptions, list)` for the `settings.event_subscriptions` holder (`subscriptionsOf`). */
export function eventListOf(subscriptions: unknown, list: EventList): readonly unknown[] | undefined {
  if (!isRecord(subscriptions)) return undefined;
  return asList(list === 'bot_events' ? subscriptions['bot_events'] : subscriptions['user_events']);
}
