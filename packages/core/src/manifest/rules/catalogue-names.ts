import {
  CATALOGUE_DATE,
  deprecatedEvent,
  deprecatedScope,
  eventFacts,
  eventNames,
  isOtherTokenScope,
  isRtmOnlyEvent,
  isScopeOf,
  methodsNeeding,
  scopeNames,
  type TokenType,
} from '../../catalogue/index.js';
import { misspeltEvent, misspeltScope } from '../../catalogue/near-miss.js';
import { EVENT_LISTS, listIn, SCOPE_LISTS, scopesOf, subscriptionsOf, tokenOf } from '../../catalogue/manifest.js';
import { defineRule } from '../../rules/define.js';
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

const misspeltScopeRule = defineRule<NameData & { list?: string }>({
  id: 'misspelt-scope',
  defaultSeverity: 'error',
  description:
    'A scope one or two edits from a scope the catalogue knows (`chat:wirte`): the service rejects it ("Illegal bot scopes found"); the fix renames it.',
  fix: renameFix,
  docs: {
    why: 'The platform refuses a manifest with a scope it does not know ("Illegal bot scopes found"), and a typo is the usual cause; the fix renames it.',
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
      - chat:wirte
`,
    },
  },
});
const scopeWrongTokenRule = defineRule<NameData & { list?: string }>({
  id: 'scope-wrong-token',
  defaultSeverity: 'error',
  description:
    'A user scope in a bot list or a bot scope in a user list, where the scope lists and the methods agree that the token type cannot have it (the service rejects it as an illegal scope).',
  docs: {
    why: 'Bot and user tokens are granted different scopes; the platform refuses a scope in the list of a token that cannot have it.',
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
      - search:read
`,
    },
  },
});
const unknownScopeRule = defineRule<NameData & { list?: string }>({
  id: 'unknown-scope',
  defaultSeverity: 'warning',
  description:
    'A scope the catalogue does not know, far from every known one, or whose token type the sources dispute, or a configuration or app-level scope. A warning: the platform adds scopes after the catalogue’s date.',
  fix: renameFix,
  docs: {
    why: "The platform refuses scopes it does not know; a name far from every known scope may be newer than this check's catalogue, so it is a warning.",
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
      - reports:publish
`,
    },
  },
});
const misspeltEventRule = defineRule<NameData>({
  id: 'misspelt-event',
  defaultSeverity: 'error',
  description:
    'An event one or two edits from an Events API event the catalogue knows (`mesage.channels`): the service rejects it ("invalid event type"); the fix renames it.',
  fix: renameFix,
  docs: {
    why: 'The platform refuses an event it does not know ("invalid event type"), and a typo is the usual cause; the fix renames it.',
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
      - channels:history
settings:
  socket_mode_enabled: true
  event_subscriptions:
    bot_events:
      - mesage.channels
`,
    },
  },
});
const unknownEventRule = defineRule<NameData>({
  id: 'unknown-event',
  defaultSeverity: 'warning',
  description:
    'An event the Events API does not deliver: far from every known event, or an RTM-only event (the service rejects it with "invalid event type"). A warning: the platform adds events after the catalogue’s date.',
  fix: renameFix,
  docs: {
    why: "An event the Events API does not deliver never arrives; a name far from every known event may be newer than this check's catalogue, so it is a warning.",
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
settings:
  socket_mode_enabled: true
  event_subscriptions:
    bot_events:
      - report_published
`,
    },
  },
});
const deprecatedScopeRule = defineRule<NameData>({
  id: 'deprecated-scope',
  defaultSeverity: 'warning',
  description:
    'A deprecated or legacy scope (`chat:write:bot`, `files:write:user`, `identity.basic`, classic `bot`, `workflow.steps:execute`), with what replaced it.',
  fix: renameFix,
  docs: {
    why: 'Deprecated scopes stop working or are refused for new apps; the message names what replaced them.',
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
      - chat:write:bot
`,
    },
  },
});
const deprecatedEventRule = defineRule<NameData>({
  id: 'deprecated-event',
  defaultSeverity: 'warning',
  description:
    'A retired event (Steps from Apps, workspace apps) or an archive event that now arrives as a `message` subtype (`channel_archive`, `group_unarchive`, …), with what replaced it.',
  docs: {
    why: 'Retired events are no longer delivered; the message names what replaced them.',
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
      - channels:read
settings:
  socket_mode_enabled: true
  event_subscriptions:
    bot_events:
      - channel_archive
`,
    },
  },
});

const rules = [misspeltScopeRule, scopeWrongTokenRule, unknownScopeRule, misspeltEventRule, unknownEventRule, deprecatedScopeRule, deprecatedEventRule];

/**
 * Did-you-mean costs an edit-distance pass over the catalogue; a synthetic manifest with a thousand
 * made-up scopes made that a pause one could feel. Past this many unknown names per manifest, the rest are still
 * reported, without a suggestion (a typo is one or two names, not hundreds).
 */
const MAX_SUGGESTIONS = 10;

type Suggest = (name: string, candidates: readonly string[]) => string | undefined;

function suggester(): Suggest {
  let left = MAX_SUGGESTIONS;
  return (name, candidates) => (left-- > 0 ? closest(name, candidates) : undefined);
}

interface ScopeFinding {
  rule: typeof misspeltScopeRule | typeof scopeWrongTokenRule | typeof unknownScopeRule;
  message: string;
  suggestion?: string;
}

/**
 * What an unknown name in a scope list is. A typo of a known scope and a scope of the other token type
 * are errors: the service refuses both ("Illegal bot scopes found", slack-cli internal/api/app_test.go).
 * The other token type only where no method page lists the scope for this one: the methods' pages still
 * give `channels:write` to bots, and the platform's own integration manifests request it as one, so a
 * disputed scope is a warning. A name far from every known scope is a warning: the catalogue lags.
 */
function scopeFinding(scope: string, list: string, token: TokenType, names: readonly unknown[], suggest: Suggest): ScopeFinding {
  const them = other(token);
  if (isScopeOf(scope, them)) {
    const disputed = methodsNeeding(scope, token).length > 0;
    const message = `\`${scope}\` is a ${them} scope, not a ${token} scope, in the catalogue (${CATALOGUE_DATE}); move it to \`oauth_config.scopes.${them}\` or request the ${token} scope that grants what the app needs.`;
    return { rule: disputed ? unknownScopeRule : scopeWrongTokenRule, message };
  }
  if (isOtherTokenScope(scope)) {
    return {
      rule: unknownScopeRule,
      message: `\`${scope}\` is a scope of configuration or app-level tokens, which the app's settings create; no \`oauth_config.scopes\` list grants it.`,
    };
  }
  const where = `\`oauth_config.scopes.${list}\` lists \`${scope}\`, which is not a ${token} scope in the catalogue (${CATALOGUE_DATE})`;
  const typo = misspeltScope(scope, token);
  if (typo?.token === token) {
    // Renamed to a scope the list already has, it would be a duplicate: then the fix is to delete it.
    return names.includes(typo.scope)
      ? { rule: misspeltScopeRule, message: `${where}; did you mean \`${typo.scope}\`? The list already requests it: remove this one.` }
      : { rule: misspeltScopeRule, message: `${where}; did you mean \`${typo.scope}\`?`, suggestion: typo.scope };
  }
  if (typo) {
    // Renaming it to the other token's scope would trade this error for another: the message says both steps.
    return {
      rule: misspeltScopeRule,
      message: `${where}; did you mean \`${typo.scope}\`? It is a ${typo.token} scope: request it in \`oauth_config.scopes.${typo.token}\`.`,
    };
  }
  const suggestion = suggest(scope, scopeNames(token));
  return suggestion
    ? { rule: unknownScopeRule, message: `${where}; did you mean \`${suggestion}\`?`, suggestion }
    : { rule: unknownScopeRule, message: `${where}; the service rejects scopes it does not know ("Illegal ${token} scopes found").` };
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
          report(deprecatedScopeRule, {
            pointer,
            target: 'value',
            message: `\`${scope}\` is deprecated: ${deprecation.reason}${instead}.`,
            data: single ? { name: scope, suggestion: single } : { name: scope },
          });
          continue;
        }
        const { rule, message, suggestion } = scopeFinding(scope, list, token, names, suggest);
        report(rule, {
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
          report(deprecatedEventRule, {
            pointer,
            target: 'value',
            message: `\`${event}\` is ${deprecation.reason}${instead}.`,
            data: { name: event },
          });
          continue;
        }
        if (isRtmOnlyEvent(event)) {
          report(unknownEventRule, {
            pointer,
            target: 'value',
            message: `\`${event}\` is an RTM API event: the Events API does not deliver it, and the service rejects it ("invalid event type").`,
            data: { name: event },
          });
          continue;
        }
        const where = `\`settings.event_subscriptions.${list}\` lists \`${event}\`, which is not an Events API event in the catalogue (${CATALOGUE_DATE})`;
        // A typo of a known event is refused ("invalid event type"); a name far from all may be newer than the catalogue.
        const typo = misspeltEvent(event);
        if (typo) {
          const listed = events.includes(typo);
          report(misspeltEventRule, {
            pointer,
            target: 'value',
            message: listed ? `${where}; did you mean \`${typo}\`? The list already has it: remove this one.` : `${where}; did you mean \`${typo}\`?`,
            data: listed ? { name: event } : { name: event, suggestion: typo },
          });
          continue;
        }
        const suggestion = suggest(event, eventNames());
        report(unknownEventRule, {
          pointer,
          target: 'value',
          message: suggestion ? `${where}; did you mean \`${suggestion}\`?` : `${where}; the service rejects unknown events ("invalid event type").`,
          data: suggestion ? { name: event, suggestion } : { name: event },
        });
      }
    }
  },
};
