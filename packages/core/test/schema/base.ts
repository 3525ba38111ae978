/**
 * Correct manifests that use every group, so each case changes one field and expects one problem.
 * Marker strings are unique so a test can find the line of a planted value in either format.
 */
const LONG_DESCRIPTION = 'Deploys services, reports releases and answers questions about the deployment pipeline. '.repeat(3).trim();

export function baseV1(): Record<string, unknown> {
  return {
    _metadata: { major_version: 1, minor_version: 1 },
    display_information: {
      name: 'Deploy Bot',
      description: 'Deploys things',
      long_description: LONG_DESCRIPTION,
      background_color: '#4A154B',
    },
    app_directory: {
      app_directory_categories: ['Developer tools'],
      use_direct_install: true,
      direct_install_url: 'https://example.com/install',
      installation_landing_page: 'http://example.com/landing',
      privacy_policy_url: 'https://example.com/privacy',
      support_url: 'https://example.com/support',
      support_email: 'support@example.com',
      supported_languages: ['English'],
      pricing: 'Free',
    },
    features: {
      app_home: { home_tab_enabled: true, messages_tab_enabled: true, messages_tab_read_only_enabled: false },
      agent_view: {
        agent_description: 'Answers deployment questions',
        actions: [{ name: 'Status', description: 'Shows the deployment status' }],
        suggested_prompts: [{ title: 'Latest release', message: 'What shipped today?' }],
      },
      bot_user: { display_name: 'deploybot', always_online: true },
      rich_previews: { is_active: true, entity_types: ['slack#/entities/item'] },
      search: {
        search_function_callback_id: 'search_releases',
        search_filters_function_callback_id: 'release_filters',
        slackbot_metadata: { description: 'Finds releases', examples: ['latest release'], example_query: 'release 1.2' },
      },
      shortcuts: [{ name: 'Deploy', type: 'global', callback_id: 'deploy_shortcut', description: 'Deploys the main branch' }],
      slash_commands: [
        { command: '/deploy', description: 'Deploys a branch', should_escape: false, url: 'https://example.com/commands', usage_hint: '[branch]' },
      ],
      unfurl_domains: ['example.com'],
    },
    oauth_config: {
      pkce_enabled: false,
      redirect_urls: ['https://example.com/oauth'],
      scopes: {
        // Every scope the features and events below need (the catalogue rules check them).
        bot: [
          'chat:write',
          'commands',
          'channels:history',
          'app_mentions:read',
          'links:read',
          'links:write',
          'assistant:write',
          'datastore:read',
          'datastore:write',
          'metadata.message:read',
        ],
        bot_optional: ['channels:history'],
        user: ['search:read', 'reactions:read'],
        user_optional: ['search:read'],
      },
      token_management_enabled: false,
    },
    settings: {
      allowed_ip_address_ranges: ['203.0.113.0/24'],
      event_subscriptions: {
        request_url: 'https://example.com/events',
        bot_events: ['app_mention'],
        user_events: ['reaction_added'],
        metadata_subscriptions: [{ app_id: '*', event_type: 'deploy_started' }],
      },
      incoming_webhooks: { incoming_webhooks_enabled: false },
      interactivity: { is_enabled: true, request_url: 'https://example.com/actions', message_menu_options_url: 'https://example.com/options' },
      org_deploy_enabled: true,
      socket_mode_enabled: false,
      token_rotation_enabled: false,
      is_hosted: false,
      is_mcp_enabled: false,
      siws_links: { initiate_uri: 'https://example.com/signin' },
      function_runtime: 'slack',
    },
    functions: {
      create_release: {
        title: 'Create a release',
        description: 'Creates a release',
        input_parameters: {
          version_label: { type: 'string', title: 'Version', description: 'The version', is_required: true, hint: 'such as 1.2', name: 'version_label' },
        },
        output_parameters: { release_url: { type: 'string', title: 'URL', description: 'Release page', is_required: true, name: 'release_url' } },
      },
    },
    workflows: {
      release_flow: {
        title: 'Release',
        description: 'Creates a release',
        input_parameters: { label: { type: 'string', title: 'Label' } },
        steps: [{ id: 'create', function_id: '#/functions/create_release', inputs: { version_label: '{{inputs.label}}' } }],
        suggested_triggers: [{ name: 'Start', description: 'Starts a release', type: 'shortcut', inputs: { label: { value: 'next' } } }],
      },
    },
    datastores: {
      releases: { primary_key: 'id', attributes: { id: { type: 'string' }, expires_at: { type: 'integer' } }, time_to_live_attribute: 'expires_at' },
    },
    outgoing_domains: ['api.example.com'],
    types: { priority: { type: 'string', title: 'Priority', description: 'How urgent', is_required: false, is_hidden: false, hint: 'high or low' } },
    metadata_events: {
      deploy_started: { type: 'object', title: 'Deploy started', properties: { service: { type: 'string' } }, required: ['service'] },
      deploy_finished: { type: 'acme#/types/deploy', title: 'Deploy finished', examples: [{ service: 'api' }] },
    },
    external_auth_providers: {
      oauth2: { google: { provider_type: 'SLACK_PROVIDED', options: { client_id: 'client-1', scope: ['email'] } } },
    },
    mcp_servers: { docs: { url: 'https://mcp.example.com', auth_type: 'no_auth' } },
    compliance: { anything: true },
  };
}

/** The version 2 twin: `{properties, required}` parameters and a typed step. */
export function baseV2(): Record<string, unknown> {
  const value = baseV1();
  value['_metadata'] = { major_version: 2 };
  value['functions'] = {
    create_release: {
      title: 'Create a release',
      description: 'Creates a release',
      input_parameters: { properties: { version_label: { type: 'string', title: 'Version' } }, required: ['version_label'] },
      output_parameters: { properties: { release_url: { type: 'string' } }, required: [] },
    },
  };
  value['workflows'] = {
    release_flow: {
      title: 'Release',
      description: 'Creates a release',
      input_parameters: { properties: { label: { type: 'string' } }, required: ['label'] },
      steps: [{ id: 'create', type: 'function', function_id: '#/functions/create_release', inputs: { version_label: '{{inputs.label}}' } }],
    },
  };
  return value;
}
