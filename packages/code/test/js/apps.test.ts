import { describe, expect, it } from 'vitest';
import type { CodeFacts, IdMatch } from 'manifesto-code';
import { readApp } from './read.js';

/** Apps we write in the shapes of the platform's starter templates, reduced to what each file says. */
function summary(facts: Record<string, CodeFacts>): Record<string, string[]> {
  const id = (match: IdMatch | undefined) => (!match ? '*' : match.kind === 'exact' ? match.value : match.kind === 'pattern' ? `/${match.source}/` : '?');
  return Object.fromEntries(
    Object.entries(facts).map(([name, file]) => [
      name,
      [
        ...(file.socketMode ? [`socket ${String(file.socketMode.value)}`] : []),
        ...file.listeners.map((listener) => `${listener.kind} ${id(listener.id)}${listener.type ? ` ${listener.type}` : ''}`),
        ...file.calls.map((call) => `call ${call.method ?? call.via}`),
        ...file.declared.map((declared) => `${declared.key} ${id(declared.value)}`),
        ...file.open.map((open) => `open ${open.touches}`),
        ...(file.unreadable ? ['unreadable'] : []),
      ],
    ]),
  );
}

describe('apps in the starter templates’ shapes', () => {
  it('JavaScript starter: register functions in folders, the app passed down, payloads in the callbacks', async () => {
    const facts = await readApp({
      'app.js': [
        "import { App, LogLevel } from '@slack/bolt';",
        "import { registerListeners } from './listeners/index.js';",
        'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN, logLevel: LogLevel.DEBUG });',
        'registerListeners(app);',
        '(async () => { await app.start(); })();',
      ].join('\n'),
      'listeners/index.js': [
        "import * as actions from './actions/index.js';",
        "import * as commands from './commands/index.js';",
        'export const registerListeners = (app) => { actions.register(app); commands.register(app); };',
      ].join('\n'),
      'listeners/actions/index.js': [
        "import { approveCallback } from './approve.js';",
        "import { ACTION_IDS } from '../../constants.js';",
        'export const register = (app) => {',
        '  app.action(ACTION_IDS.approve, approveCallback);',
        "  app.action({ action_id: ACTION_IDS.reject, block_id: 'review_block' }, approveCallback);",
        '};',
      ].join('\n'),
      'listeners/actions/approve.js': [
        'export const approveCallback = async ({ ack, client, body }) => {',
        '  await ack();',
        "  await client.views.update({ view_id: body.view.id, view: { type: 'modal', callback_id: 'review_modal', blocks: [] } });",
        '};',
      ].join('\n'),
      'listeners/commands/index.js': [
        "export const register = (app) => { app.command('/review', async ({ ack, respond, client, body }) => {",
        '  await ack();',
        "  await client.chat.postMessage({ channel: body.channel_id, blocks: [{ type: 'actions', block_id: 'review_block', elements: [",
        "    { type: 'button', action_id: 'approve_button' }, { type: 'button', action_id: 'reject_button' } ] }] });",
        "  await respond('Sent.');",
        '}); };',
      ].join('\n'),
      'constants.js': "export const ACTION_IDS = Object.freeze({ approve: 'approve_button', reject: 'reject_button' });",
      'tests/actions/approve.spec.js': "app.action('test_only', h);",
    });
    expect(summary(facts)).toEqual({
      'app.js': ['socket true'],
      'listeners/index.js': [],
      'listeners/actions/index.js': ['action approve_button', 'action reject_button'],
      'listeners/actions/approve.js': ['call views.update', 'callback_id review_modal'],
      'listeners/commands/index.js': [
        'command /review',
        'call chat.postMessage',
        'call respond',
        'block_id review_block',
        'action_id approve_button',
        'action_id reject_button',
      ],
      'constants.js': [],
    });
  });

  it('TypeScript starter: default-exported register objects, typed parameters, .js imports of .ts files', async () => {
    const facts = await readApp({
      'app.ts':
        "import { App } from '@slack/bolt';\nimport registerListeners from './listeners/index.js';\nconst app = new App({ token, signingSecret });\nregisterListeners(app);",
      'listeners/index.ts':
        "import type { App } from '@slack/bolt';\nimport views from './views/index.js';\nexport default (bolt: App) => { views.register(bolt); };",
      'listeners/views/index.ts': [
        "import type { App } from '@slack/bolt';",
        "import { VIEW } from './ids.js';",
        'const register = (slack: App) => {',
        '  slack.view(VIEW, async ({ ack }) => { await ack(); });',
        "  slack.view({ callback_id: VIEW, type: 'view_closed' }, async ({ ack }) => { await ack(); });",
        '};',
        'export default { register };',
      ].join('\n'),
      'listeners/views/ids.ts': "export const VIEW = 'review_modal' as const;",
    });
    expect(summary(facts)).toEqual({
      'app.ts': ['socket false'],
      'listeners/index.ts': [],
      'listeners/views/index.ts': ['view review_modal', 'view review_modal view_closed'],
      'listeners/views/ids.ts': [],
    });
  });

  it('assistant app and a custom step app in CommonJS', async () => {
    const facts = await readApp({
      'assistant/index.js': [
        "import { Assistant } from '@slack/bolt';",
        "import { threadStarted } from './started.js';",
        'export const register = (app) => { app.assistant(new Assistant({ threadStarted, userMessage: async ({ say }) => say("hi") })); };',
      ].join('\n'),
      'assistant/started.js':
        "export const threadStarted = async ({ say, client, event }) => { await say('Hello'); await client.assistant.threads.setSuggestedPrompts({}); };",
      'steps.js': [
        "const { App } = require('@slack/bolt');",
        'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
        "app.function('approval_step', async ({ client, inputs, complete }) => {",
        "  await client.chat.postMessage({ channel: inputs.user_id, blocks: [{ type: 'actions', elements: [{ type: 'button', action_id: 'step_done' }] }] });",
        '});',
        "app.action('step_done', async ({ complete }) => complete({ outputs: {} }));",
      ].join('\n'),
    });
    expect(summary(facts)).toEqual({
      'assistant/index.js': ['assistant *', 'call chat.postMessage'],
      'assistant/started.js': ['call chat.postMessage', 'call assistant.threads.setSuggestedPrompts'],
      'steps.js': ['socket true', 'function approval_step', 'action step_done', 'call chat.postMessage', 'action_id step_done'],
    });
  });
});
