import { eventFacts, type TokenType } from '../../catalogue/index.js';
import { EVENT_LISTS, listIn, requestedScopes, scopesOf, subscriptionsOf, tokenOf } from '../../catalogue/manifest.js';
import { defineRule } from '../../rules/define.js';
import { joinPointer } from '../../source/pointer.js';
import type { ManifestRule } from './rule.js';

type MissingScope = { event: string; scopes: string[]; token: TokenType };

/**
 * An event is delivered only when the installation grants one of its scopes (the catalogue's lists mean
 * "any of"). Bot events are judged against `oauth_config.scopes.bot`, user events against `.user`: the
 * optional lists must repeat their scopes in those lists anyway (`optional-scope-not-requested`).
 */
export const eventScopeMissingRule = defineRule<MissingScope>({
  id: 'event-scope-missing',
  defaultSeverity: 'error',
  description:
    'A subscribed event whose scope is not requested: bot events need one of their scopes in `oauth_config.scopes.bot`, user events in `oauth_config.scopes.user` (the service rejects the manifest).',
  fix: ({ data }) =>
    (data?.scopes ?? []).map((scope) => ({
      title: `Add \`${scope}\` to \`oauth_config.scopes.${data?.token ?? 'bot'}\``,
      edits: [{ op: 'append' as const, pointer: `/oauth_config/scopes/${data?.token ?? 'bot'}`, value: scope }],
    })),
  docs: {
    why: 'An event is delivered only when the app is granted one of its scopes; the platform refuses a manifest that subscribes without one.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
oauth_config:
  scopes:
    bot:
      - chat:write
settings:
  socket_mode_enabled: true
  event_subscriptions:
    bot_events:
      - app_mention
`,
    },
  },
});

export const eventScopeRules: ManifestRule = {
  rules: [eventScopeMissingRule],
  check({ manifest, report }) {
    const subscriptions = subscriptionsOf(manifest);
    for (const list of EVENT_LISTS) {
      const events = listIn(subscriptions, list);
      if (!events) continue;
      const token = tokenOf(list);
      // What the installation grants, read only for an event that needs a scope.
      let granted: Granted | undefined;
      for (let index = 0; index < events.length; index++) {
        const event = events[index];
        const facts = typeof event === 'string' ? eventFacts(event) : undefined;
        if (!facts || facts.scopes.length === 0 || grantsAny((granted ??= grantedScopes(manifest, token)), facts.scopes)) continue;
        const names = facts.scopes.map((scope) => `\`${scope}\``);
        const needs = names.length === 1 ? `the ${token} scope ${names[0]}` : `one of the ${token} scopes ${names.join(', ')}`;
        report(eventScopeMissingRule, {
          pointer: joinPointer('/settings/event_subscriptions', list, index),
          target: 'value',
          message: `The event \`${facts.name}\` needs ${needs}; add it to \`oauth_config.scopes.${token}\`.`,
          data: { event: facts.name, scopes: [...facts.scopes], token },
        });
      }
    }
  },
};

/** Lists up to this long are searched rather than turned into a `Set`. */
const SEARCHED = 16;

/** A token's requested scopes: the list itself when it is short, else `requestedScopes`' Set. */
type Granted = readonly unknown[] | ReadonlySet<string>;

function grantedScopes(manifest: Record<string, unknown>, token: TokenType): Granted {
  const list = listIn(scopesOf(manifest), token);
  return list && list.length <= SEARCHED ? list : requestedScopes(manifest, token);
}

/**
 * Whether any of the event's scopes is granted. A list is searched as it is: the event's scopes are
 * strings, so a non-string item never matches, as the Set of the list's strings would answer.
 */
function grantsAny(granted: Granted, scopes: readonly string[]): boolean {
  for (let i = 0; i < scopes.length; i++) {
    if (Array.isArray(granted) ? granted.includes(scopes[i]) : (granted as ReadonlySet<string>).has(scopes[i]!)) return true;
  }
  return false;
}
