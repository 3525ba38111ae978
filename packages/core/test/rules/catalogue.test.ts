import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateManifestText } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { yaml } from '../helpers.js';
import { BOT_V1, WORKFLOW_V2 } from './fixtures.js';
import { expectClean, expectProblems, plant } from './twins.js';

const RULES = [
  'unknown-scope',
  'unknown-event',
  'deprecated-scope',
  'deprecated-event',
  'event-scope-missing',
  'commands-scope-missing',
  'shortcuts-scope-missing',
  'unfurl-scope-missing',
  'datastore-scope-missing',
  'incoming-webhook-scope-missing',
  'assistant-scope-missing',
  'metadata-scope-missing',
  'bot-user-missing',
];

const BOT_SCOPES = '      - chat:write\n      - commands\n      - channels:history\n      - "app_mentions:read"\n';
const withBotScopes = (scopes: string) => plant(BOT_V1, BOT_SCOPES, scopes);
const withBotEvents = (events: string) => plant(BOT_V1, '    bot_events:\n      - app_mention\n', `    bot_events:\n${events}`);

/** The first problem of a rule in the YAML form, with its message and quick fixes. */
function firstOf(text: string, rule: string) {
  const { problems } = validateManifestText(text, { format: 'yaml' });
  const problem = problems.find((p) => p.rule === rule);
  if (!problem) throw new Error(`no ${rule} problem`);
  return { problem, fixes: fixesFor('manifest', parse(text), problem) };
}

describe('unknown-scope', () => {
  it('marks a misspelt bot scope at its line and suggests the closest', () => {
    const text = withBotScopes(BOT_SCOPES + '      - chat:wrte\n      - channels:reed\n');
    expectProblems(text, RULES, [
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/4', at: 'chat:wrte' },
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/5', at: 'channels:reed' },
    ]);
    const { problem, fixes } = firstOf(text, 'unknown-scope');
    expect(problem.message).toContain('did you mean `chat:write`?');
    expect(fixes[0]?.edits).toEqual([{ op: 'set', pointer: '/oauth_config/scopes/bot/4', value: 'chat:write' }]);
  });

  it('says when a bot list names a user scope, and the other way round', () => {
    const text = plant(
      withBotScopes(BOT_SCOPES + '      - channels:write\n'),
      '    user:\n      - search:read\n',
      '    user:\n      - search:read\n      - chat:write.public\n',
    );
    expectProblems(text, RULES, [
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/4', at: 'channels:write' },
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/user/1', at: 'chat:write.public' },
    ]);
    expect(firstOf(text, 'unknown-scope').problem.message).toContain('`channels:write` is a user scope, not a bot scope');
  });

  it('marks a name that is no scope at all, and an app-level token scope', () => {
    const text = withBotScopes(BOT_SCOPES + '      - thisisnotascope\n      - connections:write\n');
    expectProblems(text, RULES, [
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/4', at: 'thisisnotascope' },
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/5', at: 'connections:write' },
    ]);
  });
});

describe('unknown-event', () => {
  it('suggests the closest event for a misspelling', () => {
    const text = withBotEvents('      - app_mention\n      - mesage.channels\n      - reaction_add\n');
    expectProblems(plant(text, '      - commands\n', '      - commands\n      - reactions:read\n'), RULES, [
      { rule: 'unknown-event', pointer: '/settings/event_subscriptions/bot_events/1', at: 'mesage.channels' },
      { rule: 'unknown-event', pointer: '/settings/event_subscriptions/bot_events/2', at: 'reaction_add' },
    ]);
    const { problem, fixes } = firstOf(text, 'unknown-event');
    expect(problem.message).toContain('did you mean `message.channels`?');
    expect(fixes[0]?.edits).toEqual([{ op: 'set', pointer: '/settings/event_subscriptions/bot_events/1', value: 'message.channels' }]);
    expect(validateManifestText(text).problems.find((p) => p.pointer.endsWith('/2'))?.message).toContain('`reaction_added`');
  });

  it('marks an RTM-only event, which the service rejects', () => {
    expectProblems(withBotEvents('      - app_mention\n      - presence_change\n'), RULES, [
      { rule: 'unknown-event', pointer: '/settings/event_subscriptions/bot_events/1', at: 'presence_change' },
    ]);
  });
});

describe('deprecated-scope and deprecated-event', () => {
  it('marks legacy scopes and names what replaced them', () => {
    const text = plant(
      withBotScopes(BOT_SCOPES + '      - chat:write:bot\n      - workflow.steps:execute\n'),
      '    user:\n      - search:read\n',
      '    user:\n      - search:read\n      - identity.basic\n',
    );
    expectProblems(text, RULES, [
      { rule: 'deprecated-scope', pointer: '/oauth_config/scopes/bot/4', at: 'chat:write:bot' },
      { rule: 'deprecated-scope', pointer: '/oauth_config/scopes/bot/5', at: 'workflow.steps:execute' },
      { rule: 'deprecated-scope', pointer: '/oauth_config/scopes/user/1', at: 'identity.basic' },
    ]);
    expect(validateManifestText(text).problems.find((p) => p.pointer === '/oauth_config/scopes/user/1')?.message).toContain('`openid`');
  });

  it('marks retired events and the archive events, which are message subtypes (never unknown)', () => {
    const text = withBotEvents('      - app_mention\n      - workflow_step_execute\n      - channel_archive\n      - group_unarchive\n');
    expectProblems(text, RULES, [
      { rule: 'deprecated-event', pointer: '/settings/event_subscriptions/bot_events/1', at: 'workflow_step_execute' },
      { rule: 'deprecated-event', pointer: '/settings/event_subscriptions/bot_events/2', at: 'channel_archive' },
      { rule: 'deprecated-event', pointer: '/settings/event_subscriptions/bot_events/3', at: 'group_unarchive' },
    ]);
    expect(validateManifestText(text).problems.find((p) => p.pointer.endsWith('bot_events/2'))?.message).toContain('`message.channels`');
  });
});

describe('event-scope-missing', () => {
  it('marks a bot event whose scope is not in the bot list, with a fix that appends it', () => {
    const text = withBotScopes('      - chat:write\n      - commands\n      - channels:history\n');
    expectProblems(text, RULES, [
      { rule: 'event-scope-missing', pointer: '/settings/event_subscriptions/bot_events/0', at: { yaml: '- app_mention', json: '"app_mention"' } },
    ]);
    const { problem, fixes } = firstOf(text, 'event-scope-missing');
    expect(problem.message).toContain('`app_mentions:read`');
    expect(fixes.map((fix) => fix.edits)).toEqual([[{ op: 'append', pointer: '/oauth_config/scopes/bot', value: 'app_mentions:read' }]]);
  });

  it('reads the scope lists as "any of", and names every scope that would grant the event', () => {
    expectProblems(withBotEvents('      - app_mention\n      - message\n'), RULES, []);
    const text = withBotEvents('      - app_mention\n      - member_joined_channel\n');
    expectProblems(text, RULES, [{ rule: 'event-scope-missing', pointer: '/settings/event_subscriptions/bot_events/1', at: 'member_joined_channel' }]);
    const { problem, fixes } = firstOf(text, 'event-scope-missing');
    expect(problem.message).toContain('one of the bot scopes `channels:read`, `groups:read`, `mpim:read`');
    expect(fixes).toHaveLength(3);
  });

  it('judges user events against the user list only', () => {
    const text = plant(BOT_V1, '    bot_events:\n      - app_mention\n', '    bot_events:\n      - app_mention\n    user_events:\n      - reaction_added\n');
    expectProblems(text, RULES, [{ rule: 'event-scope-missing', pointer: '/settings/event_subscriptions/user_events/0', at: 'reaction_added' }]);
    expectProblems(plant(text, '    user:\n      - search:read\n', '    user:\n      - search:read\n      - reactions:read\n'), RULES, []);
  });
});

describe('feature scopes', () => {
  it('slash commands without `commands` are an error (not repeated for shortcuts)', () => {
    const text = withBotScopes('      - chat:write\n      - channels:history\n      - "app_mentions:read"\n');
    expectProblems(text, RULES, [{ rule: 'commands-scope-missing', pointer: '/features/slash_commands', at: 'slash_commands' }]);
    expect(firstOf(text, 'commands-scope-missing').fixes[0]?.edits).toEqual([{ op: 'append', pointer: '/oauth_config/scopes/bot', value: 'commands' }]);
  });

  it('shortcuts without `commands` are a warning', () => {
    const noCommands = withBotScopes('      - chat:write\n      - channels:history\n      - "app_mentions:read"\n');
    const text = noCommands.replace(/ {2}slash_commands:\n(?: {4}.*\n)+/, '');
    expectProblems(text, RULES, [{ rule: 'shortcuts-scope-missing', pointer: '/features/shortcuts', at: 'shortcuts' }]);
  });

  it('unfurl domains need links:read and links:write (in either list)', () => {
    const text = plant(BOT_V1, 'oauth_config:\n', '  unfurl_domains:\n    - example.com\noauth_config:\n');
    expectProblems(text, RULES, [{ rule: 'unfurl-scope-missing', pointer: '/features/unfurl_domains', at: 'unfurl_domains' }]);
    expect(firstOf(text, 'unfurl-scope-missing').problem.data).toEqual({ scopes: ['links:read', 'links:write'], list: 'bot' });
    expectProblems(plant(text, '    user:\n      - search:read\n', '    user:\n      - search:read\n      - links:read\n      - links:write\n'), RULES, []);
  });

  it('datastores need datastore:read and datastore:write', () => {
    const text = plant(WORKFLOW_V2, '      - datastore:read\n', '');
    expectProblems(text, RULES, [{ rule: 'datastore-scope-missing', pointer: '/datastores', at: 'datastores' }]);
  });

  it('enabled incoming webhooks need incoming-webhook', () => {
    const text = plant(BOT_V1, '  socket_mode_enabled: false\n', '  socket_mode_enabled: false\n  incoming_webhooks:\n    incoming_webhooks_enabled: true\n');
    expectProblems(text, RULES, [
      { rule: 'incoming-webhook-scope-missing', pointer: '/settings/incoming_webhooks/incoming_webhooks_enabled', at: 'incoming_webhooks_enabled' },
    ]);
  });

  it('the assistant view needs assistant:write', () => {
    const text = plant(BOT_V1, 'oauth_config:\n', '  assistant_view:\n    assistant_description: Helps\noauth_config:\n');
    expectProblems(text, RULES, [{ rule: 'assistant-scope-missing', pointer: '/features/assistant_view', at: 'assistant_view' }]);
  });

  it('metadata subscriptions need metadata.message:read', () => {
    const text = plant(
      BOT_V1,
      '    bot_events:\n',
      '    metadata_subscriptions:\n      - app_id: A0123456789\n        event_type: incident_created\n    bot_events:\n',
    );
    expectProblems(text, RULES, [
      { rule: 'metadata-scope-missing', pointer: '/settings/event_subscriptions/metadata_subscriptions', at: 'metadata_subscriptions' },
    ]);
    expectProblems(plant(text, '      - channels:history\n      - "app', '      - channels:history\n      - metadata.message:read\n      - "app'), RULES, []);
  });

  it('bot scopes need a bot user', () => {
    const text = plant(BOT_V1, '  bot_user:\n    display_name: deploybot\n', '');
    expectProblems(text, RULES, [{ rule: 'bot-user-missing', pointer: '/oauth_config/scopes/bot', at: { yaml: '  bot:', json: '"bot":' } }]);
  });
});

describe('a manifest that uses many real scopes and events', () => {
  it('gets no catalogue problem at all', () =>
    expectClean(yaml`
      display_information:
        name: Busy Bot
      features:
        bot_user:
          display_name: busybot
        app_home:
          messages_tab_enabled: true
        unfurl_domains:
          - example.com
      oauth_config:
        scopes:
          bot:
            - app_mentions:read
            - channels:history
            - channels:read
            - chat:write
            - commands
            - emoji:read
            - files:read
            - groups:history
            - groups:read
            - im:history
            - im:read
            - links:read
            - links:write
            - metadata.message:read
            - mpim:history
            - pins:read
            - reactions:read
            - reactions:write
            - team:read
            - usergroups:read
            - users:read
            - users:read.email
          user:
            - search:read
            - reactions:read
            - stars:read
      settings:
        event_subscriptions:
          request_url: https://example.com/slack/events
          bot_events:
            - app_home_opened
            - app_mention
            - app_uninstalled
            - channel_created
            - channel_rename
            - emoji_changed
            - file_shared
            - link_shared
            - member_joined_channel
            - message.channels
            - message.groups
            - message.im
            - message.mpim
            - message_metadata_posted
            - pin_added
            - reaction_added
            - reaction_removed
            - subteam_updated
            - team_join
            - tokens_revoked
            - user_change
          user_events:
            - reaction_added
            - star_added
        interactivity:
          is_enabled: true
          request_url: https://example.com/slack/actions
    `));
});
