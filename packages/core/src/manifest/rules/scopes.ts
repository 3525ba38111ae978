import { isRecord, joinPointer } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

export const optionalScopeNotRequestedRule = defineRule<{ scope: string; list: 'bot' | 'user' }>({
  id: 'optional-scope-not-requested',
  defaultSeverity: 'error',
  description: 'A `bot_optional`/`user_optional` scope is missing from the `bot`/`user` scope list.',
  fix: ({ data }) =>
    data
      ? [
          {
            title: `Add \`${data.scope}\` to \`oauth_config.scopes.${data.list}\``,
            edits: [{ op: 'append', pointer: `/oauth_config/scopes/${data.list}`, value: data.scope }],
          },
        ]
      : [],
  docs: {
    why: 'An optional scope must also be listed among the requested scopes; the platform refuses a manifest whose optional scopes are not.',
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
    bot_optional:
      - channels:read
`,
    },
  },
});

/** An optional scope is one the app can work without, so it must also be requested in the matching list. */
export const scopeRules: ManifestRule = {
  rules: [optionalScopeNotRequestedRule],
  check({ manifest, report }) {
    const oauth = manifest['oauth_config'];
    const scopes = isRecord(oauth) ? oauth['scopes'] : undefined;
    if (!isRecord(scopes)) return;
    for (const list of ['bot', 'user'] as const) {
      // A constant key: a key built by a template is a new string, interned on every look-up.
      const optional = scopes[list === 'bot' ? 'bot_optional' : 'user_optional'];
      if (!Array.isArray(optional)) continue;
      // A set: both lists may hold 255 scopes, and a search of one per item of the other was quadratic.
      const requested = new Set(Array.isArray(scopes[list]) ? (scopes[list] as unknown[]) : []);
      optional.forEach((scope, index) => {
        if (typeof scope !== 'string' || requested.has(scope)) return;
        report(optionalScopeNotRequestedRule, {
          pointer: joinPointer('/oauth_config/scopes', `${list}_optional`, index),
          target: 'value',
          message: `\`oauth_config.scopes.${list}_optional\` lists \`${scope}\`, which is not in \`oauth_config.scopes.${list}\`; add it there too.`,
          data: { scope, list },
        });
      });
    }
  },
};
