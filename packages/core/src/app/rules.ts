import { eventFacts } from '../catalogue/index.js';
import { requestedScopes } from '../catalogue/manifest.js';
import { defineRule, type Rule } from '../rules/define.js';
import type { Fix, FixEdit } from '../rules/fix.js';

/**
 * The app graph's rules: the code, the manifest and the payloads checked against each other. Each error
 * is reported only where the facts it needs are closed (no computed id, open fact or unreadable file
 * touches it, no catch-all or matching pattern listener); see `world.ts`.
 */

/** What the editor needs to add a scope to the manifest from a problem in a code file. */
export type ScopeFixData = {
  /** The manifest's file name, as given to `checkApp`: the edits apply to that document. */
  manifest: string;
  method: string;
  /** The scope the fix adds. */
  scope: string;
  /** Every scope that would do (the method accepts any one of them). */
  scopes: string[];
  list: 'bot' | 'user';
};

export const actionIdUndeclaredRule = defineRule({
  id: 'action-id-undeclared',
  defaultSeverity: 'error',
  description: 'An `action_id` listener waits for an id that no block in the code or the payload files declares, so it never runs.',
  docs: { why: 'A listener for an action id that nothing declares never runs, which usually means a typo on one side.' },
});

export const viewCallbackIdUndeclaredRule = defineRule({
  id: 'view-callback-id-undeclared',
  defaultSeverity: 'error',
  description: 'A view listener waits for a `callback_id` that no view in the code or the payload files declares, so it never runs.',
  docs: { why: 'A view listener for a callback id that no view declares never runs, which usually means a typo on one side.' },
});

export const commandUndeclaredRule = defineRule({
  id: 'command-undeclared',
  defaultSeverity: 'error',
  description: 'A slash command listener for a command the manifest does not declare in `features.slash_commands`.',
  docs: { why: 'The platform delivers only the commands the manifest declares, so a listener for another command never runs.' },
});

export const shortcutUndeclaredRule = defineRule({
  id: 'shortcut-undeclared',
  defaultSeverity: 'error',
  description: 'A shortcut listener for a `callback_id` the manifest does not declare in `features.shortcuts`.',
  docs: { why: 'The platform delivers only the shortcuts the manifest declares, so a listener for another callback id never runs.' },
});

/** What the editor needs to subscribe the manifest to the events a listener waits for; `missing` is absent for a misspelt event. */
export type EventFixData = {
  manifest: string;
  event?: string;
  suggestion?: string;
  /** The events to subscribe to, when it is clear which (not for a message listener: which conversations is the user's choice). */
  missing?: string[];
};

export const eventNotSubscribedRule = defineRule<EventFixData>({
  id: 'event-not-subscribed',
  defaultSeverity: 'error',
  description: 'An event listener (or a message or assistant listener) for an event the manifest does not subscribe to, so it never arrives.',
  docs: { why: 'The platform delivers only the events the manifest subscribes to, so a listener for another event never runs.' },
  // The problem is in a code file; the edits are in the manifest named by `data.manifest`.
  fix: ({ data }, { value }) => (data && Array.isArray(data.missing) && data.missing.length > 0 ? [subscribeFix(data.missing, value)] : []),
});

export const functionUndeclaredRule = defineRule({
  id: 'function-undeclared',
  defaultSeverity: 'error',
  description: 'A custom step listener for a `callback_id` the manifest does not declare in `functions`.',
  docs: { why: 'A custom step runs only when the manifest declares the function, so a listener for another callback id never runs.' },
});

export const methodScopeMissingRule = defineRule<ScopeFixData>({
  id: 'method-scope-missing',
  defaultSeverity: 'error',
  description: 'A Web API method called in the code needs a scope the manifest does not request (the call fails with `missing_scope`).',
  // The problem is in a code file; the edit is in the manifest named by `data.manifest`.
  fix: ({ data }) =>
    data && typeof data.scope === 'string'
      ? [
          {
            title: `Add \`${data.scope}\` to \`oauth_config.scopes.${data.list}\``,
            edits: [{ op: 'append', pointer: `/oauth_config/scopes/${data.list}`, value: data.scope }],
          },
        ]
      : [],
  docs: { why: 'A Web API call without its scope fails at run time with `missing_scope`; requesting it in the manifest fixes the call before it ships.' },
});

export const interactivityOffRule = defineRule({
  id: 'interactivity-off-listeners',
  defaultSeverity: 'error',
  description: 'The code listens for actions, views, shortcuts or options while `settings.interactivity.is_enabled` is not true, so none of them arrive.',
  docs: { why: 'With interactivity off the platform sends no actions, view submissions, shortcuts or options, so those listeners never run.' },
});

export const optionsIdUndeclaredRule = defineRule({
  id: 'options-id-undeclared',
  defaultSeverity: 'error',
  description: 'An options listener waits for an `action_id` that no external select in the code or the payload files declares, so it never runs.',
  docs: {
    why: "Only an `external_select` or `multi_external_select` asks the app for its options; a listener for any other id (a typo, or a button's id) never runs, and the menu it was meant for stays empty.",
  },
});

export const optionsUnhandledRule = defineRule({
  id: 'options-unhandled',
  defaultSeverity: 'warning',
  description:
    'An external select whose `action_id` no options listener answers, while the manifest sets no `settings.interactivity.message_menu_options_url`.',
  docs: { why: 'An external select loads its choices from the app; with no options listener to answer, its menu never shows any.' },
});

export const commandUnhandledRule = defineRule({
  id: 'command-unhandled',
  defaultSeverity: 'warning',
  description: 'A slash command in the manifest that no listener in the code handles.',
  docs: { why: 'A declared command that no listener handles shows to users and then fails when they use it.' },
});

export const shortcutUnhandledRule = defineRule({
  id: 'shortcut-unhandled',
  defaultSeverity: 'warning',
  description: 'A shortcut in the manifest that no listener in the code handles.',
  docs: { why: 'A declared shortcut that no listener handles shows to users and then fails when they use it.' },
});

export const eventUnhandledRule = defineRule({
  id: 'event-unhandled',
  defaultSeverity: 'warning',
  description: 'A subscribed event that no listener in the code handles.',
  docs: { why: 'An event that no listener handles is delivered for nothing; the subscription, and often its scope, can go.' },
});

export const functionUnhandledRule = defineRule({
  id: 'function-unhandled',
  defaultSeverity: 'warning',
  description: 'A custom step in the manifest `functions` that no listener in the code handles.',
  docs: { why: 'A declared custom step that no listener handles fails when a workflow runs it.' },
});

export const actionIdUnhandledRule = defineRule({
  id: 'action-id-unhandled',
  defaultSeverity: 'warning',
  description: 'An interactive element (a button, an overflow menu, a select outside an input block) whose `action_id` no listener handles.',
  docs: { why: 'An interactive element whose action no listener handles does nothing for the user who clicks it.' },
});

export const scopeUnusedRule = defineRule({
  id: 'scope-unused',
  defaultSeverity: 'info',
  description: 'A requested scope that no Web API call, event or manifest feature of the app uses (least privilege).',
  docs: { why: 'Every scope is a permission the installing admin must grant; asking for fewer makes the app easier to approve and safer if its token leaks.' },
});

export const socketModeMismatchRule = defineRule({
  id: 'socket-mode-mismatch',
  defaultSeverity: 'warning',
  description: "The code's receiver and the manifest's `settings.socket_mode_enabled` disagree, so the app receives nothing.",
  docs: { why: 'A socket mode receiver gets nothing from an app that expects request URLs, and the reverse; the code and the manifest must agree.' },
});

export const codeTooDeepRule = defineRule({
  id: 'code-too-deep',
  defaultSeverity: 'warning',
  description: 'A code file nests deeper than the code reader parses safely; it was not read, so nothing in it was checked.',
  docs: {
    why: 'Parsing code nested thousands of levels deep can exhaust the stack and end the process; the file is left unread, so its listeners, calls and payloads are not checked and the rules that need the whole app stay silent.',
  },
});

export const APP_RULES: readonly Rule[] = [
  actionIdUndeclaredRule,
  viewCallbackIdUndeclaredRule,
  commandUndeclaredRule,
  shortcutUndeclaredRule,
  eventNotSubscribedRule,
  functionUndeclaredRule,
  methodScopeMissingRule,
  interactivityOffRule,
  optionsIdUndeclaredRule,
  optionsUnhandledRule,
  commandUnhandledRule,
  shortcutUnhandledRule,
  eventUnhandledRule,
  functionUnhandledRule,
  actionIdUnhandledRule,
  scopeUnusedRule,
  socketModeMismatchRule,
  codeTooDeepRule,
];

/**
 * Subscribes the bot to the events, and requests the first scope of each event whose scopes the bot has
 * none of (an event without its scope is an error of the manifest's own).
 */
function subscribeFix(events: readonly string[], manifest: unknown): Fix {
  const granted = new Set(requestedScopes(manifest, 'bot'));
  const edits: FixEdit[] = [];
  for (const event of events) {
    edits.push({ op: 'append', pointer: '/settings/event_subscriptions/bot_events', value: event });
    const scopes = eventFacts(event)?.scopes ?? [];
    const scope = scopes[0];
    if (scope !== undefined && !scopes.some((name) => granted.has(name))) {
      granted.add(scope);
      edits.push({ op: 'append', pointer: '/oauth_config/scopes/bot', value: scope });
    }
  }
  const names = events.map((event) => `\`${event}\``).join(' and ');
  return { title: `Subscribe to ${names} in \`settings.event_subscriptions.bot_events\``, edits };
}
