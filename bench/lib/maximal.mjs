// A version 2 manifest that sits at every count limit of the seed spec (001 §2.2), valid under
// both our checker and the official schema, so the benchmark measures the worst honest case.

const pad = (n, width = 3) => String(n).padStart(width, '0');
const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));

function functionEntry(i) {
  return {
    title: `Function ${i}`,
    description: `Does step ${i} of the pipeline.`,
    input_parameters: {
      properties: {
        user: { type: 'slack#/types/user_id', description: 'Who asked' },
        channel: { type: 'slack#/types/channel_id', description: 'Where' },
        note: { type: 'string', description: 'Free text' },
      },
      required: ['user', 'channel'],
    },
    output_parameters: {
      properties: { message_ts: { type: 'slack#/types/message_ts', description: 'Posted message' } },
      required: ['message_ts'],
    },
  };
}

function workflowEntry(i) {
  const fn = `fn_${pad(i)}`;
  return {
    title: `Workflow ${i}`,
    description: `Runs function ${i} and reports back.`,
    input_parameters: {
      properties: {
        interactivity: { type: 'slack#/types/interactivity' },
        channel: { type: 'slack#/types/channel_id' },
      },
      required: ['interactivity', 'channel'],
    },
    steps: [
      {
        id: '0',
        function_id: `#/functions/${fn}`,
        inputs: { user: '{{inputs.interactivity.interactor.id}}', channel: '{{inputs.channel}}', note: 'first' },
      },
      {
        id: '1',
        function_id: 'slack#/functions/send_message',
        inputs: { channel_id: '{{inputs.channel}}', message: 'Done: {{steps.0.message_ts}}' },
      },
      {
        id: '2',
        function_id: `#/functions/${fn}`,
        inputs: { user: '{{inputs.interactivity.interactor.id}}', channel: '{{inputs.channel}}' },
      },
    ],
  };
}

/** 255 distinct scope-shaped names; the first are real scopes, the rest follow the same shape. */
function scopes(prefix) {
  return range(255, (i) => `${prefix}${pad(i)}:read`);
}

/**
 * `names`, when given, replaces the made-up scopes and events with real ones ({bot, user} scope lists and
 * {bot, user} event lists, each within its limit): the lists are as long as the catalogue allows, and
 * the manifest carries no catalogue warnings, as a real app at the limits would.
 */
export function maximalManifest(names) {
  const manifest = madeUpMaximal();
  if (!names) return manifest;
  manifest.oauth_config.scopes = {
    bot: names.scopes.bot,
    bot_optional: names.scopes.bot.slice(1),
    user: names.scopes.user,
    user_optional: names.scopes.user.slice(1),
  };
  manifest.settings.event_subscriptions.bot_events = names.events.bot;
  manifest.settings.event_subscriptions.user_events = names.events.user;
  return manifest;
}

function madeUpMaximal() {
  return {
    _metadata: { major_version: 2 },
    display_information: {
      name: 'Maximal Benchmark App',
      description: 'An app that sits at every count limit of the manifest.',
      background_color: '#1a2b3c',
      long_description: 'A long description for the benchmark. '.repeat(20).trim(),
    },
    features: {
      app_home: { home_tab_enabled: true, messages_tab_enabled: true, messages_tab_read_only_enabled: false },
      bot_user: { display_name: 'maximal-bot', always_online: true },
      shortcuts: range(10, (i) => ({
        name: `Shortcut ${i}`,
        type: i % 2 ? 'message' : 'global',
        callback_id: `shortcut_${pad(i)}`,
        description: `Runs shortcut number ${i}.`,
      })),
      slash_commands: range(50, (i) => ({
        command: `/cmd${pad(i)}`,
        url: `https://example.com/slack/commands/${i}`,
        description: `Runs command number ${i}.`,
        usage_hint: '[text]',
        should_escape: false,
      })),
      unfurl_domains: ['example.com', 'example.org', 'example.net', 'docs.example.com', 'status.example.com'],
    },
    oauth_config: {
      redirect_urls: range(1000, (i) => `https://example.com/oauth/callback/${i}`),
      scopes: {
        bot: ['commands', ...scopes('bot').slice(1)],
        bot_optional: scopes('bot').slice(1, 255).concat(['commands']),
        user: scopes('user'),
        user_optional: scopes('user'),
      },
    },
    settings: {
      event_subscriptions: {
        request_url: 'https://example.com/slack/events',
        bot_events: range(100, (i) => `bot_event_${pad(i)}`),
        user_events: range(100, (i) => `user_event_${pad(i)}`),
      },
      interactivity: { is_enabled: true, request_url: 'https://example.com/slack/interactive' },
      org_deploy_enabled: true,
      socket_mode_enabled: false,
      token_rotation_enabled: false,
      function_runtime: 'remote',
    },
    functions: Object.fromEntries(range(50, (i) => [`fn_${pad(i)}`, functionEntry(i)])),
    workflows: Object.fromEntries(range(50, (i) => [`wf_${pad(i)}`, workflowEntry(i)])),
    outgoing_domains: [],
  };
}
