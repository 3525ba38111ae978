import {
  CATALOGUE_DATE,
  deprecatedEvent,
  deprecatedScope,
  eventFacts,
  eventNames,
  isOtherTokenScope,
  isRtmOnlyEvent,
  isScopeOf,
  scopeNames,
  type TokenType,
} from '../../catalogue/index.js';
import { EVENT_LISTS, listIn, SCOPE_LISTS, scopesOf, subscriptionsOf, tokenOf } from '../../catalogue/manifest.js';
import { defineRule, ruleLookup } from '../../rules/define.js';
import type { Fix } from '../../rules/fix.js';
import { closest } from '../../schema/suggest.js';
import type { ManifestRule } from './rule.js';

type NameData = { name: string; suggestion?: string };

const quote = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');
const other = (token: TokenType): TokenType => (token === 'bot' ? 'user' : 'bot');

/** Replaces a misspelt name with the suggestion, when there is one. */
function renameFix(problem: { pointer: string; data?: NameData }): Fix[] {
  const suggestion = problem.data?.suggestion;
  return suggestion ? [{ title: `Change to \`${suggestion}\``, edits: [{ op: 'set', pointer: problem.pointer, value: suggestion }] }] : [];
}

const rules = [
  defineRule<NameData & { list?: string }>({
    id: 'unknown-scope',
    defaultSeverity: 'warning',
    description:
      'A scope the catalogue does not know for its token type (a misspelling, a user scope in a bot list or the other way round, a configuration or app-level scope). A warning: the platform adds scopes after the catalogue’s date.',
    fix: renameFix,
  }),
  defineRule<NameData>({
    id: 'unknown-event',
    defaultSeverity: 'warning',
    description:
      'An event the Events API does not deliver: a misspelling, or an RTM-only event (the service rejects both with "invalid event type"). A warning: the platform adds events after the catalogue’s date.',
    fix: renameFix,
  }),
  defineRule<NameData>({
    id: 'deprecated-scope',
    defaultSeverity: 'warning',
    description:
      'A deprecated or legacy scope (`chat:write:bot`, `files:write:user`, `identity.basic`, classic `bot`, `workflow.steps:execute`), with what replaced it.',
    fix: renameFix,
  }),
  defineRule<NameData>({
    id: 'deprecated-event',
    defaultSeverity: 'warning',
    description:
      'A retired event (Steps from Apps, workspace apps) or an archive event that now arrives as a `message` subtype (`channel_archive`, `group_unarchive`, …), with what replaced it.',
  }),
];
const rule = ruleLookup(rules, 'catalogue-names');

/**
 * Did-you-mean costs an edit-distance pass over the catalogue; a synthetic manifest with a thousand
 * made-up scopes made that 300 ms. Past this many unknown names per manifest, the rest are still
 * reported, without a suggestion (a typo is one or two names, not hundreds).
 */
const MAX_SUGGESTIONS = 10;

type Suggest = (name: string, candidates: readonly string[]) => string | undefined;

function suggester(): Suggest {
  let left = MAX_SUGGESTIONS;
  return (name, candidates) => (left-- > 0 ? closest(name, candidates) : undefined);
}

function scopeMessage(scope: string, list: string, token: TokenType, suggest: Suggest): { message: string; suggestion?: string } {
  if (isScopeOf(scope, other(token))) {
    return {
      message: `\`${scope}\` is a ${other(token)} scope, not a ${token} scope, in the catalogue (${CATALOGUE_DATE}); move it to \`oauth_config.scopes.${other(token)}\` or request the ${token} scope that grants what the app needs.`,
    };
  }
  if (isOtherTokenScope(scope)) {
    return {
      message: `\`${scope}\` is a scope of configuration or app-level tokens, which the app's settings create; no \`oauth_config.scopes\` list grants it.`,
    };
  }
  const suggestion = suggest(scope, scopeNames(token));
  const where = `\`oauth_config.scopes.${list}\` lists \`${scope}\`, which is not a ${token} scope in the catalogue (${CATALOGUE_DATE})`;
  return suggestion
    ? { message: `${where}; did you mean \`${suggestion}\`?`, suggestion }
    : { message: `${where}; the service rejects scopes it does not know ("Illegal ${token} scopes found").` };
}

/** Scope and event names against the catalogue: unknown, in the wrong token list, deprecated. */
export const catalogueNameRules: ManifestRule = {
  rules,
  check({ manifest, report }) {
    const suggest = suggester();
    const scopes = scopesOf(manifest);
    for (const list of SCOPE_LISTS) {
      const token = tokenOf(list);
      const names = listIn(scopes, list);
      if (!names) continue;
      for (let index = 0; index < names.length; index++) {
        const scope = names[index];
        if (typeof scope !== 'string' || scope === '') continue;
        const deprecation = deprecatedScope(scope);
        // Most scopes are known: build nothing for them (this rule runs on every keystroke in the editor).
        if (!deprecation && isScopeOf(scope, token)) continue;
        // The list names need no escaping.
        const pointer = `/oauth_config/scopes/${list}/${index}`;
        if (deprecation) {
          // The fix renames it to its one replacement, unless the list already has that (a duplicate is no fix).
          const single = deprecation.replacedBy.length === 1 && !names.includes(deprecation.replacedBy[0]) ? deprecation.replacedBy[0] : undefined;
          const instead = deprecation.replacedBy.length > 0 ? `; request ${quote(deprecation.replacedBy)} instead` : '';
          report({
            rule: rule('deprecated-scope').id,
            pointer,
            target: 'value',
            message: `\`${scope}\` is deprecated: ${deprecation.reason}${instead}.`,
            data: single ? { name: scope, suggestion: single } : { name: scope },
          });
          continue;
        }
        const { message, suggestion } = scopeMessage(scope, list, token, suggest);
        report({
          rule: rule('unknown-scope').id,
          pointer,
          target: 'value',
          message,
          data: suggestion ? { name: scope, suggestion, list } : { name: scope, list },
        });
      }
    }
    const subscriptions = subscriptionsOf(manifest);
    for (const list of EVENT_LISTS) {
      const events = listIn(subscriptions, list);
      if (!events) continue;
      for (let index = 0; index < events.length; index++) {
        const event = events[index];
        if (typeof event !== 'string' || event === '' || eventFacts(event)) continue;
        const pointer = `/settings/event_subscriptions/${list}/${index}`;
        const deprecation = deprecatedEvent(event);
        if (deprecation) {
          const instead = deprecation.replacedBy.length > 0 ? `; subscribe to ${quote(deprecation.replacedBy)} instead` : '';
          report({
            rule: rule('deprecated-event').id,
            pointer,
            target: 'value',
            message: `\`${event}\` is ${deprecation.reason}${instead}.`,
            data: { name: event },
          });
          continue;
        }
        if (isRtmOnlyEvent(event)) {
          report({
            rule: rule('unknown-event').id,
            pointer,
            target: 'value',
            message: `\`${event}\` is an RTM API event: the Events API does not deliver it, and the service rejects it ("invalid event type").`,
            data: { name: event },
          });
          continue;
        }
        const suggestion = suggest(event, eventNames());
        const where = `\`settings.event_subscriptions.${list}\` lists \`${event}\`, which is not an Events API event in the catalogue (${CATALOGUE_DATE})`;
        report({
          rule: rule('unknown-event').id,
          pointer,
          target: 'value',
          message: suggestion ? `${where}; did you mean \`${suggestion}\`?` : `${where}; the service rejects unknown events ("invalid event type").`,
          data: suggestion ? { name: event, suggestion } : { name: event },
        });
      }
    }
  },
};
