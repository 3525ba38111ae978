import { PLATFORM_NAMESPACES } from '../../namespace.js';
import { isRecord } from '../../source/pointer.js';
import { defineRule } from '../../rules/define.js';
import type { ManifestRule } from './rule.js';

function nonEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/** Any `request_url`, even a null or malformed one, is the schema's to judge; this rule is about a missing one. */
function hasUrl(group: Record<string, unknown>): boolean {
  return group['request_url'] !== undefined;
}

export const eventsWithoutEndpointRule = defineRule({
  id: 'events-without-endpoint',
  defaultSeverity: 'error',
  description: 'Event subscriptions list events but there is neither `request_url` nor `socket_mode_enabled: true`.',
  docs: {
    why: 'Events are delivered to a request URL or over socket mode; with neither, subscribed events go nowhere.',
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
      - app_mentions:read
settings:
  event_subscriptions:
    bot_events:
      - app_mention
`,
    },
  },
});

export const interactivityWithoutEndpointRule = defineRule({
  id: 'interactivity-without-endpoint',
  defaultSeverity: 'error',
  description: 'Interactivity is enabled but there is neither `request_url` nor `socket_mode_enabled: true`.',
  docs: {
    why: 'Button clicks and form submissions are delivered to a request URL or over socket mode; with neither, nothing arrives.',
    example: {
      file: 'manifest.yaml',
      text: `display_information:
  name: Helper
settings:
  interactivity:
    is_enabled: true
`,
    },
  },
});

/** Events and interactions are delivered either to a request URL or over a socket-mode connection. */
export const endpointRules: ManifestRule = {
  rules: [eventsWithoutEndpointRule, interactivityWithoutEndpointRule],
  check({ manifest, report }) {
    const settings = manifest['settings'];
    if (!isRecord(settings)) return;
    // Socket mode, or an app hosted on the platform runtime, receives everything without a URL.
    if (settings['socket_mode_enabled'] === true) return;
    const runtime = settings['function_runtime'];
    if (typeof runtime === 'string' && PLATFORM_NAMESPACES.includes(runtime)) return;

    const events = settings['event_subscriptions'];
    if (isRecord(events) && !hasUrl(events)) {
      const lists = ['bot_events', 'user_events'].filter((key) => nonEmptyList(events[key]));
      if (lists.length > 0) {
        report(eventsWithoutEndpointRule, {
          pointer: '/settings/event_subscriptions',
          target: 'key',
          message: `\`settings.event_subscriptions\` subscribes to ${lists.map((key) => `\`${key}\``).join(' and ')} but has no \`request_url\` and socket mode is off; add an https \`request_url\` or set \`settings.socket_mode_enabled: true\`.`,
          data: { missing: 'request_url', socketModePointer: '/settings/socket_mode_enabled' },
        });
      }
    }

    const interactivity = settings['interactivity'];
    if (isRecord(interactivity) && interactivity['is_enabled'] === true && !hasUrl(interactivity)) {
      report(interactivityWithoutEndpointRule, {
        pointer: '/settings/interactivity',
        target: 'key',
        message:
          '`settings.interactivity` is enabled but has no `request_url` and socket mode is off; add an https `request_url` or set `settings.socket_mode_enabled: true`.',
        data: { missing: 'request_url', socketModePointer: '/settings/socket_mode_enabled' },
      });
    }
  },
};
