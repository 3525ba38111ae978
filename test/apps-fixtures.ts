/**
 * Apps we write in the shapes of the platform's starter templates (JavaScript with listeners in modules,
 * TypeScript with a modal built in a helper, decorator-style Python), each with planted mistakes. Kept as
 * strings and written to a temporary folder by the tests: as files they would be linted and type-checked
 * as this repository's own code.
 */
export const APPS: Record<string, Record<string, string>> = {
  'bolt-js': {
    'app.js': `import bolt from '@slack/bolt';
import { registerListeners } from './listeners/index.js';

const app = new bolt.App({
  token: process.env.SLACK_BOT_TOKEN,
  socketMode: true,
  appToken: process.env.SLACK_APP_TOKEN,
});

registerListeners(app);

await app.start();
`,
    'manifest.json': `{
  "display_information": { "name": "Approvals" },
  "features": {
    "bot_user": { "display_name": "approvals", "always_online": false },
    "slash_commands": [
      { "command": "/approve", "description": "Ask for an approval", "should_escape": false },
      { "command": "/status", "description": "Show what waits for approval", "should_escape": false }
    ]
  },
  "oauth_config": { "scopes": { "bot": ["commands", "chat:write"] } },
  "settings": {
    "event_subscriptions": { "bot_events": ["app_home_opened"] },
    "interactivity": { "is_enabled": true },
    "org_deploy_enabled": false,
    "socket_mode_enabled": true,
    "token_rotation_enabled": false
  }
}
`,
    'package.json': `{ "name": "approvals", "type": "module", "private": true }
`,
    'listeners/ids.js': `export const APPROVE = 'approve_button';
`,
    'listeners/index.js': `import { APPROVE } from './ids.js';

const approvalBlocks = [
  { type: 'section', text: { type: 'mrkdwn', text: 'Approve?' } },
  { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Approve' }, action_id: APPROVE }] },
];

export function registerListeners(app) {
  app.command('/approve', async ({ ack, say }) => {
    await ack();
    await say({ blocks: approvalBlocks, text: 'Approve?' });
  });
  app.action('approve_buton', async ({ ack }) => {
    await ack();
  });
  app.action(APPROVE, async ({ ack, body, client }) => {
    await ack();
    await client.users.info({ user: body.user.id });
  });
  app.command('/deploy', async ({ ack }) => {
    await ack();
  });
  app.event('app_home_opened', async () => {});
  app.event('reaction_added', async () => {});
}
`,
  },
  'bolt-py': {
    'app.py': `import os

from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler

from listeners import register_listeners

app = App(token=os.environ.get("SLACK_BOT_TOKEN"))
register_listeners(app)

if __name__ == "__main__":
    SocketModeHandler(app, os.environ["SLACK_APP_TOKEN"]).start()
`,
    'manifest.json': `{
  "display_information": { "name": "Greeter" },
  "features": {
    "bot_user": { "display_name": "greeter" },
    "slash_commands": [{ "command": "/greet", "description": "Say hello" }]
  },
  "oauth_config": { "scopes": { "bot": ["commands", "chat:write"] } },
  "settings": {
    "interactivity": { "is_enabled": false },
    "socket_mode_enabled": true
  }
}
`,
    'listeners/__init__.py': `def register_listeners(app):
    @app.command("/greet")
    def greet(ack, say):
        ack()
        say(
            blocks=[
                {"type": "header", "text": {"type": "plain_text", "text": "Hello"}},
                {"type": "actions", "elements": [{"type": "button", "text": {"type": "plain_text", "text": "Wave"}, "action_id": "wave_button"}]},
            ],
            text="Hello",
        )

    @app.action("wave_button")
    def wave(ack):
        ack()

    @app.command("/farewell")
    def farewell(ack, client):
        ack()
        client.conversations_list()
`,
  },
  'bolt-ts': {
    'manifest.yaml': `display_information:
  name: Tickets
features:
  bot_user:
    display_name: tickets
  shortcuts:
    - name: New ticket
      type: global
      callback_id: new_ticket
      description: Open a ticket
oauth_config:
  scopes:
    bot:
      - commands
      - chat:write
settings:
  interactivity:
    is_enabled: true
  socket_mode_enabled: true
`,
    'src/app.ts': `import { App } from '@slack/bolt';
import { ticketModal, TICKET_VIEW } from './views/ticket';

const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });

app.shortcut('new_ticket', async ({ ack, client, shortcut }) => {
  await ack();
  await client.views.open({ trigger_id: shortcut.trigger_id, view: ticketModal() });
});

app.shortcut('close_ticket', async ({ ack }) => {
  await ack();
});

app.view(TICKET_VIEW, async ({ ack }) => {
  await ack();
});

app.view('ticket_modal', async ({ ack }) => {
  await ack();
});

await app.start();
`,
    'src/views/ticket.ts': `export const TICKET_VIEW = 'ticket_view';

export function ticketModal() {
  return {
    type: 'modal' as const,
    callback_id: TICKET_VIEW,
    title: { type: 'plain_text' as const, text: 'New ticket' },
    submit: { type: 'plain_text' as const, text: 'Create' },
    blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Title' }, element: { type: 'plain_text_input', action_id: 'title' } }],
  };
}
`,
  },
};
