import { describe, expect, it } from 'vitest';
import { graphProblems } from './graph.js';

const lines = (...text: string[]): string => text.join('\n') + '\n';

const MANIFEST = {
  display_information: { name: 'Deployer' },
  features: { bot_user: { display_name: 'deployer' } },
  oauth_config: { scopes: { bot: ['chat:write', 'channels:history'] } },
  settings: { event_subscriptions: { bot_events: ['message.channels'] }, interactivity: { is_enabled: true }, socket_mode_enabled: true },
};

/** An app (ours) with one literal button and a message a block builder package makes, posted as `post`. */
function app(post: string): Record<string, string> {
  return {
    'deployer/app.js': lines(
      "import { App } from '@slack/bolt';",
      "import { Message, Blocks, Elements } from 'slack-block-builder';",
      'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
      "const approval = [{ type: 'actions', elements: [{ type: 'button', action_id: 'approve', text: { type: 'plain_text', text: 'Approve' } }] }];",
      "app.message('approve', async ({ say }) => {",
      "  await say({ text: 'Approve?', blocks: approval });",
      '});',
      "app.message('deploy', async ({ say, client, message }) => {",
      "  const built = Message({ channel: message.channel, text: 'Deploy?' }).blocks(Blocks.Actions().elements(Elements.Button({ text: 'Deploy', actionId: 'deploy' })));",
      `  ${post}`,
      '});',
      "app.action('approve', async ({ ack }) => { await ack(); });",
      "app.action('deploy', async ({ ack }) => { await ack(); });",
      'await app.start();',
    ),
  };
}

describe('a message a block builder package makes', () => {
  it('leaves the declared ids open however the message reaches the posting call', async () => {
    const found: [string, unknown[]][] = [];
    for (const post of [
      'await say(built.buildToObject());',
      'await client.chat.postMessage(built.buildToObject());',
      'await client.chat.postMessage({ channel: message.channel, ...built.buildToObject() });',
      "await say({ text: 'Deploy?', blocks: built.getBlocks() });",
    ]) {
      found.push([post, (await graphProblems('deployer', app(post), MANIFEST)).filter(([rule]) => rule === 'action-id-undeclared')]);
    }
    expect(found).toEqual(found.map(([post]) => [post, []]));
  });

  it('leaves them open in Python too, for a whole message or one spread into the arguments', async () => {
    const py = (post: string): Record<string, string> => ({
      'deployer/app.py': lines(
        'import os',
        'from slack_bolt import App',
        'from deploy_messages import deploy_message',
        '',
        'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
        'APPROVAL = [{"type": "actions", "elements": [{"type": "button", "action_id": "approve", "text": {"type": "plain_text", "text": "Approve"}}]}]',
        '',
        '@app.message("approve")',
        'def ask(say):',
        '    say(text="Approve?", blocks=APPROVAL)',
        '',
        '@app.message("deploy")',
        'def deploy(say, client, message):',
        `    ${post}`,
        '',
        '@app.action("approve")',
        'def approve(ack):',
        '    ack()',
        '',
        '@app.action("deploy")',
        'def deploy_now(ack):',
        '    ack()',
      ),
    });
    const found: [string, unknown[]][] = [];
    for (const post of ['say(deploy_message())', 'client.chat_postMessage(channel=message["channel"], **deploy_message())']) {
      found.push([post, (await graphProblems('deployer', py(post), MANIFEST)).filter(([rule]) => rule === 'action-id-undeclared')]);
    }
    expect(found).toEqual(found.map(([post]) => [post, []]));
    // The app's own message, written in the app, keeps them closed: a misspelt listener is still found.
    const own = py('say(text="Deploy?", blocks=APPROVAL)');
    expect((await graphProblems('deployer', own, MANIFEST)).filter(([rule]) => rule === 'action-id-undeclared').map(([, , line]) => line)).toEqual([20]);
  });

  it('leaves the callback ids open for a view a builder makes in an acknowledgement', async () => {
    const code = {
      'deployer/app.js': lines(
        "import { App } from '@slack/bolt';",
        "import { Modal, Blocks } from 'slack-block-builder';",
        'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
        "app.shortcut('start', async ({ ack, client, body }) => {",
        '  await ack();',
        "  await client.views.open({ trigger_id: body.trigger_id, view: { type: 'modal', callback_id: 'first_step', title: { type: 'plain_text', text: 'Start' }, blocks: [] } });",
        '});',
        "app.view('first_step', async ({ ack }) => {",
        "  await ack({ response_action: 'push', view: Modal({ title: 'Next', callbackId: 'next_step' }).blocks(Blocks.Divider()).buildToObject() });",
        '});',
        "app.view('next_step', async ({ ack }) => { await ack(); });",
        'await app.start();',
      ),
    };
    const manifest = {
      ...MANIFEST,
      features: { ...MANIFEST.features, shortcuts: [{ name: 'Start', type: 'global', callback_id: 'start', description: 'Starts' }] },
      oauth_config: { scopes: { bot: ['chat:write', 'channels:history', 'commands'] } },
    };
    expect((await graphProblems('deployer', code, manifest)).filter(([rule]) => rule === 'view-callback-id-undeclared')).toEqual([]);
  });
});
