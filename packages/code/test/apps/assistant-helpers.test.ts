import { describe, expect, it } from 'vitest';
import { graphProblems, graphSummary, lineOf } from './graph.js';

const lines = (...text: string[]): string => text.join('\n') + '\n';

/** An assistant app's manifest, written for these tests; `without` drops bot scopes. */
function manifest(without: string[] = []) {
  const scopes = ['assistant:write', 'chat:write', 'im:history'].filter((scope) => !without.includes(scope));
  return {
    display_information: { name: 'Helper' },
    features: { bot_user: { display_name: 'Helper' }, agent_view: { agent_description: 'Answers questions' } },
    oauth_config: { scopes: { bot: scopes } },
    settings: { event_subscriptions: { bot_events: ['app_mention', 'assistant_thread_started', 'message.im'] }, socket_mode_enabled: true },
  };
}

/**
 * A Bolt for JavaScript assistant in the assistant template's shape: an Assistant whose handlers live in
 * files of their own and take the helpers from their destructured arguments, and a mention listener that
 * streams its answer through the client.
 */
const JS: Record<string, string> = {
  'js-helper/app.js': lines(
    "import { App, LogLevel } from '@slack/bolt';",
    "import { registerListeners } from './listeners/index.js';",
    'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN, logLevel: LogLevel.INFO });',
    'registerListeners(app);',
    'await app.start();',
  ),
  'js-helper/listeners/index.js': lines(
    "import { Assistant } from '@slack/bolt';",
    "import { opened } from './assistant/opened.js';",
    "import { asked } from './assistant/asked.js';",
    "import { mentioned } from './events/mentioned.js';",
    'export const registerListeners = (app) => {',
    '  app.assistant(new Assistant({ threadStarted: opened, userMessage: asked }));',
    "  app.event('app_mention', mentioned);",
    '};',
  ),
  'js-helper/listeners/assistant/opened.js': lines(
    'export const opened = async ({ say, logger, setSuggestedPrompts }) => {',
    '  try {',
    "    await say('Ask me anything.');",
    "    await setSuggestedPrompts({ prompts: [{ title: 'Weather', message: 'What is the weather?' }] });",
    '  } catch (error) {',
    '    logger.error(error);',
    '  }',
    '};',
  ),
  'js-helper/listeners/assistant/asked.js': lines(
    'export const asked = async ({ logger, message, setTitle, setStatus, sayStream }) => {',
    '  await setTitle(message.text);',
    "  await setStatus({ status: 'is thinking...' });",
    '  const stream = sayStream();',
    "  await stream.append({ markdown_text: 'Here is what I found.' });",
    '  await stream.stop();',
    '};',
  ),
  'js-helper/listeners/events/mentioned.js': lines(
    'export const mentioned = async ({ event, client }) => {',
    '  const streamer = client.chatStream({ channel: event.channel, thread_ts: event.ts });',
    "  await streamer.append({ markdown_text: 'On it.' });",
    '  await streamer.stop();',
    '};',
  ),
};

/**
 * A Bolt for Python assistant in the assistant template's events shape: plain event and message listeners
 * given the helpers by their parameters' names, no Assistant class.
 */
const PY: Record<string, string> = {
  'py-helper/app.py': lines(
    'import os',
    'from slack_bolt import App, SetStatus',
    'from slack_bolt.adapter.socket_mode import SocketModeHandler',
    'from slack_sdk import WebClient',
    '',
    'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
    '',
    '@app.event("assistant_thread_started")',
    'def opened(say, set_suggested_prompts, logger):',
    '    say("Ask me anything.")',
    '    set_suggested_prompts(prompts=[{"title": "Weather", "message": "What is the weather?"}])',
    '',
    '@app.event("message")',
    'def asked(payload: dict, set_title, status: SetStatus, say_stream, logger):',
    '    set_title(payload["text"])',
    '    status("is thinking...")',
    '    stream = say_stream()',
    '    stream.append(markdown_text="Here is what I found.")',
    '    stream.stop()',
    '',
    '@app.event("app_mention")',
    'def mentioned(event, client: WebClient):',
    '    streamer = client.chat_stream(channel=event["channel"], thread_ts=event["ts"])',
    '    streamer.stop()',
    '',
    'if __name__ == "__main__":',
    '    SocketModeHandler(app, os.environ.get("SLACK_APP_TOKEN")).start()',
  ),
};

/** The scope rules' problems, by file and line. */
const scopeRules = (problems: [string, string, number, string][]) =>
  problems.filter(([rule]) => rule === 'scope-unused' || rule === 'method-scope-missing').sort((a, b) => a[1].localeCompare(b[1]) || a[2] - b[2]);

describe("Bolt's assistant helpers are Web API calls", () => {
  it('use the scopes their methods need, so none of them is unused', async () => {
    expect(scopeRules(await graphProblems('js-helper', JS, manifest()))).toEqual([]);
    expect(scopeRules(await graphProblems('py-helper', PY, manifest()))).toEqual([]);
  });

  it('need assistant:write at the helpers that set a title or prompts, once at each (JavaScript)', async () => {
    const opened = 'js-helper/listeners/assistant/opened.js';
    const asked = 'js-helper/listeners/assistant/asked.js';
    expect(scopeRules(await graphProblems('js-helper', JS, manifest(['assistant:write'])))).toEqual([
      ['method-scope-missing', asked, lineOf(JS[asked]!, 'await setTitle'), 'setTitle'],
      ['method-scope-missing', opened, lineOf(JS[opened]!, 'await setSuggestedPrompts'), 'setSuggestedPrompts'],
    ]);
  });

  it('need chat:write at a stream and a status, once at each (JavaScript)', async () => {
    const asked = 'js-helper/listeners/assistant/asked.js';
    const mentioned = 'js-helper/listeners/events/mentioned.js';
    const opened = 'js-helper/listeners/assistant/opened.js';
    const problems = scopeRules(await graphProblems('js-helper', JS, manifest(['chat:write'])));
    expect(problems).toEqual([
      ['method-scope-missing', asked, lineOf(JS[asked]!, 'await setStatus'), 'setStatus'],
      ['method-scope-missing', asked, lineOf(JS[asked]!, 'sayStream()'), 'sayStream'],
      ['method-scope-missing', opened, lineOf(JS[opened]!, "say('"), 'say'],
      ['method-scope-missing', mentioned, lineOf(JS[mentioned]!, 'chatStream'), 'chatStream'],
    ]);
  });

  it('need the scopes at the helpers a Python listener is given by name or class', async () => {
    const app = 'py-helper/app.py';
    expect(scopeRules(await graphProblems('py-helper', PY, manifest(['assistant:write'])))).toEqual([
      ['method-scope-missing', app, lineOf(PY[app]!, '    set_suggested_prompts('), 'set_suggested_prompts'],
      ['method-scope-missing', app, lineOf(PY[app]!, '    set_title('), 'set_title'],
    ]);
    expect(scopeRules(await graphProblems('py-helper', PY, manifest(['chat:write'])))).toEqual([
      ['method-scope-missing', app, lineOf(PY[app]!, '    say("Ask'), 'say'],
      ['method-scope-missing', app, lineOf(PY[app]!, '    status('), 'status'],
      ['method-scope-missing', app, lineOf(PY[app]!, 'say_stream()'), 'say_stream'],
      ['method-scope-missing', app, lineOf(PY[app]!, 'chat_stream'), 'chat_stream'],
    ]);
  });

  it('count as one call each in the summary, however many methods a stream calls', async () => {
    // JavaScript: say, setSuggestedPrompts, setTitle, setStatus, sayStream, chatStream; Python: the same six.
    expect((await graphSummary('js-helper', JS, manifest())).calls).toBe(6);
    expect((await graphSummary('py-helper', PY, manifest())).calls).toBe(6);
  });

  it('leave a function whose arguments are not a listener alone', async () => {
    const code = {
      ...JS,
      'js-helper/ui/title.js': lines('export const rename = ({ title, setTitle }) => {', '  setTitle(title.trim());', '};'),
    };
    expect(scopeRules(await graphProblems('js-helper', code, manifest()))).toEqual([]);
    const py = { ...PY, 'py-helper/ui.py': lines('def rename(title, set_title):', '    set_title(title.strip())') };
    const problems = await graphProblems('py-helper', py, manifest(['assistant:write']));
    expect(scopeRules(problems).map(([, file]) => file)).not.toContain('py-helper/ui.py');
  });

  it("leave another package's client and its chat stream alone", async () => {
    const js = {
      'js-model/app.js': lines(
        "import { App } from '@slack/bolt';",
        "import { ModelClient } from '@acme/models';",
        'const client = new ModelClient(process.env.MODEL_KEY);',
        'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
        "app.event('app_mention', async ({ event, say }) => {",
        '  const answer = await client.chatStream({ messages: [event.text] });',
        '  await say(String(answer));',
        '});',
      ),
    };
    const py = {
      'py-model/app.py': lines(
        'import os',
        'from slack_bolt import App',
        'from acme_models.client import ModelClient',
        '',
        'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
        'client = ModelClient(api_key=os.environ.get("MODEL_KEY"))',
        '',
        '@app.event("app_mention")',
        'def mentioned(event, say):',
        '    say(str(client.chat_stream(messages=[event["text"]])))',
        '',
        'def ask(model_client: ModelClient, text):',
        '    return model_client.chat_stream(messages=[text])',
      ),
    };
    const bare = { ...manifest(), oauth_config: { scopes: { bot: ['app_mentions:read'] } } };
    const streams = (problems: [string, string, number, string][]) => scopeRules(problems).filter(([, , , text]) => /stream/i.test(text));
    expect(streams(await graphProblems('js-model', js, bare))).toEqual([]);
    expect(streams(await graphProblems('py-model', py, bare))).toEqual([]);
  });
});
