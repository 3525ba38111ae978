import { describe, expect, test } from 'vitest';
import { getLanguageService } from 'manifesto-lsp';
import type { MarkupContent } from 'vscode-languageserver';
import { applyEdits, cursor, documentOf } from './helpers.js';

const service = getLanguageService();

/** Completion labels at the `|` of a marked text. */
function labels(marked: string, name: string): string[] {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  return service.completion(document, document.positionAt(offset)).items.map((item) => item.label);
}

function hoverText(marked: string, name: string): string {
  const { text, offset } = cursor(marked);
  const document = documentOf(text, name);
  return (service.hover(document, document.positionAt(offset), 'markdown')?.contents as MarkupContent | undefined)?.value ?? '';
}

const YAML_SCOPES = 'display_information:\n  name: A\noauth_config:\n  scopes:\n    bot:\n      - chat:write\n      - |\n';
const JSON_SCOPES = '{"display_information": {"name": "A"}, "oauth_config": {"scopes": {"bot": ["chat:write", "|"]}}}';
const YAML_EVENTS = 'display_information:\n  name: A\nsettings:\n  event_subscriptions:\n    bot_events:\n      - |\n';
const JSON_EVENTS = '{"display_information": {"name": "A"}, "settings": {"event_subscriptions": {"bot_events": ["|"]}}}';

describe('scope and event names from the platform catalogue', () => {
  test.each([
    ['yaml', YAML_SCOPES, 'manifest.yaml'],
    ['json', JSON_SCOPES, 'manifest.json'],
  ])('%s: a bot scope list offers bot scopes, not the ones already listed', (_format, marked, name) => {
    const offered = labels(marked, name);
    expect(offered).toEqual(expect.arrayContaining(['channels:history', 'reactions:read', 'commands']));
    expect(offered).not.toContain('chat:write');
  });

  test.each([
    ['yaml', YAML_EVENTS, 'manifest.yaml'],
    ['json', JSON_EVENTS, 'manifest.json'],
  ])('%s: bot_events offers event names', (_format, marked, name) => {
    expect(labels(marked, name)).toEqual(expect.arrayContaining(['app_mention', 'reaction_added', 'message.channels']));
  });

  test.each([
    ['yaml', 'oauth_config:\n  scopes:\n    bot:\n      - channels:his|tory\n', 'manifest.yaml'],
    ['json', '{"oauth_config": {"scopes": {"bot": ["channels:his|tory"]}}}', 'manifest.json'],
  ])('%s: hover on a scope names the events and methods it unlocks', (_format, marked, name) => {
    const text = hoverText(marked, name);
    expect(text).toContain('`message.channels`');
    expect(text).toContain('`conversations.history`');
  });

  test('hover on an event names its scopes', () => {
    expect(hoverText('settings:\n  event_subscriptions:\n    bot_events:\n      - app_men|tion\n', 'manifest.yaml')).toContain('`app_mentions:read`');
  });
});

describe('choosing a scope replaces the whole name under the cursor', () => {
  const chosen = (marked: string, name: string, label: string): string => {
    const { text, offset } = cursor(marked);
    const document = documentOf(text, name);
    const item = service.completion(document, document.positionAt(offset)).items.find((candidate) => candidate.label === label);
    expect(item, `no ${label} item`).toBeDefined();
    const edit = item!.textEdit && 'range' in item!.textEdit ? item!.textEdit : undefined;
    expect(edit).toBeDefined();
    return applyEdits(text, [edit!]);
  };

  const yamlText = 'oauth_config:\n  scopes:\n    bot:\n      - commands\n      - chat:wirte\n      - users:read\n';
  const jsonText = '{"oauth_config": {"scopes": {"bot": ["commands", "chat:wirte", "users:read"]}}}';

  test.each(['cha|t:wirte', 'chat|:wirte', 'chat:|wirte', 'chat:wir|te', 'chat:wirte|'])('YAML, cursor at %s', (at) => {
    const marked = yamlText.replace('chat:wirte', at);
    expect(chosen(marked, 'manifest.yaml', 'chat:write')).toBe(yamlText.replace('chat:wirte', 'chat:write'));
  });

  test.each(['cha|t:wirte', 'chat|:wirte', 'chat:|wirte', 'chat:wirte|'])('JSON, cursor at %s', (at) => {
    const marked = jsonText.replace('chat:wirte', at);
    expect(chosen(marked, 'manifest.json', 'chat:write')).toBe(jsonText.replace('chat:wirte', 'chat:write'));
  });
});
