import { eventFacts, type TokenType } from '../../catalogue/index.js';
import { EVENT_LISTS, eventList, requestedScopes, tokenOf } from '../../catalogue/manifest.js';
import { defineRule } from '../../rules/define.js';
import { joinPointer } from '../../source/pointer.js';
import type { ManifestRule } from './rule.js';

type MissingScope = { event: string; scopes: string[]; token: TokenType };

/**
 * An event is delivered only when the installation grants one of its scopes (the catalogue's lists mean
 * "any of"). Bot events are judged against `oauth_config.scopes.bot`, user events against `.user`: the
 * optional lists must repeat their scopes in those lists anyway (`optional-scope-not-requested`).
 */
export const eventScopeRules: ManifestRule = {
  rules: [
    defineRule<MissingScope>({
      id: 'event-scope-missing',
      defaultSeverity: 'error',
      description:
        'A subscribed event whose scope is not requested: bot events need one of their scopes in `oauth_config.scopes.bot`, user events in `oauth_config.scopes.user` (the service rejects the manifest).',
      fix: ({ data }) =>
        (data?.scopes ?? []).map((scope) => ({
          title: `Add \`${scope}\` to \`oauth_config.scopes.${data?.token ?? 'bot'}\``,
          edits: [{ op: 'append' as const, pointer: `/oauth_config/scopes/${data?.token ?? 'bot'}`, value: scope }],
        })),
    }),
  ],
  check({ manifest, report }) {
    for (const list of EVENT_LISTS) {
      const events = eventList(manifest, list);
      if (!events) continue;
      const token = tokenOf(list);
      const granted = requestedScopes(manifest, token);
      events.forEach((event, index) => {
        const facts = typeof event === 'string' ? eventFacts(event) : undefined;
        if (!facts || facts.scopes.length === 0 || facts.scopes.some((scope) => granted.has(scope))) return;
        const names = facts.scopes.map((scope) => `\`${scope}\``);
        const needs = names.length === 1 ? `the ${token} scope ${names[0]}` : `one of the ${token} scopes ${names.join(', ')}`;
        report({
          rule: 'event-scope-missing',
          pointer: joinPointer('/settings/event_subscriptions', list, index),
          target: 'value',
          message: `The event \`${facts.name}\` needs ${needs}; add it to \`oauth_config.scopes.${token}\`.`,
          data: { event: facts.name, scopes: [...facts.scopes], token },
        });
      });
    }
  },
};
