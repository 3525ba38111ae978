import { PLATFORM_NAMESPACES } from '../../namespace.js';
import { Bool, Closed, Formatted, List, OneOfValues, Optional, Str } from '../../schema/common.js';
import type { TSchema } from 'typebox';
import { lazy } from '../../lazy.js';

function eventList(description: string) {
  return Optional(List(Str({ maxLength: 50, description: 'An event type, such as app_mention.' }), { maxItems: 100, uniqueItems: true, description }));
}

const MetadataSubscription = lazy((): TSchema =>
  Closed(
    {
      app_id: Str({ description: 'Id of the app whose metadata events to receive; `*` for any app.' }),
      event_type: Optional(Str({ maxLength: 50, description: 'The metadata event type.' })),
    },
    { description: 'A message metadata subscription.' },
  ),
);

const EventSubscriptions = lazy((): TSchema =>
  Closed(
    {
      request_url: Optional(
        Formatted('https-url', { maxLength: 3500, description: 'https:// URL of the Events API endpoint; verify it in the app settings.' }),
      ),
      bot_events: eventList('Events received on behalf of the bot; at most 100.'),
      user_events: eventList('Events received on behalf of users; at most 100.'),
      metadata_subscriptions: Optional(List(MetadataSubscription(), { description: 'Message metadata events to receive.' })),
    },
    { description: 'Events API subscriptions.' },
  ),
);

const IncomingWebhooks = lazy((): TSchema =>
  Closed({ incoming_webhooks_enabled: Optional(Bool('Whether incoming webhooks are enabled.')) }, { description: 'Incoming webhooks.' }),
);

const Interactivity = lazy((): TSchema =>
  Closed(
    {
      is_enabled: Bool('Whether interactivity (buttons, modals, shortcuts) is enabled.'),
      request_url: Optional(Formatted('https-url', { maxLength: 3500, description: 'https:// URL that receives interaction payloads.' })),
      message_menu_options_url: Optional(Formatted('https-url', { maxLength: 3500, description: 'https:// URL that loads select menu options.' })),
    },
    { description: 'Interactivity.' },
  ),
);

const SiwsLinks = lazy((): TSchema =>
  Closed(
    { initiate_uri: Optional(Formatted('https-url', { maxLength: 3500, description: 'https:// URL that starts sign-in.' })) },
    { description: 'Sign in with the platform links.' },
  ),
);

/** The runtime values: `remote` for self-hosted apps, the platform word (`slack`, or the seeds' `svc`) for platform-hosted apps. */
export const FUNCTION_RUNTIMES: readonly string[] = ['remote', ...PLATFORM_NAMESPACES];

/** `settings`: endpoints, events, interactivity and deployment flags. */
export const Settings = lazy((): TSchema =>
  Closed(
    {
      allowed_ip_address_ranges: Optional(
        List(Formatted('ip-range', { description: 'An IPv4 address or CIDR range.' }), {
          maxItems: 10,
          uniqueItems: true,
          description: 'IP ranges allowed to call the Web API with the app tokens; at most 10.',
          'x-note': 'Some sources allow 50; the specification says 10.',
        }),
      ),
      event_subscriptions: Optional(EventSubscriptions()),
      incoming_webhooks: Optional(IncomingWebhooks()),
      interactivity: Optional(Interactivity()),
      org_deploy_enabled: Optional(Bool('Whether org-wide deployment is enabled; required for functions.')),
      socket_mode_enabled: Optional(Bool('Whether Socket Mode is enabled (no public request URLs needed).')),
      token_rotation_enabled: Optional(Bool('Whether token rotation is enabled.')),
      is_hosted: Optional(Bool('Whether the platform hosts the app.')),
      is_mcp_enabled: Optional(Bool('Whether the app exposes an MCP server.')),
      siws_links: Optional(SiwsLinks()),
      hermes_app_type: Optional(Str({ description: 'Internal app type written by platform tooling; same values as function_runtime.' })),
      function_runtime: Optional(
        OneOfValues(FUNCTION_RUNTIMES, '`remote` (a self-hosted app) or `slack` (an app built with the platform SDK); required when functions are used.'),
      ),
    },
    { description: 'Settings: events, interactivity, socket mode and runtime.' },
  ),
);
