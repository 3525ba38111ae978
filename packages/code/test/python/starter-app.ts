/**
 * A Bolt for Python app we wrote in the starter template's shape (an `app.py` that registers listeners
 * from a `listeners` package, one package per listener family, `register(app)` functions), with its ids in
 * a module of their own so they cross files through relative and absolute imports.
 */
import { py } from './read-helpers.js';

export const STARTER_MANIFEST = JSON.stringify(
  {
    display_information: { name: 'Starter' },
    features: {
      bot_user: { display_name: 'Starter' },
      shortcuts: [{ name: 'Run sample', type: 'global', callback_id: 'sample_shortcut_id', description: 'Runs a sample' }],
      slash_commands: [{ command: '/sample-command', description: 'Runs a sample', should_escape: false }],
    },
    oauth_config: { scopes: { bot: ['channels:history', 'chat:write', 'commands'] } },
    settings: {
      event_subscriptions: { bot_events: ['app_home_opened', 'message.channels'] },
      interactivity: { is_enabled: true },
      socket_mode_enabled: true,
    },
  },
  null,
  2,
);

export const STARTER_APP: Record<string, string> = {
  'starter/app.py': py(
    'import os',
    'from slack_bolt import App',
    'from slack_bolt.adapter.socket_mode import SocketModeHandler',
    'from listeners import register_listeners',
    '',
    'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
    'register_listeners(app)',
    '',
    'if __name__ == "__main__":',
    '    SocketModeHandler(app, os.environ.get("SLACK_APP_TOKEN")).start()',
  ),
  'starter/listeners/__init__.py': py(
    'from listeners import actions, commands, events, messages, shortcuts, views',
    '',
    'def register_listeners(app):',
    '    actions.register(app)',
    '    commands.register(app)',
    '    events.register(app)',
    '    messages.register(app)',
    '    shortcuts.register(app)',
    '    views.register(app)',
  ),
  'starter/listeners/ids.py': py('SAMPLE_ACTION = "sample_action_id"', '', 'class Views:', '    SAMPLE = "sample_view_id"'),
  'starter/listeners/actions/__init__.py': py(
    'from slack_bolt import App',
    'from listeners.ids import SAMPLE_ACTION',
    'from .sample_action import sample_action_callback',
    '',
    'def register(app: App):',
    '    app.action(SAMPLE_ACTION)(sample_action_callback)',
  ),
  'starter/listeners/actions/sample_action.py': py(
    'from ..ids import Views',
    '',
    'def sample_action_callback(ack, client, body, logger):',
    '    ack()',
    '    client.views_update(',
    '        view_id=body["view"]["id"],',
    '        view={',
    '            "type": "modal",',
    '            "callback_id": Views.SAMPLE,',
    '            "title": {"type": "plain_text", "text": "Updated ✓"},',
    '            "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": "Nice! 🎉"}}],',
    '        },',
    '    )',
  ),
  'starter/listeners/commands/__init__.py': py(
    'from .sample_command import sample_command_callback',
    '',
    'def register(app):',
    '    app.command("/sample-command")(sample_command_callback)',
  ),
  'starter/listeners/commands/sample_command.py': py(
    'def sample_command_callback(command, ack, respond):',
    '    ack()',
    '    respond(f"Responding to {command[\'text\']}")',
  ),
  'starter/listeners/events/__init__.py': py(
    'from .app_home_opened import app_home_opened_callback',
    '',
    'def register(app):',
    '    app.event("app_home_opened")(app_home_opened_callback)',
  ),
  'starter/listeners/events/app_home_opened.py': py(
    'def app_home_opened_callback(client, event):',
    '    client.views_publish(user_id=event["user"], view={"type": "home", "blocks": []})',
  ),
  'starter/listeners/messages/__init__.py': py(
    'import re',
    'from .sample_message import sample_message_callback',
    '',
    'def register(app):',
    '    app.message(re.compile("(hi|hello|hey)"))(sample_message_callback)',
  ),
  'starter/listeners/messages/sample_message.py': py('def sample_message_callback(context, say):', '    say(f"Hi <@{context[\'user_id\']}>!")'),
  'starter/listeners/shortcuts/__init__.py': py(
    'from .sample_shortcut import sample_shortcut_callback',
    '',
    'def register(app):',
    '    app.shortcut("sample_shortcut_id")(sample_shortcut_callback)',
  ),
  'starter/listeners/shortcuts/sample_shortcut.py': py(
    'from listeners import ids',
    '',
    'def sample_shortcut_callback(body, ack, client):',
    '    ack()',
    '    client.views_open(',
    '        trigger_id=body["trigger_id"],',
    '        view={',
    '            "type": "modal",',
    '            "callback_id": ids.Views.SAMPLE,',
    '            "title": {"type": "plain_text", "text": "Sample"},',
    '            "blocks": [',
    '                {"type": "section", "text": {"type": "mrkdwn", "text": "Click"},',
    '                 "accessory": {"type": "button", "text": {"type": "plain_text", "text": "Update"}, "action_id": ids.SAMPLE_ACTION}},',
    '            ],',
    '        },',
    '    )',
  ),
  'starter/listeners/views/__init__.py': py(
    'from .. import ids',
    'from .sample_view import sample_view_callback',
    '',
    'def register(app):',
    '    app.view(ids.Views.SAMPLE)(sample_view_callback)',
  ),
  'starter/listeners/views/sample_view.py': py(
    'def sample_view_callback(view, ack, body, client):',
    '    ack()',
    '    client.chat_postMessage(channel=body["user"]["id"], text="Thanks")',
  ),
  'starter/tests/test_app.py': py('def test_listeners(app):', '    app.action("only_in_tests")(lambda: None)'),
};
