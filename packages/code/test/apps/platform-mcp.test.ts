import { describe, expect, it } from 'vitest';
import { graphProblems, graphSummary } from './graph.js';

const lines = (...text: string[]): string => text.join('\n') + '\n';

/** An assistant that hands the user's token to the platform's MCP server, written for these tests. */
const manifest = {
  display_information: { name: 'Helper' },
  features: { bot_user: { display_name: 'helper' } },
  oauth_config: { scopes: { user: ['canvases:write'], bot: ['chat:write', 'im:history'] } },
  settings: { event_subscriptions: { bot_events: ['message.im'] }, socket_mode_enabled: true },
};

const withServer = (url: string) => ({
  'js/app.js': lines(
    "const { App } = require('@slack/bolt');",
    "const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN, userScopes: ['canvases:write'] });",
    'app.message(async ({ message, say, context }) => {',
    '  const answer = await model.respond({',
    `    tools: [{ type: 'mcp', server_url: '${url}', headers: { Authorization: \`Bearer \${context.userToken}\` } }],`,
    '    input: message.text,',
    '  });',
    '  await say(answer.text);',
    '});',
  ),
});

const pyWithServer = (url: string) => ({
  'py/app.py': lines(
    'from slack_bolt import App',
    'app = App()',
    '@app.message()',
    'def answer(message, say, context):',
    `    reply = model.respond(tools=[{"type": "mcp", "server_url": "${url}", "headers": {"Authorization": f"Bearer {context.user_token}"}}])`,
    '    say(reply.text)',
  ),
});

const unused = (problems: [string, string, number, string][]) => problems.filter(([rule]) => rule === 'scope-unused').map(([, , , text]) => text);

describe("scopes the platform's MCP server uses with the app's token", () => {
  it('are not reported unused, and the summary says a place was not followed (JavaScript and Python)', async () => {
    for (const [folder, app] of [
      ['js', withServer('https://mcp.slack.com/mcp')],
      ['py', pyWithServer('https://mcp.slack.com/mcp')],
    ] as const) {
      expect(unused(await graphProblems(folder, app, manifest)), folder).toEqual([]);
      expect(await graphSummary(folder, app, manifest), folder).toMatchObject({ understood: false, open: 1 });
    }
  });

  it("another MCP server's address leaves the app understood, and an unused scope reported", async () => {
    expect(unused(await graphProblems('js', withServer('https://mcp.example.com/mcp'), manifest))).toEqual(['"canvases:write"']);
  });
});
