import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateManifestText } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { yaml } from '../helpers.js';
import { BOT_V1, WORKFLOW_V2 } from './fixtures.js';
import { expectClean, expectProblems, plant, twins } from './twins.js';

const RULES = [
  'misspelt-scope',
  'scope-wrong-token',
  'unknown-scope',
  'misspelt-event',
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
/** The bot scopes without `chat:write`, so a rename to it is no duplicate. */
const NO_CHAT_WRITE = BOT_SCOPES.replace('      - chat:write\n', '');
const withBotEvents = (events: string) => plant(BOT_V1, '    bot_events:\n      - app_mention\n', `    bot_events:\n${events}`);

/** The first problem of a rule in the YAML form, with its message and quick fixes. */
function firstOf(text: string, rule: string) {
  const { problems } = validateManifestText(text, { format: 'yaml' });
  const problem = problems.find((p) => p.rule === rule);
  if (!problem) throw new Error(`no ${rule} problem`);
  return { problem, fixes: fixesFor('manifest', parse(text), problem) };
}

describe('misspelt-scope', () => {
  it('is an error one or two edits from a known scope, with a fix that renames it', () => {
    const text = withBotScopes(NO_CHAT_WRITE + '      - chat:wirte\n      - channels:reed\n      - Chat:Write.Public\n');
    expectProblems(text, RULES, [
      { rule: 'misspelt-scope', pointer: '/oauth_config/scopes/bot/3', at: 'chat:wirte' },
      { rule: 'misspelt-scope', pointer: '/oauth_config/scopes/bot/4', at: 'channels:reed' },
      { rule: 'misspelt-scope', pointer: '/oauth_config/scopes/bot/5', at: 'Chat:Write.Public' },
    ]);
    const { problem, fixes } = firstOf(text, 'misspelt-scope');
    expect(problem.severity).toBe('error');
    expect(problem.data).toEqual({ name: 'chat:wirte', suggestion: 'chat:write', list: 'bot' });
    expect(fixes.map((fix) => fix.edits)).toEqual([[{ op: 'set', pointer: '/oauth_config/scopes/bot/3', value: 'chat:write' }]]);
  });

  it('fails the check: a misspelt scope is an error in both formats', () => {
    for (const { format, text } of twins(withBotScopes(BOT_SCOPES + '      - chat:wirte\n'))) {
      const errors = validateManifestText(text, { format }).problems.filter((p) => p.severity === 'error');
      expect(
        errors.map((p) => [p.rule, p.pointer]),
        format,
      ).toEqual([['misspelt-scope', '/oauth_config/scopes/bot/4']]);
    }
  });

  it('offers no rename to a scope the list already requests (it would be a duplicate)', () => {
    const { problem, fixes } = firstOf(withBotScopes(BOT_SCOPES + '      - chat:wirte\n'), 'misspelt-scope');
    expect(problem.data).toEqual({ name: 'chat:wirte', list: 'bot' });
    expect(fixes).toEqual([]);
  });

  it('is an error near a scope of the other token type, without a rename that would trade it for another', () => {
    const text = withBotScopes(BOT_SCOPES + '      - search:reed\n');
    expectProblems(text, RULES, [{ rule: 'misspelt-scope', pointer: '/oauth_config/scopes/bot/4', at: 'search:reed' }]);
    const { problem, fixes } = firstOf(text, 'misspelt-scope');
    expect(problem.data).toEqual({ name: 'search:reed', list: 'bot' });
    expect(fixes).toEqual([]);
  });

  it('never calls a known scope a near miss of another (`im:read`, `mpim:read`, `groups:write`)', () => {
    const text = withBotScopes(
      BOT_SCOPES + '      - im:read\n      - mpim:read\n      - im:write\n      - mpim:write\n      - groups:write\n      - team:read\n',
    );
    expectProblems(text, RULES, []);
  });
});

describe('scope-wrong-token', () => {
  it('is an error for a scope the sources give only to the other token type', () => {
    const text = plant(
      withBotScopes(BOT_SCOPES + '      - search:read\n'),
      '    user:\n      - search:read\n',
      '    user:\n      - search:read\n      - chat:write.public\n',
    );
    expectProblems(text, RULES, [
      { rule: 'scope-wrong-token', pointer: '/oauth_config/scopes/bot/4', at: { yaml: '      - search:read\n', json: '"search:read"' } },
      { rule: 'scope-wrong-token', pointer: '/oauth_config/scopes/user/1', at: 'chat:write.public' },
    ]);
    expect(firstOf(text, 'scope-wrong-token').problem.severity).toBe('error');
  });

  it('stays a warning where the methods give the scope to this token type (`channels:write` for bots)', () => {
    const text = withBotScopes(BOT_SCOPES + '      - channels:write\n');
    expectProblems(text, RULES, [{ rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/4', at: 'channels:write' }]);
    const { problem } = firstOf(text, 'unknown-scope');
    expect(problem.severity).toBe('warning');
    expect(problem.message).toContain('`channels:write` is a user scope, not a bot scope');
  });
});

describe('unknown-scope', () => {
  it('is a warning for a name far from every known scope, and for an app-level token scope', () => {
    const text = withBotScopes(BOT_SCOPES + '      - thisisnotascope\n      - connections:write\n');
    expectProblems(text, RULES, [
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/4', at: 'thisisnotascope' },
      { rule: 'unknown-scope', pointer: '/oauth_config/scopes/bot/5', at: 'connections:write' },
    ]);
    expect(firstOf(text, 'unknown-scope').problem.severity).toBe('warning');
  });
});

describe('misspelt-event', () => {
  it('is an error one or two edits from a known event, with a fix that renames it', () => {
    const text = withBotEvents('      - app_mention\n      - mesage.channels\n      - reaction_add\n');
    expectProblems(plant(text, '      - commands\n', '      - commands\n      - reactions:read\n'), RULES, [
      { rule: 'misspelt-event', pointer: '/settings/event_subscriptions/bot_events/1', at: 'mesage.channels' },
      { rule: 'misspelt-event', pointer: '/settings/event_subscriptions/bot_events/2', at: 'reaction_add' },
    ]);
    const { problem, fixes } = firstOf(text, 'misspelt-event');
    expect(problem.severity).toBe('error');
    expect(problem.data).toEqual({ name: 'mesage.channels', suggestion: 'message.channels' });
    expect(fixes[0]?.edits).toEqual([{ op: 'set', pointer: '/settings/event_subscriptions/bot_events/1', value: 'message.channels' }]);
    expect(validateManifestText(text).problems.find((p) => p.pointer.endsWith('/2'))?.data).toEqual({ name: 'reaction_add', suggestion: 'reaction_added' });
  });

  it('offers no rename to an event the list already has', () => {
    const { problem, fixes } = firstOf(withBotEvents('      - app_mention\n      - app_mentoin\n'), 'misspelt-event');
    expect(problem.data).toEqual({ name: 'app_mentoin' });
    expect(fixes).toEqual([]);
  });

  it('never calls a known event a near miss of another (`message.im`, `message.mpim`)', () => {
    const text = plant(
      withBotEvents('      - app_mention\n      - message.im\n      - message.mpim\n'),
      '      - commands\n',
      '      - commands\n      - im:history\n      - mpim:history\n',
    );
    expectProblems(text, RULES, []);
  });
});

describe('unknown-event', () => {
  it('is a warning for a name far from every known event', () => {
    const text = withBotEvents('      - app_mention\n      - incident_declared_v2\n');
    expectProblems(text, RULES, [{ rule: 'unknown-event', pointer: '/settings/event_subscriptions/bot_events/1', at: 'incident_declared_v2' }]);
    expect(firstOf(text, 'unknown-event').problem.severity).toBe('warning');
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
