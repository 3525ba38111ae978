import { yaml } from '../helpers.js';
import { CodeFile } from './app-fixtures.js';

/** A manifest in the shape of the platform's assistant templates (an agent in the assistant view). */
export const ASSISTANT_MANIFEST = yaml`
  display_information:
    name: Bolt JS AI Agent
  features:
    app_home:
      home_tab_enabled: false
      messages_tab_enabled: true
      messages_tab_read_only_enabled: false
    bot_user:
      display_name: Bolt JS AI Agent
      always_online: true
    assistant_view:
      assistant_description: An AI Agent built with Bolt for JavaScript, at your service!
      suggested_prompts: []
  oauth_config:
    scopes:
      bot:
        - app_mentions:read
        - assistant:write
        - chat:write
        - im:history
  settings:
    event_subscriptions:
      bot_events:
        - app_mention
        - assistant_thread_context_changed
        - assistant_thread_started
        - message.im
    interactivity:
      is_enabled: true
    org_deploy_enabled: true
    socket_mode_enabled: true
    token_rotation_enabled: false
`;

/** The assistant template's code: an `Assistant`, an `app_mention` listener, feedback buttons and their action. */
export function assistantCode(): CodeFile[] {
  const app = new CodeFile(
    'app.js',
    `const app = new App({ token: process.env.SLACK_BOT_TOKEN, appToken: process.env.SLACK_APP_TOKEN, socketMode: true });
registerListeners(app);
`,
  ).socketMode(true, 'socketMode: true');
  const assistant = new CodeFile(
    'listeners/assistant/index.js',
    `export const register = (app) => {
  const assistant = new Assistant({ threadStarted, threadContextChanged, userMessage });
  app.assistant(assistant);
};
`,
  ).listener('assistant', undefined, { at: 'app.assistant' });
  const mention = new CodeFile(
    'listeners/events/app_mention.js',
    `export const register = (app) => {
  app.event('app_mention', async ({ event, client, say }) => {
    await client.assistant.threads.setStatus({ channel_id: event.channel, thread_ts: event.ts, status: 'thinking...' });
    await say(':warning: The reply failed.');
  });
};
`,
  )
    .listener('event', 'app_mention')
    .call('assistant.threads.setStatus', 'client', 'setStatus')
    .call(undefined, 'say');
  const feedback = new CodeFile(
    'listeners/views/feedback_block.js',
    `export const feedbackBlock = {
  type: 'context_actions',
  elements: [{ type: 'feedback_buttons', action_id: 'feedback', positive_button: { text: { type: 'plain_text', text: 'Good' }, value: 'good' }, negative_button: { text: { type: 'plain_text', text: 'Bad' }, value: 'bad' } }],
};
`,
  ).declared('action_id', 'feedback', 'feedback_buttons');
  const actions = new CodeFile(
    'listeners/actions/index.js',
    `export const register = (app) => {
  app.action('feedback', async ({ ack, body, client }) => {
    await ack();
    await client.chat.postEphemeral({ channel: body.channel.id, user: body.user.id, text: 'Thanks!' });
  });
};
`,
  )
    .listener('action', 'feedback')
    .call('chat.postEphemeral');
  return [app, assistant, mention, feedback, actions];
}

/** A manifest in the shape of the custom step template: one function, run by a Bolt app. */
export const FUNCTION_MANIFEST = yaml`
  display_information:
    name: Bolt Custom Step
  features:
    app_home:
      home_tab_enabled: true
      messages_tab_enabled: true
      messages_tab_read_only_enabled: true
    bot_user:
      display_name: Bolt Custom Step
      always_online: false
  oauth_config:
    scopes:
      bot:
        - chat:write
  settings:
    event_subscriptions:
      bot_events:
        - function_executed
    interactivity:
      is_enabled: true
    org_deploy_enabled: true
    socket_mode_enabled: true
    token_rotation_enabled: false
    function_runtime: remote
  functions:
    sample_step:
      title: Sample step
      description: Runs sample step
      input_parameters:
        user_id:
          type: slack#/types/user_id
          title: User
          is_required: true
      output_parameters:
        user_id:
          type: slack#/types/user_id
          title: User
          is_required: true
`;

/** The custom step template's code, in one file. */
export function functionCode(step = 'sample_step'): CodeFile[] {
  return [
    new CodeFile(
      'app.js',
      `const { App } = require('@slack/bolt');
const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });

app.function('${step}', async ({ client, inputs, fail }) => {
  await client.chat.postMessage({
    channel: inputs.user_id,
    text: 'Click the button to signal the step has completed',
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Complete?' }, accessory: { type: 'button', text: { type: 'plain_text', text: 'Complete step' }, action_id: 'sample_button' } }],
  });
});

app.action('sample_button', async ({ body, client, complete }) => {
  await complete({ outputs: { user_id: body.user.id } });
  await client.chat.update({ channel: body.channel.id, ts: body.message.ts, text: 'Step completed successfully!' });
});
`,
    )
      .socketMode(true, 'socketMode: true')
      .listener('function', step)
      .call('chat.postMessage')
      .declared('action_id', 'sample_button', 'button')
      .listener('action', 'sample_button')
      .call('chat.update', 'client', 'update'),
  ];
}

/** The Python starter's decorator style (`@app.action(...)`, `app.command(...)(fn)`), in the starter manifest's shape. */
export function pythonStarterCode(): CodeFile[] {
  const app = new CodeFile(
    'app.py',
    `from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler
from listeners import register_listeners

app = App(token=os.environ.get("SLACK_BOT_TOKEN"))
register_listeners(app)

if __name__ == "__main__":
    SocketModeHandler(app, os.environ.get("SLACK_APP_TOKEN")).start()
`,
  ).socketMode(true, 'SocketModeHandler(');
  const listeners = new CodeFile(
    'listeners/__init__.py',
    `def register_listeners(app: App):
    app.action("sample_action_id")(sample_action_callback)
    app.command("/sample-command")(sample_command_callback)
    app.event("app_home_opened")(app_home_opened_callback)
    app.message(re.compile("(hi|hello|hey)"))(sample_message_callback)
    app.shortcut("sample_shortcut_id")(sample_shortcut_callback)
    app.view("sample_view_id")(sample_view_callback)


def sample_shortcut_callback(body, ack, client):
    ack()
    client.views_open(
        trigger_id=body["trigger_id"],
        view={
            "type": "modal",
            "callback_id": "sample_view_id",
            "title": {"type": "plain_text", "text": "Team update"},
            "blocks": [
                {"type": "section", "text": {"type": "mrkdwn", "text": "Click"}, "accessory": {"type": "button", "text": {"type": "plain_text", "text": "Update"}, "action_id": "sample_action_id"}},
            ],
        },
    )


def sample_view_callback(view, ack, body, client):
    ack()
    client.chat_postMessage(channel=body["user"]["id"], text="Submitted")


def sample_message_callback(context, say):
    say(f"{context['matches'][0]}, how are you?")
`,
  )
    .listener('action', 'sample_action_id')
    .listener('command', '/sample-command')
    .listener('event', 'app_home_opened')
    .listener('message', /(hi|hello|hey)/, { at: 're.compile("(hi|hello|hey)")' })
    .listener('shortcut', 'sample_shortcut_id')
    .listener('view', 'sample_view_id')
    .call('views.open', 'client', 'views_open')
    .declared('callback_id', 'sample_view_id', 'modal')
    .declared('action_id', 'sample_action_id', 'button')
    .call('chat.postMessage', 'client', 'chat_postMessage')
    .call(undefined, 'say', 'say(f');
  return [app, listeners];
}
