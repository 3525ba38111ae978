import type { Edit } from './plant.js';

/** One schema rule: a planted mistake, the same field at its limit (passes), and where the problem lands. */
export interface SchemaCase {
  title: string;
  version?: 1 | 2;
  /** Edits that make the manifest wrong. */
  bad: readonly Edit[];
  /** Edits that keep it right, at the limit where there is one. */
  good?: readonly Edit[];
  rule: string;
  pointer: string;
  /**
   * Text on the expected line: a key written `name:` (matched as `name:` in YAML and `"name":` in JSON),
   * other text as is, or a [yaml, json] pair. `occurrence` picks a later match; `plus` moves down
   * (an item's first line is the one after its list's key).
   */
  at: string | readonly [string, string];
  occurrence?: number;
  plus?: number;
  /** Cross-field rules that also (and reasonably or not) fire for this mistake; left out of the comparison. */
  ignore?: readonly string[];
}

/** `length` characters starting with a marker that occurs nowhere else in the manifest. */
export function text(length: number, marker: string): string {
  return (marker + 'x'.repeat(Math.max(0, length - marker.length))).slice(0, length);
}

export function many<T>(count: number, make: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

export function entries<T>(count: number, make: (i: number) => T, prefix = 'key'): Record<string, T> {
  return Object.fromEntries(many(count, (i) => [`${prefix}_${i}`, make(i)]));
}

const shortcut = (i: number) => ({ name: `Shortcut ${i}`, type: 'global', callback_id: `shortcut_${i}`, description: 'Runs it' });
const command = (i: number) => ({ command: `/command${i}`, description: 'Runs it' });

/** Every length, count, pattern, enum, URL scheme and required-when-present rule of the schema. */
export const CASES: SchemaCase[] = [
  // app_directory: http or https URLs and required listing fields
  {
    title: 'app_directory.installation_landing_page must be http(s)',
    bad: [['/app_directory/installation_landing_page', 'ftp://QLAND.example.com']],
    good: [['/app_directory/installation_landing_page', 'http://example.com/x']],
    rule: 'url',
    pointer: '/app_directory/installation_landing_page',
    at: 'QLAND',
  },
  {
    title: 'app_directory.direct_install_url must be http(s)',
    bad: [['/app_directory/direct_install_url', 'QDIRECT.example.com']],
    good: [['/app_directory/direct_install_url', 'http://example.com/i']],
    rule: 'url',
    pointer: '/app_directory/direct_install_url',
    at: 'QDIRECT',
  },
  {
    title: 'app_directory.privacy_policy_url must be http(s)',
    bad: [['/app_directory/privacy_policy_url', 'QPRIVACY']],
    rule: 'url',
    pointer: '/app_directory/privacy_policy_url',
    at: 'QPRIVACY',
  },
  {
    title: 'app_directory.support_url must be http(s)',
    bad: [['/app_directory/support_url', 'mailto:QSUPPORT']],
    rule: 'url',
    pointer: '/app_directory/support_url',
    at: 'QSUPPORT',
  },
  {
    title: 'app_directory.support_email must be an address',
    bad: [['/app_directory/support_email', 'QEMAIL']],
    rule: 'pattern',
    pointer: '/app_directory/support_email',
    at: 'QEMAIL',
  },
  ...(['installation_landing_page', 'privacy_policy_url', 'support_url', 'support_email', 'supported_languages', 'pricing'] as const).map(
    (key): SchemaCase => ({
      title: `app_directory.${key} is required`,
      bad: [[`/app_directory/${key}`, undefined]],
      rule: 'required',
      pointer: `/app_directory/${key}`,
      at: 'app_directory:',
    }),
  ),
  {
    title: 'app_directory.supported_languages needs one language',
    bad: [['/app_directory/supported_languages', []]],
    rule: 'min-items',
    pointer: '/app_directory/supported_languages',
    at: 'supported_languages',
  },
  {
    title: 'app_directory.pricing is at most 30 characters',
    bad: [['/app_directory/pricing', text(31, 'QPRICE')]],
    good: [['/app_directory/pricing', text(30, 'QPRICE')]],
    rule: 'max-length',
    pointer: '/app_directory/pricing',
    at: 'QPRICE',
  },
  {
    title: 'app_directory.app_directory_categories has at most 3',
    bad: [['/app_directory/app_directory_categories', many(4, (i) => `Cat ${i}`)]],
    good: [['/app_directory/app_directory_categories', many(3, (i) => `Cat ${i}`)]],
    rule: 'max-items',
    pointer: '/app_directory/app_directory_categories',
    at: 'app_directory_categories',
  },

  // display_information
  { title: 'display_information is required', bad: [['/display_information', undefined]], rule: 'required', pointer: '/display_information', at: '' },
  {
    title: 'display_information.name is required',
    bad: [['/display_information/name', undefined]],
    rule: 'required',
    pointer: '/display_information/name',
    at: 'display_information',
  },
  {
    title: 'display_information.name is at most 35 characters',
    bad: [['/display_information/name', text(36, 'QNAME')]],
    good: [['/display_information/name', text(35, 'QNAME')]],
    rule: 'max-length',
    pointer: '/display_information/name',
    at: 'QNAME',
  },
  {
    title: 'display_information.name is not empty',
    bad: [['/display_information/name', '']],
    rule: 'min-length',
    pointer: '/display_information/name',
    at: 'name',
  },
  {
    title: 'display_information.description is at most 140 characters',
    bad: [['/display_information/description', text(141, 'QDESC')]],
    good: [['/display_information/description', text(140, 'QDESC')]],
    rule: 'max-length',
    pointer: '/display_information/description',
    at: 'QDESC',
  },
  {
    title: 'display_information.long_description is at most 4000 characters',
    bad: [['/display_information/long_description', text(4001, 'QLONG')]],
    good: [['/display_information/long_description', text(4000, 'QLONG')]],
    rule: 'max-length',
    pointer: '/display_information/long_description',
    at: 'QLONG',
  },
  {
    title: 'display_information.background_color is #RGB or #RRGGBB',
    bad: [['/display_information/background_color', '#12345']],
    good: [['/display_information/background_color', '#abc']],
    rule: 'color',
    pointer: '/display_information/background_color',
    at: '#12345',
  },
  {
    title: 'display_information.background_color has its hash',
    bad: [['/display_information/background_color', '4A154B']],
    good: [['/display_information/background_color', '#A1B2C3']],
    rule: 'color',
    pointer: '/display_information/background_color',
    at: '4A154B',
  },

  // features.agent_view / assistant_view
  {
    title: 'agent_view.agent_description is required',
    bad: [['/features/agent_view/agent_description', undefined]],
    rule: 'required',
    pointer: '/features/agent_view/agent_description',
    at: 'agent_view',
  },
  {
    title: 'agent_view.agent_description is at most 300 characters',
    bad: [['/features/agent_view/agent_description', text(301, 'QAGENT')]],
    good: [['/features/agent_view/agent_description', text(300, 'QAGENT')]],
    rule: 'max-length',
    pointer: '/features/agent_view/agent_description',
    at: 'QAGENT',
  },
  {
    title: 'agent_view.suggested_prompts has at most 4',
    bad: [['/features/agent_view/suggested_prompts', many(5, (i) => ({ title: `P${i}`, message: 'm' }))]],
    good: [['/features/agent_view/suggested_prompts', many(4, (i) => ({ title: `P${i}`, message: 'm' }))]],
    rule: 'max-items',
    pointer: '/features/agent_view/suggested_prompts',
    at: 'suggested_prompts',
  },
  {
    title: 'agent_view.suggested_prompts items need a title',
    bad: [['/features/agent_view/suggested_prompts/0/title', undefined]],
    rule: 'required',
    pointer: '/features/agent_view/suggested_prompts/0/title',
    at: 'suggested_prompts',
    plus: 1,
  },
  {
    title: 'agent_view.actions items need a name',
    bad: [['/features/agent_view/actions/0/name', undefined]],
    rule: 'required',
    pointer: '/features/agent_view/actions/0/name',
    at: 'actions',
    plus: 1,
  },
  {
    title: 'assistant_view.assistant_description is required',
    bad: [
      ['/features/agent_view', undefined],
      ['/features/assistant_view', { suggested_prompts: [] }],
    ],
    good: [
      ['/features/agent_view', undefined],
      [
        '/features/assistant_view',
        { assistant_description: 'Helps', actions: [{ name: 'a', description: 'b' }], suggested_prompts: [{ title: 't', message: 'm' }] },
      ],
    ],
    rule: 'required',
    pointer: '/features/assistant_view/assistant_description',
    at: 'assistant_view',
    // The info that suggests agent_view is about the feature, not this limit.
    ignore: ['assistant-view'],
  },

  // features.bot_user, rich_previews, search
  {
    title: 'bot_user.display_name is required',
    bad: [['/features/bot_user/display_name', undefined]],
    rule: 'required',
    pointer: '/features/bot_user/display_name',
    at: 'bot_user',
  },
  {
    title: 'bot_user.display_name is at most 80 characters',
    bad: [['/features/bot_user/display_name', text(81, 'qbot')]],
    good: [['/features/bot_user/display_name', text(80, 'qbot')]],
    rule: 'max-length',
    pointer: '/features/bot_user/display_name',
    at: 'qbot',
  },
  {
    title: 'rich_previews.is_active is a boolean',
    bad: [['/features/rich_previews/is_active', 'QYES']],
    rule: 'type',
    pointer: '/features/rich_previews/is_active',
    at: 'QYES',
  },
  {
    title: 'search.search_function_callback_id is required',
    bad: [['/features/search/search_function_callback_id', undefined]],
    rule: 'required',
    pointer: '/features/search/search_function_callback_id',
    at: 'search:',
  },
  {
    title: 'search.slackbot_metadata.examples has at most 5',
    bad: [['/features/search/slackbot_metadata/examples', many(6, (i) => `query ${i}`)]],
    good: [['/features/search/slackbot_metadata/examples', many(5, (i) => `query ${i}`)]],
    rule: 'max-items',
    pointer: '/features/search/slackbot_metadata/examples',
    at: 'examples',
  },

  // features.shortcuts
  {
    title: 'shortcuts has at most 10',
    bad: [['/features/shortcuts', many(11, shortcut)]],
    good: [['/features/shortcuts', many(10, shortcut)]],
    rule: 'max-items',
    pointer: '/features/shortcuts',
    at: 'shortcuts',
  },
  {
    title: 'shortcuts type is message or global',
    bad: [['/features/shortcuts/0/type', 'QMODAL']],
    good: [['/features/shortcuts/0/type', 'message']],
    rule: 'enum',
    pointer: '/features/shortcuts/0/type',
    at: 'QMODAL',
  },
  {
    title: 'shortcuts callback_id is at most 255 characters',
    bad: [['/features/shortcuts/0/callback_id', text(256, 'qcb')]],
    good: [['/features/shortcuts/0/callback_id', text(255, 'qcb')]],
    rule: 'max-length',
    pointer: '/features/shortcuts/0/callback_id',
    at: 'qcb',
  },
  {
    title: 'shortcuts description is at most 150 characters',
    bad: [['/features/shortcuts/0/description', text(151, 'QSDESC')]],
    good: [['/features/shortcuts/0/description', text(150, 'QSDESC')]],
    rule: 'max-length',
    pointer: '/features/shortcuts/0/description',
    at: 'QSDESC',
  },
  {
    title: 'shortcuts name is at most 24 characters (official schema)',
    bad: [['/features/shortcuts/0/name', text(25, 'QSNAME')]],
    good: [['/features/shortcuts/0/name', text(24, 'QSNAME')]],
    rule: 'max-length',
    pointer: '/features/shortcuts/0/name',
    at: 'QSNAME',
  },
  ...(['name', 'type', 'callback_id', 'description'] as const).map((key): SchemaCase => ({
    title: `shortcuts ${key} is required`,
    bad: [[`/features/shortcuts/0/${key}`, undefined]],
    rule: 'required',
    pointer: `/features/shortcuts/0/${key}`,
    at: 'shortcuts',
    plus: 1,
  })),

  // features.slash_commands
  {
    title: 'slash_commands has at most 50',
    bad: [['/features/slash_commands', many(51, command)]],
    good: [['/features/slash_commands', many(50, command)]],
    rule: 'max-items',
    pointer: '/features/slash_commands',
    at: 'slash_commands',
  },
  {
    title: 'slash command is at most 32 characters',
    bad: [['/features/slash_commands/0/command', '/' + text(32, 'qcmd')]],
    good: [['/features/slash_commands/0/command', '/' + text(31, 'qcmd')]],
    rule: 'max-length',
    pointer: '/features/slash_commands/0/command',
    at: 'qcmd',
  },
  {
    title: 'slash command has a leading slash',
    bad: [['/features/slash_commands/0/command', 'qdeploy']],
    rule: 'pattern',
    pointer: '/features/slash_commands/0/command',
    at: 'qdeploy',
  },
  {
    title: 'slash command description is at most 2000 characters',
    bad: [['/features/slash_commands/0/description', text(2001, 'QCDESC')]],
    good: [['/features/slash_commands/0/description', text(2000, 'QCDESC')]],
    rule: 'max-length',
    pointer: '/features/slash_commands/0/description',
    at: 'QCDESC',
  },
  {
    title: 'slash command usage_hint is at most 1000 characters',
    bad: [['/features/slash_commands/0/usage_hint', text(1001, 'QHINT')]],
    good: [['/features/slash_commands/0/usage_hint', text(1000, 'QHINT')]],
    rule: 'max-length',
    pointer: '/features/slash_commands/0/usage_hint',
    at: 'QHINT',
  },
  {
    title: 'slash command url is https',
    bad: [['/features/slash_commands/0/url', 'http://QCMDURL.example.com']],
    rule: 'url',
    pointer: '/features/slash_commands/0/url',
    at: 'QCMDURL',
  },
  ...(['command', 'description'] as const).map((key): SchemaCase => ({
    title: `slash command ${key} is required`,
    bad: [[`/features/slash_commands/0/${key}`, undefined]],
    rule: 'required',
    pointer: `/features/slash_commands/0/${key}`,
    at: 'slash_commands',
    plus: 1,
  })),

  // features.unfurl_domains, workflow_steps
  {
    title: 'unfurl_domains has at most 5',
    bad: [['/features/unfurl_domains', many(6, (i) => `d${i}.example.com`)]],
    good: [['/features/unfurl_domains', many(5, (i) => `d${i}.example.com`)]],
    rule: 'max-items',
    pointer: '/features/unfurl_domains',
    at: 'unfurl_domains',
  },
  {
    title: 'unfurl_domains items are domains',
    bad: [['/features/unfurl_domains/0', '-qbad.example.com']],
    rule: 'pattern',
    pointer: '/features/unfurl_domains/0',
    at: '-qbad',
  },

  // oauth_config
  {
    title: 'oauth_config.redirect_urls has at most 1000',
    bad: [['/oauth_config/redirect_urls', many(1001, (i) => `https://example.com/r${i}`)]],
    good: [['/oauth_config/redirect_urls', many(1000, (i) => `https://example.com/r${i}`)]],
    rule: 'max-items',
    pointer: '/oauth_config/redirect_urls',
    at: 'redirect_urls',
  },
  {
    title: 'oauth_config.scopes.bot has at most 255',
    bad: [['/oauth_config/scopes/bot', ['commands', 'channels:history', ...many(254, (i) => `scope${i}:read`)]]],
    good: [['/oauth_config/scopes/bot', ['commands', 'channels:history', ...many(253, (i) => `scope${i}:read`)]]],
    rule: 'max-items',
    pointer: '/oauth_config/scopes/bot',
    at: 'bot:',
    ignore: ['unknown-scope', 'event-scope-missing', 'unfurl-scope-missing', 'assistant-scope-missing', 'datastore-scope-missing', 'metadata-scope-missing'],
  },
  {
    title: 'oauth_config.scopes.user has at most 255',
    bad: [['/oauth_config/scopes/user', ['search:read', ...many(255, (i) => `scope${i}:read`)]]],
    good: [['/oauth_config/scopes/user', ['search:read', ...many(254, (i) => `scope${i}:read`)]]],
    rule: 'max-items',
    pointer: '/oauth_config/scopes/user',
    at: ['\n    user:', '\n      "user":'],
    plus: 1,
    ignore: ['unknown-scope', 'event-scope-missing'],
  },
  {
    title: 'oauth_config.pkce_enabled is a boolean',
    bad: [['/oauth_config/pkce_enabled', 'QPKCE']],
    good: [['/oauth_config/pkce_enabled', true]],
    rule: 'type',
    pointer: '/oauth_config/pkce_enabled',
    at: 'QPKCE',
  },
  {
    title: 'oauth_config.token_management_enabled is a boolean',
    bad: [['/oauth_config/token_management_enabled', 'QTOKEN']],
    good: [['/oauth_config/token_management_enabled', true]],
    rule: 'type',
    pointer: '/oauth_config/token_management_enabled',
    at: 'QTOKEN',
  },

  // settings
  {
    title: 'settings.allowed_ip_address_ranges has at most 10',
    bad: [['/settings/allowed_ip_address_ranges', many(11, (i) => `203.0.113.${i}`)]],
    good: [['/settings/allowed_ip_address_ranges', many(10, (i) => `203.0.113.${i}`)]],
    rule: 'max-items',
    pointer: '/settings/allowed_ip_address_ranges',
    at: 'allowed_ip_address_ranges',
  },
  {
    title: 'settings.allowed_ip_address_ranges items are IPv4 ranges',
    bad: [['/settings/allowed_ip_address_ranges/0', '300.1.1.1']],
    good: [['/settings/allowed_ip_address_ranges/0', '10.0.0.1']],
    rule: 'pattern',
    pointer: '/settings/allowed_ip_address_ranges/0',
    at: '300.1.1.1',
  },
  {
    title: 'event_subscriptions.request_url is https',
    bad: [['/settings/event_subscriptions/request_url', 'http://QEVENTS.example.com']],
    rule: 'url',
    pointer: '/settings/event_subscriptions/request_url',
    at: 'QEVENTS',
  },
  {
    title: 'event_subscriptions.bot_events has at most 100',
    bad: [['/settings/event_subscriptions/bot_events', many(101, (i) => `event_${i}`)]],
    good: [['/settings/event_subscriptions/bot_events', many(100, (i) => `event_${i}`)]],
    rule: 'max-items',
    pointer: '/settings/event_subscriptions/bot_events',
    at: 'bot_events',
    ignore: ['unknown-event'],
  },
  {
    title: 'event_subscriptions.user_events has at most 100',
    bad: [['/settings/event_subscriptions/user_events', many(101, (i) => `event_${i}`)]],
    good: [['/settings/event_subscriptions/user_events', many(100, (i) => `event_${i}`)]],
    rule: 'max-items',
    pointer: '/settings/event_subscriptions/user_events',
    at: 'user_events',
    ignore: ['unknown-event'],
  },
  {
    title: 'metadata_subscriptions items need app_id',
    bad: [['/settings/event_subscriptions/metadata_subscriptions/0/app_id', undefined]],
    rule: 'required',
    pointer: '/settings/event_subscriptions/metadata_subscriptions/0/app_id',
    at: 'metadata_subscriptions',
    plus: 1,
  },
  {
    title: 'interactivity.is_enabled is required',
    bad: [['/settings/interactivity/is_enabled', undefined]],
    rule: 'required',
    pointer: '/settings/interactivity/is_enabled',
    at: 'interactivity',
  },
  {
    title: 'interactivity.request_url is https',
    bad: [['/settings/interactivity/request_url', 'http://QACTIONS.example.com']],
    rule: 'url',
    pointer: '/settings/interactivity/request_url',
    at: 'QACTIONS',
  },
  {
    title: 'interactivity.message_menu_options_url is https',
    bad: [['/settings/interactivity/message_menu_options_url', 'QOPTIONS']],
    rule: 'url',
    pointer: '/settings/interactivity/message_menu_options_url',
    at: 'QOPTIONS',
  },
  {
    title: 'siws_links.initiate_uri is https',
    bad: [['/settings/siws_links/initiate_uri', 'http://QSIWS.example.com']],
    rule: 'url',
    pointer: '/settings/siws_links/initiate_uri',
    at: 'QSIWS',
  },
  {
    title: 'settings.function_runtime is remote, slack or svc',
    bad: [
      ['/settings/function_runtime', 'QBANANA'],
      ['/outgoing_domains', undefined],
    ],
    good: [['/settings/function_runtime', 'svc']],
    rule: 'enum',
    pointer: '/settings/function_runtime',
    at: 'QBANANA',
  },
  { title: 'settings.is_hosted is a boolean', bad: [['/settings/is_hosted', 'QTRUE']], rule: 'type', pointer: '/settings/is_hosted', at: 'QTRUE' },

  // functions (version 1 parameter form)
  {
    title: 'function title is at most 255 characters',
    bad: [['/functions/create_release/title', text(256, 'QFTITLE')]],
    good: [['/functions/create_release/title', text(255, 'QFTITLE')]],
    rule: 'max-length',
    pointer: '/functions/create_release/title',
    at: 'QFTITLE',
  },
  ...(['title', 'description', 'input_parameters', 'output_parameters'] as const).map((key): SchemaCase => ({
    title: `function ${key} is required`,
    bad: [[`/functions/create_release/${key}`, undefined]],
    rule: 'required',
    pointer: `/functions/create_release/${key}`,
    at: 'create_release:',
  })),
  {
    title: 'a version 1 parameter needs a type',
    bad: [['/functions/create_release/output_parameters/release_url/type', undefined]],
    rule: 'required',
    pointer: '/functions/create_release/output_parameters/release_url/type',
    at: 'release_url:',
  },
  {
    title: 'a version 1 parameter is_required is a boolean',
    bad: [['/functions/create_release/output_parameters/release_url/is_required', 'QREQ']],
    rule: 'type',
    pointer: '/functions/create_release/output_parameters/release_url/is_required',
    at: 'QREQ',
  },
  {
    title: 'a version 2 parameter needs a type',
    version: 2,
    bad: [['/functions/create_release/output_parameters/properties/release_url/type', undefined]],
    rule: 'required',
    pointer: '/functions/create_release/output_parameters/properties/release_url/type',
    at: 'release_url:',
  },
  {
    title: 'version 2 required lists names',
    version: 2,
    bad: [['/functions/create_release/output_parameters/required', 'QNAMES']],
    rule: 'type',
    pointer: '/functions/create_release/output_parameters/required',
    at: 'QNAMES',
  },

  // workflows
  ...(['title', 'description', 'steps'] as const).map((key): SchemaCase => ({
    title: `workflow ${key} is required`,
    bad: [[`/workflows/release_flow/${key}`, undefined]],
    rule: 'required',
    pointer: `/workflows/release_flow/${key}`,
    at: 'release_flow:',
  })),
  {
    title: 'workflow step inputs is required',
    bad: [['/workflows/release_flow/steps/0', { id: 'notify', function_id: 'slack#/functions/send_message' }]],
    rule: 'required',
    pointer: '/workflows/release_flow/steps/0/inputs',
    at: 'steps',
    plus: 1,
  },
  ...(['id', 'function_id'] as const).map((key): SchemaCase => ({
    title: `workflow step ${key} is required`,
    bad: [[`/workflows/release_flow/steps/0/${key}`, undefined]],
    rule: 'required',
    pointer: `/workflows/release_flow/steps/0/${key}`,
    at: 'steps',
    plus: 1,
  })),
  {
    title: 'a version 1 step has no type',
    bad: [['/workflows/release_flow/steps/0/type', 'QSTEPTYPE']],
    rule: 'unknown-key',
    pointer: '/workflows/release_flow/steps/0/type',
    at: 'QSTEPTYPE',
  },
  {
    title: 'suggested trigger type is required',
    bad: [['/workflows/release_flow/suggested_triggers/0/type', undefined]],
    rule: 'required',
    pointer: '/workflows/release_flow/suggested_triggers/0/type',
    at: 'suggested_triggers',
    plus: 1,
  },
  {
    title: 'suggested trigger input needs a value',
    bad: [['/workflows/release_flow/suggested_triggers/0/inputs', { qlabel: { locked: true } }]],
    rule: 'required',
    pointer: '/workflows/release_flow/suggested_triggers/0/inputs/qlabel/value',
    at: 'qlabel',
  },

  // datastores
  {
    title: 'datastore primary_key is required',
    bad: [['/datastores/releases/primary_key', undefined]],
    rule: 'required',
    pointer: '/datastores/releases/primary_key',
    at: 'releases:',
  },
  // The datastore rules also report that primary_key and time_to_live_attribute name no attribute.
  {
    title: 'datastore attributes is required',
    bad: [['/datastores/releases/attributes', undefined]],
    rule: 'required',
    pointer: '/datastores/releases/attributes',
    at: 'releases:',
  },
  {
    title: 'datastore attribute type is required',
    bad: [['/datastores/releases/attributes/expires_at', { title: 'Expires' }]],
    rule: 'required',
    pointer: '/datastores/releases/attributes/expires_at/type',
    at: 'expires_at:',
  },
  {
    title: 'datastore attribute items need a type',
    bad: [['/datastores/releases/attributes/tags', { type: 'array', items: { title: 'QITEMS' } }]],
    good: [['/datastores/releases/attributes/tags', { type: 'array', items: { type: 'string' } }]],
    rule: 'required',
    pointer: '/datastores/releases/attributes/tags/items/type',
    at: 'QITEMS',
    plus: -1,
  },

  // outgoing_domains
  {
    title: 'outgoing_domains has at most 10',
    bad: [['/outgoing_domains', many(11, (i) => `d${i}.example.com`)]],
    good: [['/outgoing_domains', many(10, (i) => `d${i}.example.com`)]],
    rule: 'max-items',
    pointer: '/outgoing_domains',
    at: 'outgoing_domains',
  },
  {
    title: 'outgoing_domains items are domains',
    bad: [['/outgoing_domains/0', 'qbad_domain.com.']],
    rule: 'pattern',
    pointer: '/outgoing_domains/0',
    at: 'qbad_domain',
  },

  // types
  {
    title: 'types has at most 50',
    bad: [['/types', entries(51, () => ({ type: 'string' }), 'qtype')]],
    good: [['/types', { priority: { type: 'string' }, ...entries(49, () => ({ type: 'string' }), 'qtype') }]],
    rule: 'max-properties',
    pointer: '/types',
    at: ['\ntypes:', '\n  "types":'],
    plus: 1,
  },
  { title: 'a custom type needs a type', bad: [['/types/priority/type', undefined]], rule: 'required', pointer: '/types/priority/type', at: 'priority:' },
  {
    title: 'a custom type is_hidden is a boolean',
    bad: [['/types/priority/is_hidden', 'QHIDDEN']],
    rule: 'type',
    pointer: '/types/priority/is_hidden',
    at: 'QHIDDEN',
  },

  // metadata_events: object and reference forms
  {
    title: 'object-form event has at most 50 properties',
    bad: [['/metadata_events/deploy_started/properties', entries(51, () => ({ type: 'string' }), 'qprop')]],
    good: [['/metadata_events/deploy_started/properties', { service: { type: 'string' }, ...entries(49, () => ({ type: 'string' }), 'qprop') }]],
    rule: 'max-properties',
    pointer: '/metadata_events/deploy_started/properties',
    at: 'qprop_0',
    plus: -1,
  },
  {
    title: 'object-form event needs a type',
    bad: [['/metadata_events/deploy_started/type', undefined]],
    rule: 'required',
    pointer: '/metadata_events/deploy_started/type',
    at: 'deploy_started:',
  },
  {
    title: 'object-form event choices need a value',
    bad: [['/metadata_events/deploy_started/choices', [{ title: 'QCHOICE' }]]],
    good: [['/metadata_events/deploy_started/choices', [{ value: 'a', title: 'A' }]]],
    rule: 'required',
    pointer: '/metadata_events/deploy_started/choices/0/value',
    at: 'choices',
    plus: 1,
  },
  {
    title: 'object-form event render_condition needs an operator',
    bad: [['/metadata_events/deploy_started/render_condition', { conditions: [] }]],
    good: [['/metadata_events/deploy_started/render_condition', { operator: 'AND', conditions: [] }]],
    rule: 'required',
    pointer: '/metadata_events/deploy_started/render_condition/operator',
    at: 'render_condition',
  },
  {
    title: 'reference-form event has at most 10 examples',
    bad: [['/metadata_events/deploy_finished/examples', many(11, (i) => ({ n: i }))]],
    good: [['/metadata_events/deploy_finished/examples', many(10, (i) => ({ n: i }))]],
    rule: 'max-items',
    pointer: '/metadata_events/deploy_finished/examples',
    at: 'examples:',
    occurrence: 2,
  },
  {
    title: 'reference-form type does not use the platform namespace',
    bad: [['/metadata_events/deploy_finished/type', 'slack#/types/qdeploy']],
    good: [['/metadata_events/deploy_finished/type', 'my-app#/events/deploy']],
    rule: 'pattern',
    pointer: '/metadata_events/deploy_finished/type',
    at: 'qdeploy',
  },
  {
    title: 'reference-form event has no properties',
    bad: [['/metadata_events/deploy_finished/properties', {}]],
    rule: 'unknown-key',
    pointer: '/metadata_events/deploy_finished/properties',
    at: 'properties:',
    occurrence: 2,
  },

  // external_auth_providers and mcp_servers (official shapes)
  {
    title: 'oauth2 provider_type is CUSTOM or SLACK_PROVIDED',
    bad: [['/external_auth_providers/oauth2/google/provider_type', 'QGOOGLE']],
    good: [['/external_auth_providers/oauth2/google/provider_type', 'CUSTOM']],
    rule: 'enum',
    pointer: '/external_auth_providers/oauth2/google/provider_type',
    at: 'QGOOGLE',
  },
  { title: 'mcp server url is https', bad: [['/mcp_servers/docs/url', 'http://QMCP.example.com']], rule: 'url', pointer: '/mcp_servers/docs/url', at: 'QMCP' },
  {
    title: 'mcp server auth_type is an allowed value',
    bad: [['/mcp_servers/docs/auth_type', 'QAUTH']],
    good: [['/mcp_servers/docs/auth_type', 'manual_auth']],
    rule: 'enum',
    pointer: '/mcp_servers/docs/auth_type',
    at: 'QAUTH',
  },

  // unknown keys
  {
    title: 'shortcuts under settings is an unknown key',
    bad: [
      ['/features/shortcuts', undefined],
      ['/settings/shortcuts', [shortcut(0)]],
    ],
    rule: 'unknown-key',
    pointer: '/settings/shortcuts',
    at: 'shortcuts',
  },
  { title: 'a misspelt top-level group is an unknown key', bad: [['/featurs', {}]], rule: 'unknown-key', pointer: '/featurs', at: 'featurs' },
];
