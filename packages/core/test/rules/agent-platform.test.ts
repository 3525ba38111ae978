import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateManifestText } from 'manifesto-core';
import { fixesFor } from 'manifesto-core/language';
import { applyFixEdits } from '../../src/rules/apply-fix.js';
import { yaml } from '../helpers.js';
import { expectClean, expectProblems, key, pair, plant, twins } from './twins.js';

/** An agent app with MCP servers and Work Object previews, as the reference pages describe them. */
const AGENT_APP = yaml`
  display_information:
    name: Deploy Agent
  features:
    bot_user:
      display_name: deployagent
    agent_view:
      agent_description: ${'d'.repeat(300)}
      suggested_prompts:
        - title: What can you do?
          message: What can you help me with?
    rich_previews:
      is_active: true
      entity_types:
        - slack#/entities/task
        - slack#/entities/file
  oauth_config:
    scopes:
      bot:
        - assistant:write
        - chat:write
        - mcp:connect
  settings:
    socket_mode_enabled: true
    is_mcp_enabled: true
  mcp_servers:
    deploys:
      url: https://mcp.example.com/mcp
      auth_type: slack_identity_auth
`;

const ASSISTANT_APP = yaml`
  display_information:
    name: Deploy Agent
  features:
    bot_user:
      display_name: deployagent
    assistant_view:
      assistant_description: Answers questions about deploys
      suggested_prompts:
        - title: Status
          message: What is deploying now?
  oauth_config:
    scopes:
      bot:
        - assistant:write
        - chat:write
`;

describe('the agent platform in manifests', () => {
  it('accepts agent_view with a 300-character description, mcp_servers, is_mcp_enabled, rich_previews and the mcp:connect scope', () => {
    expectClean(AGENT_APP);
    expectClean(plant(AGENT_APP, '  scopes:\n', '  scopes:\n    user:\n      - mcp:connect\n'));
  });

  it('reports a 301-character agent_description, an unknown auth_type and an http MCP URL once each', () => {
    const text = AGENT_APP.replace('d'.repeat(300), 'd'.repeat(301))
      .replace('auth_type: slack_identity_auth', 'auth_type: oauth')
      .replace('https://mcp.example.com', 'http://mcp.example.com');
    expectProblems(
      text,
      ['max-length', 'enum', 'url'],
      [
        { rule: 'max-length', pointer: '/features/agent_view/agent_description', at: 'dddd' },
        { rule: 'url', pointer: '/mcp_servers/deploys/url', at: 'http://' },
        { rule: 'enum', pointer: '/mcp_servers/deploys/auth_type', at: pair('auth_type', 'oauth') },
      ],
    );
  });
});

describe('assistant-view', () => {
  it('notes assistant_view at its key, as information', () => {
    expectProblems(ASSISTANT_APP, ['assistant-view'], [{ rule: 'assistant-view', pointer: '/features/assistant_view', at: key('assistant_view') }]);
    for (const { format, text } of twins(ASSISTANT_APP)) {
      const problems = validateManifestText(text, { format }).problems;
      expect(problems.map((p) => `${p.rule} ${p.severity}`)).toEqual(['assistant-view info']);
    }
  });

  it('migrates to agent_view, renaming assistant_description, and says the switch is irreversible', () => {
    for (const { format, text } of twins(ASSISTANT_APP)) {
      const problem = validateManifestText(text, { format }).problems.find((p) => p.rule === 'assistant-view')!;
      const value = parse(text);
      const [fix] = fixesFor('manifest', value, problem);
      expect(fix?.title).toContain('irreversible');
      expect(fix?.edits).toEqual([
        { op: 'rename', pointer: '/features/assistant_view/assistant_description', name: 'agent_description' },
        { op: 'rename', pointer: '/features/assistant_view', name: 'agent_view' },
      ]);
      const fixed = applyFixEdits(value, fix!.edits) as { features: Record<string, unknown> };
      expect(fixed.features['agent_view']).toEqual({
        agent_description: 'Answers questions about deploys',
        suggested_prompts: [{ title: 'Status', message: 'What is deploying now?' }],
      });
      expect(validateManifestText(JSON.stringify(fixed), { format: 'json' }).problems).toEqual([]);
    }
  });

  it('is not reported with agent_view beside it (assistant-and-agent-view says that)', () => {
    const both = plant(ASSISTANT_APP, 'oauth_config:\n', '  agent_view:\n    agent_description: Answers questions\noauth_config:\n');
    expectProblems(
      both,
      ['assistant-view', 'assistant-and-agent-view'],
      [{ rule: 'assistant-and-agent-view', pointer: '/features/assistant_view', at: key('assistant_view') }],
    );
  });
});

describe('the agent session events and MCP servers at their limit', () => {
  const withEvents = (scopes: string) =>
    plant(
      AGENT_APP,
      '  is_mcp_enabled: true\n',
      '  is_mcp_enabled: true\n  event_subscriptions:\n    bot_events:\n      - app_context_changed\n      - agent_session_stopped\n      - agent_session_title_changed\n',
    ).replace('      - assistant:write\n      - chat:write\n', scopes);

  it('knows app_context_changed, agent_session_stopped and agent_session_title_changed, with the scopes that grant them', () => {
    expectClean(withEvents('      - assistant:write\n      - chat:write\n'));
    expectProblems(
      withEvents('      - assistant:write\n'),
      ['event-scope-missing', 'unknown-event', 'misspelt-event'],
      [
        { rule: 'event-scope-missing', pointer: '/settings/event_subscriptions/bot_events/1', at: 'agent_session_stopped' },
        { rule: 'event-scope-missing', pointer: '/settings/event_subscriptions/bot_events/2', at: 'agent_session_title_changed' },
      ],
    );
  });

  it('takes 20 MCP servers, not 21', () => {
    const servers = (count: number) =>
      Array.from({ length: count }, (_, i) => `  server${i}:\n    url: https://mcp${i}.example.com/mcp\n    auth_type: no_auth\n`).join('');
    const withServers = (count: number) =>
      plant(AGENT_APP, '  deploys:\n    url: https://mcp.example.com/mcp\n    auth_type: slack_identity_auth\n', servers(count));
    expectClean(withServers(20));
    expectProblems(withServers(21), ['max-properties'], [{ rule: 'max-properties', pointer: '/mcp_servers', at: key('mcp_servers') }]);
  });
});
