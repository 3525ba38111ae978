/** Where a manifest keeps the names the catalogue judges: its scope lists and its event subscriptions. */
import { isRecord } from '../source/pointer.js';
import type { TokenType } from './index.js';

export const SCOPE_LISTS = ['bot', 'bot_optional', 'user', 'user_optional'] as const;
export type ScopeList = (typeof SCOPE_LISTS)[number];

export const EVENT_LISTS = ['bot_events', 'user_events'] as const;
export type EventList = (typeof EVENT_LISTS)[number];

/** The token type a scope list or an event list is for. */
export function tokenOf(list: ScopeList | EventList): TokenType {
  return list.startsWith('bot') ? 'bot' : 'user';
}

/**
 * `oauth_config.scopes`, which holds the scope lists; a rule that reads every list finds it once.
 * Written with constant keys: a look-up by a key that varies takes V8's slow path.
 */
export function scopesOf(manifest: unknown): unknown {
  const oauth = isRecord(manifest) ? manifest['oauth_config'] : undefined;
  return isRecord(oauth) ? oauth['scopes'] : undefined;
}

/** `settings.event_subscriptions`, which holds the event lists. */
export function subscriptionsOf(manifest: unknown): unknown {
  const settings = isRecord(manifest) ? manifest['settings'] : undefined;
  return isRecord(settings) ? settings['event_subscriptions'] : undefined;
}

/**
 * The list under `key` of a holder from `scopesOf` or `subscriptionsOf`, or undefined when it is absent or
 * not a list (the schema says so). Each key is read as a constant: a varying key (`holder[key]`) took V8's
 * slow path, most of all for the lists a manifest does not have, a tenth of a small manifest's check.
 */
export function listIn(holder: unknown, key: ScopeList | EventList): readonly unknown[] | undefined {
  if (!isRecord(holder)) return undefined;
  let value: unknown;
  switch (key) {
    case 'bot':
      value = holder['bot'];
      break;
    case 'bot_optional':
      value = holder['bot_optional'];
      break;
    case 'user':
      value = holder['user'];
      break;
    case 'user_optional':
      value = holder['user_optional'];
      break;
    case 'bot_events':
      value = holder['bot_events'];
      break;
    case 'user_events':
      value = holder['user_events'];
      break;
  }
  return Array.isArray(value) ? value : undefined;
}

/** A list at `oauth_config.scopes.<list>`. */
export function scopeList(manifest: unknown, list: ScopeList): readonly unknown[] | undefined {
  return listIn(scopesOf(manifest), list);
}

/** A list at `settings.event_subscriptions.<list>`. */
export function eventList(manifest: unknown, list: EventList): readonly unknown[] | undefined {
  return listIn(subscriptionsOf(manifest), list);
}

/** The string scopes of a token type's required list (`bot` or `user`): what an installation grants. */
export function requestedScopes(manifest: unknown, token: TokenType): ReadonlySet<string> {
  return new Set((scopeList(manifest, token) ?? []).filter((scope): scope is string => typeof scope === 'string'));
}
