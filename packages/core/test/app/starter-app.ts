import { yaml } from '../helpers.js';
import { CodeFile } from './app-fixtures.js';

/** A manifest in the shape of the platform's Bolt starter templates (JavaScript, TypeScript and Python share it). */
export const STARTER_MANIFEST = yaml`
  _metadata:
    major_version: 1
    minor_version: 1
  display_information:
    name: Sample Desk App
  features:
    app_home:
      home_tab_enabled: true
      messages_tab_enabled: false
      messages_tab_read_only_enabled: true
    bot_user:
      display_name: Sample Desk App
      always_online: true
    shortcuts:
      - name: Run sample shortcut
        type: global
        callback_id: sample_shortcut_id
        description: Opens the sample modal
    slash_commands:
      - command: /sample-command
        description: Answers with the command's text
        should_escape: false
  oauth_config:
    scopes:
      bot:
        - channels:history
        - chat:write
        - commands
  settings:
    event_subscriptions:
      bot_events:
        - app_home_opened
        - message.channels
    interactivity:
      is_enabled: true
    org_deploy_enabled: true
    socket_mode_enabled: true
    token_rotation_enabled: false
`;

/** The ids the starter's code uses; a test changes one to plant a mistake. */
export interface StarterIds {
  action: string;
  view: string;
  command: string;
  shortcut: string;
  event: string;
  modalCallback: string;
  button: string;
}

export const STARTER_IDS: StarterIds = {
  action: 'sample_action_id',
  view: 'sample_view_id',
  command: '/sample-command',
  shortcut: 'sample_shortcut_id',
  event: 'app_home_opened',
  modalCallback: 'sample_view_id',
  button: 'sample_action_id',
};

/** The starter's code: one file per listener family, as the templates' `listeners/` folders. */
export function starterCode(ids: Partial<StarterIds> = {}): CodeFile[] {
  const id = { ...STARTER_IDS, ...ids };
  const app = new CodeFile(
    'app.js',
    `import { App, LogLevel } from '@slack/bolt';
import { registerListeners } from './listeners/index.js';

const app = new App({
  token: process.env.SLACK_BOT_TOKEN,
  socketMode: true,
  appToken: process.env.SLACK_APP_TOKEN,
  logLevel: LogLevel.DEBUG,
});

registerListeners(app);
await app.start();
`,
  ).socketMode(true, 'socketMode: true');
  const actions = new CodeFile(
    'listeners/actions/index.js',
    `export const register = (app) => {
  app.action('${id.action}', async ({ ack, client, body }) => {
    await ack();
    await client.views.update({ view_id: body.view.id, view: { type: 'modal', callback_id: '${id.modalCallback}', title: { type: 'plain_text', text: 'Updated' }, blocks: [] } });
  });
};
`,
  )
    .listener('action', id.action)
    .call('views.update')
    .declared('callback_id', id.modalCallback, 'modal');
  const commands = new CodeFile(
    'listeners/commands/index.js',
    `export const register = (app) => {
  app.command('${id.command}', async ({ ack, respond }) => {
    await ack();
    await respond('The command was received.');
  });
};
`,
  )
    .listener('command', id.command)
    .call(undefined, 'respond');
  const events = new CodeFile(
    'listeners/events/index.js',
    `export const register = (app) => {
  app.event('${id.event}', async ({ client, event }) => {
    await client.views.publish({ user_id: event.user, view: { type: 'home', blocks: [] } });
  });
};
`,
  )
    .listener('event', id.event)
    .call('views.publish');
  const messages = new CodeFile(
    'listeners/messages/index.js',
    `export const register = (app) => {
  app.message(/^(hi|hello|hey).*/, async ({ context, say }) => {
    await say(\`\${context.matches[0]}, how are you?\`);
  });
};
`,
  )
    .listener('message', /^(hi|hello|hey).*/)
    .call(undefined, 'say');
  const shortcuts = new CodeFile(
    'listeners/shortcuts/index.js',
    `export const register = (app) => {
  app.shortcut('${id.shortcut}', async ({ shortcut, ack, client }) => {
    await ack();
    await client.views.open({
      trigger_id: shortcut.trigger_id,
      view: {
        type: 'modal',
        callback_id: '${id.modalCallback}',
        title: { type: 'plain_text', text: 'Team update' },
        blocks: [
          {
            type: 'section',
            text: { type: 'mrkdwn', text: 'Press the button to change this modal' },
            accessory: { type: 'button', text: { type: 'plain_text', text: 'Update modal' }, action_id: '${id.button}' },
          },
          {
            type: 'input',
            block_id: 'input_block_id',
            label: { type: 'plain_text', text: 'What should the team know?' },
            element: { type: 'plain_text_input', action_id: 'sample_input_id', multiline: true },
          },
          {
            block_id: 'select_channel_block_id',
            type: 'input',
            label: { type: 'plain_text', text: 'Where should the answer go?' },
            element: { type: 'conversations_select', action_id: 'sample_dropdown_id', response_url_enabled: true },
          },
        ],
        submit: { type: 'plain_text', text: 'Submit' },
      },
    });
  });
};
`,
  )
    .listener('shortcut', id.shortcut)
    .call('views.open')
    .declared('callback_id', id.modalCallback, 'modal')
    .declared('action_id', id.button, 'button')
    .declared('block_id', 'input_block_id')
    .declared('action_id', 'sample_input_id', 'plain_text_input')
    .declared('block_id', 'select_channel_block_id')
    .declared('action_id', 'sample_dropdown_id', 'conversations_select');
  const views = new CodeFile(
    'listeners/views/index.js',
    `export const register = (app) => {
  app.view('${id.view}', async ({ ack, view, body, client }) => {
    await ack();
    const channel = view.state.values.select_channel_block_id.sample_dropdown_id.selected_conversation;
    await client.chat.postMessage({ channel, text: \`<@\${body.user.id}> submitted the sample modal\` });
  });
};
`,
  )
    .listener('view', id.view)
    .call('chat.postMessage');
  return [app, actions, commands, events, messages, shortcuts, views];
}
