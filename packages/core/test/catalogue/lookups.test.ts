import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CATALOGUE_DATE, isWebApiMethod, requiredScopes, scopesForEvent } from 'manifesto-core';
import { catalogueHoverAt, eventInfo, scopeInfo, valuesAt } from 'manifesto-core/language';
import { BOT_V1 } from '../rules/fixtures.js';

describe('library look-ups', () => {
  it('knows the Web API methods by name, and nothing else', () => {
    expect(isWebApiMethod('chat.postMessage')).toBe(true);
    expect(isWebApiMethod('admin.conversations.restrictAccess.addGroup')).toBe(true);
    expect(isWebApiMethod('chat.postmessage')).toBe(false);
    expect(isWebApiMethod('postMessage')).toBe(false);
    expect(isWebApiMethod(42 as unknown as string)).toBe(false);
  });

  it('scopesForEvent: the scopes that grant an event ("any of"), [] for none, undefined when unknown', () => {
    expect(scopesForEvent('app_mention')).toEqual(['app_mentions:read']);
    expect(scopesForEvent('member_joined_channel')).toEqual(['channels:read', 'groups:read', 'mpim:read']);
    expect(scopesForEvent('app_home_opened')).toEqual([]);
    expect(scopesForEvent('mesage.channels')).toBeUndefined();
    expect(scopesForEvent(42 as unknown as string)).toBeUndefined();
  });

  it('requiredScopes: bot and user scopes of a list of methods, choices where a method takes any of several', () => {
    const result = requiredScopes(['chat.postMessage', 'reactions.add', 'conversations.history', 'conversations.create', 'no.such.method']);
    expect(result.bot).toEqual(['chat:write', 'reactions:write']);
    expect(result.user).toEqual(['chat:write', 'reactions:write']);
    expect(result.choices.map((choice) => [choice.method, choice.token])).toEqual([
      ['conversations.history', 'bot'],
      ['conversations.history', 'user'],
      ['conversations.create', 'bot'],
      ['conversations.create', 'user'],
    ]);
    expect(result.unknown).toEqual(['no.such.method']);
    expect(requiredScopes('chat.postMessage').bot).toEqual(['chat:write']);
    expect(requiredScopes(undefined as unknown as string[])).toEqual({ bot: [], user: [], choices: [], unknown: [] });
  });

  it('has a date', () => expect(CATALOGUE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/));
});

describe('editor facts', () => {
  const manifest = parse(BOT_V1) as unknown;
  const values = (pointer: string) => valuesAt('manifest', manifest, pointer).map((suggestion) => suggestion.value);

  it('offers bot scopes in a bot scope list, without those already listed', () => {
    const offered = values('/oauth_config/scopes/bot/4');
    expect(offered).toEqual(expect.arrayContaining(['reactions:read', 'users:read', 'im:history']));
    expect(offered).not.toContain('chat:write');
    expect(offered).not.toContain('channels:write');
    // The item being edited does not hide itself.
    expect(values('/oauth_config/scopes/bot/2')).toContain('channels:history');
    expect(values('/oauth_config/scopes/bot')).not.toContain('commands');
    const fresh = valuesAt('manifest', { oauth_config: { scopes: { bot: [] } } }, '/oauth_config/scopes/bot/0');
    expect(fresh.map((s) => s.value)).toEqual(expect.arrayContaining(['channels:history', 'reactions:read', 'commands']));
    expect(fresh.find((s) => s.value === 'channels:history')?.detail).toContain('message.channels');
  });

  it('offers user scopes in user and user_optional lists', () => {
    expect(values('/oauth_config/scopes/user/1')).toEqual(expect.arrayContaining(['channels:write', 'search:read.public']));
    expect(values('/oauth_config/scopes/user_optional/0')).not.toContain('chat:write.public');
  });

  it('offers events with their descriptions in bot_events and user_events', () => {
    const offered = valuesAt('manifest', manifest, '/settings/event_subscriptions/bot_events/1');
    expect(offered.map((s) => s.value)).toEqual(expect.arrayContaining(['reaction_added', 'message.channels']));
    expect(offered.map((s) => s.value)).not.toContain('app_mention');
    expect(values('/settings/event_subscriptions/bot_events/0')).toContain('app_mention');
    expect(offered.find((s) => s.value === 'reaction_added')?.detail).toContain('reactions:read');
    expect(values('/settings/event_subscriptions/user_events/0')).toContain('reaction_added');
  });

  it('offers nothing from the catalogue elsewhere', () => {
    expect(values('/oauth_config/redirect_urls/0')).toEqual([]);
    expect(values('/oauth_config/scopes/bot/x')).toEqual([]);
  });

  it('hover on a scope names the events and methods that need it', () => {
    const text = scopeInfo('channels:history') ?? '';
    expect(text).toContain('`message.channels`');
    expect(text).toContain('`conversations.history`');
    expect(text).toContain('bot and user scope');
    expect(scopeInfo('chat:write:bot')).toContain('Deprecated');
    expect(scopeInfo('chat:wrte')).toBeUndefined();
  });

  it('hover on an event names its scopes', () => {
    expect(eventInfo('message.channels')).toContain('`channels:history`');
    expect(eventInfo('member_joined_channel')).toContain('one of the scopes `channels:read`, `groups:read`, `mpim:read`');
    expect(eventInfo('workflow_step_execute')).toContain('Deprecated');
  });

  it('catalogueHoverAt answers at a list item of a manifest', () => {
    expect(catalogueHoverAt('manifest', manifest, '/oauth_config/scopes/bot/2')).toContain('`message.channels`');
    expect(catalogueHoverAt('manifest', manifest, '/settings/event_subscriptions/bot_events/0')).toContain('`app_mentions:read`');
    expect(catalogueHoverAt('manifest', manifest, '/display_information/name')).toBeUndefined();
    expect(catalogueHoverAt('blocks', manifest, '/oauth_config/scopes/bot/2')).toBeUndefined();
  });
});
