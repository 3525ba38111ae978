import { requestedScopes, scopeList } from '../../catalogue/manifest.js';
import { defineRule, type Rule } from '../../rules/define.js';
import { isRecord } from '../../source/pointer.js';
import type { ManifestRule } from './rule.js';

type MissingScopes = { scopes: string[]; list: 'bot' | 'user' };

const appendFix: Rule<MissingScopes>['fix'] = ({ data }) =>
  data && data.scopes.length > 0
    ? [
        {
          title: `Add ${data.scopes.map((scope) => `\`${scope}\``).join(' and ')} to \`oauth_config.scopes.${data.list}\``,
          edits: data.scopes.map((scope) => ({ op: 'append' as const, pointer: `/oauth_config/scopes/${data.list}`, value: scope })),
        },
      ]
    : [];

/** A manifest feature and the scopes it needs; `either` accepts the scope in the user list too. */
interface FeatureNeed {
  rule: Rule<MissingScopes>;
  pointer: string;
  /** The feature as the message names it. */
  feature: string;
  scopes: readonly string[];
  either?: boolean;
  /** Whether the manifest has the feature; `features` and `settings` are its groups when they are mappings. */
  present(manifest: Record<string, unknown>, features: Groups['features'], settings: Groups['settings']): boolean;
  why: string;
}

function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  return current;
}
interface Groups {
  features: Record<string, unknown> | undefined;
  settings: Record<string, unknown> | undefined;
}

const nonEmptyList = (value: unknown): boolean => Array.isArray(value) && value.length > 0;
const nonEmptyRecord = (value: unknown): boolean => isRecord(value) && Object.keys(value).length > 0;

const commands = defineRule<MissingScopes>({
  id: 'commands-scope-missing',
  defaultSeverity: 'error',
  description: 'Slash commands without the bot scope `commands` (the service rejects the manifest: `requires_commands_bot_scope`).',
  fix: appendFix,
  docs: {
    why: 'Slash commands need the bot scope `commands`; the platform refuses the manifest (`requires_commands_bot_scope`).',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  slash_commands:
    - command: /deploy
      description: Deploy the app
oauth_config:
  scopes:
    bot:
      - chat:write
`,
    },
  },
});
const shortcuts = defineRule<MissingScopes>({
  id: 'shortcuts-scope-missing',
  defaultSeverity: 'warning',
  description: 'Shortcuts without the bot scope `commands`, which adds shortcuts and slash commands.',
  fix: appendFix,
  docs: {
    why: 'Shortcuts are added through the bot scope `commands`; without it users cannot see them.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  shortcuts:
    - name: File a report
      type: global
      callback_id: file_report
      description: Files a report
oauth_config:
  scopes:
    bot:
      - chat:write
`,
    },
  },
});
const unfurl = defineRule<MissingScopes>({
  id: 'unfurl-scope-missing',
  defaultSeverity: 'warning',
  description: '`features.unfurl_domains` without `links:read` (to receive `link_shared`) or `links:write` (to call `chat.unfurl`).',
  fix: appendFix,
  docs: {
    why: 'Unfurling needs `links:read` to receive the links and `links:write` to answer them; without them the app never unfurls.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  unfurl_domains:
    - example.com
oauth_config:
  scopes:
    bot:
      - chat:write
`,
    },
  },
});
const datastore = defineRule<MissingScopes>({
  id: 'datastore-scope-missing',
  defaultSeverity: 'warning',
  description: 'Datastores without the bot scopes `datastore:read` and `datastore:write`.',
  fix: appendFix,
  docs: {
    why: 'The datastore methods need `datastore:read` and `datastore:write`; without them every call fails.',
    example: {
      file: 'manifest.yaml',
      text: `_metadata:
  major_version: 2
display_information:
  name: Helper
settings:
  function_runtime: remote
  org_deploy_enabled: true
oauth_config:
  scopes:
    bot:
      - chat:write
features:
  bot_user:
    display_name: helper
datastores:
  reports:
    primary_key: id
    attributes:
      id:
        type: string
`,
    },
  },
});
const webhook = defineRule<MissingScopes>({
  id: 'incoming-webhook-scope-missing',
  defaultSeverity: 'warning',
  description: 'Incoming webhooks enabled without the scope `incoming-webhook`.',
  fix: appendFix,
  docs: {
    why: 'Installing the app creates a webhook only with the `incoming-webhook` scope; without it there is no webhook to post to.',
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
  incoming_webhooks:
    incoming_webhooks_enabled: true
`,
    },
  },
});
const assistant = defineRule<MissingScopes>({
  id: 'assistant-scope-missing',
  defaultSeverity: 'warning',
  description: '`features.assistant_view` or `features.agent_view` without the bot scope `assistant:write` (`assistant.threads.*`, `app_context_changed`).',
  fix: appendFix,
  docs: {
    why: 'The assistant and agent views need `assistant:write` for their thread methods and events; without it they do not work.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
features:
  bot_user:
    display_name: helper
  agent_view:
    agent_description: Answers questions about reports
oauth_config:
  scopes:
    bot:
      - chat:write
`,
    },
  },
});
const metadata = defineRule<MissingScopes>({
  id: 'metadata-scope-missing',
  defaultSeverity: 'error',
  description:
    '`settings.event_subscriptions.metadata_subscriptions` without the bot scope `metadata.message:read`, which the `message_metadata_*` events need.',
  fix: appendFix,
  docs: {
    why: 'Message metadata events are delivered only with `metadata.message:read`; without it the subscription never fires.',
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
    metadata_subscriptions:
      - app_id: A0123ABCD
        event_type: report_published
`,
    },
  },
});
const botUser = defineRule({
  id: 'bot-user-missing',
  defaultSeverity: 'error',
  description: 'Bot scopes are requested but `features.bot_user` is missing; bot scopes need a bot user.',
  docs: {
    why: "Bot scopes are granted to the app's bot user; without `features.bot_user` there is no bot to hold them.",
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
oauth_config:
  scopes:
    bot:
      - chat:write
`,
    },
  },
});

const NEEDS: readonly FeatureNeed[] = [
  {
    rule: commands,
    pointer: '/features/slash_commands',
    feature: 'Slash commands',
    scopes: ['commands'],
    present: (_, features) => nonEmptyList(features?.['slash_commands']),
    why: 'the service rejects the manifest (`requires_commands_bot_scope`)',
  },
  {
    rule: shortcuts,
    pointer: '/features/shortcuts',
    feature: 'Shortcuts',
    scopes: ['commands'],
    // Slash commands without `commands` already say the same, as an error.
    present: (_, features) => nonEmptyList(features?.['shortcuts']) && !nonEmptyList(features?.['slash_commands']),
    why: '`commands` is the scope that adds shortcuts and slash commands',
  },
  {
    rule: unfurl,
    pointer: '/features/unfurl_domains',
    feature: 'Unfurl domains',
    scopes: ['links:read', 'links:write'],
    either: true,
    present: (_, features) => nonEmptyList(features?.['unfurl_domains']),
    why: '`links:read` delivers `link_shared` and `links:write` allows `chat.unfurl`',
  },
  {
    rule: datastore,
    pointer: '/datastores',
    feature: 'Datastores',
    scopes: ['datastore:read', 'datastore:write'],
    present: (m) => nonEmptyRecord(m['datastores']),
    why: 'the `apps.datastore.*` methods need them',
  },
  {
    rule: webhook,
    pointer: '/settings/incoming_webhooks/incoming_webhooks_enabled',
    feature: 'Incoming webhooks',
    scopes: ['incoming-webhook'],
    either: true,
    present: (_, __, settings) => at(settings?.['incoming_webhooks'], 'incoming_webhooks_enabled') === true,
    why: 'installing the app creates a webhook only with this scope',
  },
  {
    rule: assistant,
    pointer: '/features/assistant_view',
    feature: 'The assistant view',
    scopes: ['assistant:write'],
    present: (_, features) => isRecord(features?.['assistant_view']),
    why: '`assistant.threads.*` and `app_context_changed` need it',
  },
  {
    rule: assistant,
    pointer: '/features/agent_view',
    feature: 'The agent view',
    scopes: ['assistant:write'],
    present: (_, features) => isRecord(features?.['agent_view']),
    why: '`assistant.threads.*` and `app_context_changed` need it',
  },
  {
    rule: metadata,
    pointer: '/settings/event_subscriptions/metadata_subscriptions',
    feature: 'Metadata subscriptions',
    scopes: ['metadata.message:read'],
    present: (_, __, settings) => nonEmptyList(at(settings?.['event_subscriptions'], 'metadata_subscriptions')),
    why: 'the `message_metadata_*` events are delivered only with it',
  },
];

/** Manifest features that only work with certain scopes, and bot scopes that need a bot user. */
export const featureScopeRules: ManifestRule = {
  rules: [commands, shortcuts, unfurl, datastore, webhook, assistant, metadata, botUser],
  check({ manifest, report }) {
    // The scope sets are built only when a feature asks for them: most manifests have none of these features.
    let bot: ReadonlySet<string> | undefined;
    let user: ReadonlySet<string> | undefined;
    const features = isRecord(manifest['features']) ? manifest['features'] : undefined;
    const settings = isRecord(manifest['settings']) ? manifest['settings'] : undefined;
    for (const need of NEEDS) {
      if (!need.present(manifest, features, settings)) continue;
      const granted = (bot ??= requestedScopes(manifest, 'bot'));
      const alsoUser = need.either ? (user ??= requestedScopes(manifest, 'user')) : undefined;
      const missing = need.scopes.filter((scope) => !granted.has(scope) && !alsoUser?.has(scope));
      if (missing.length === 0) continue;
      const names = missing.map((scope) => `\`${scope}\``).join(' and ');
      report(need.rule, {
        pointer: need.pointer,
        target: 'key',
        message: `${need.feature} need${need.feature.startsWith('The ') ? 's' : ''} the bot scope${missing.length > 1 ? 's' : ''} ${names} in \`oauth_config.scopes.bot\`: ${need.why}.`,
        data: { scopes: missing, list: 'bot' },
      });
    }
    if (features?.['bot_user'] === undefined && (scopeList(manifest, 'bot') ?? []).some((scope) => typeof scope === 'string')) {
      report(botUser, {
        pointer: '/oauth_config/scopes/bot',
        target: 'key',
        message:
          '`oauth_config.scopes.bot` requests bot scopes, but `features.bot_user` is missing: bot scopes need a bot user (add `features.bot_user.display_name`).',
      });
    }
  },
};
