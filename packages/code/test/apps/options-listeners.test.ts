import { describe, expect, it } from 'vitest';
import { graphProblems, lineOf } from './graph.js';

const lines = (...text: string[]): string => text.join('\n') + '\n';

const MANIFEST = {
  display_information: { name: 'Picker' },
  features: { bot_user: { display_name: 'picker' } },
  oauth_config: { scopes: { bot: ['chat:write', 'channels:history'] } },
  settings: { event_subscriptions: { bot_events: ['message.channels'] }, interactivity: { is_enabled: true }, socket_mode_enabled: true },
};

/** An app (ours) posting an external select `pick_project` and a button `deploy`, with `listeners` after them. */
function jsApp(...listeners: string[]): Record<string, string> {
  return {
    'picker/app.js': lines(
      "import { App } from '@slack/bolt';",
      'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
      "app.message('pick', async ({ say }) => {",
      '  await say({',
      "    text: 'Pick a project',",
      '    blocks: [{',
      "      type: 'actions',",
      '      elements: [',
      "        { type: 'external_select', action_id: 'pick_project', placeholder: { type: 'plain_text', text: 'Project' } },",
      "        { type: 'button', action_id: 'deploy', text: { type: 'plain_text', text: 'Deploy' } },",
      '      ],',
      '    }],',
      '  });',
      '});',
      "app.action('pick_project', async ({ ack }) => { await ack(); });",
      "app.action('deploy', async ({ ack }) => { await ack(); });",
      ...listeners,
      'await app.start();',
    ),
  };
}

function pyApp(...listeners: string[]): Record<string, string> {
  return {
    'picker/app.py': lines(
      'import os',
      'import re',
      'from slack_bolt import App',
      '',
      'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
      '',
      '@app.message("pick")',
      'def pick(say):',
      '    say(',
      '        text="Pick a project",',
      '        blocks=[{"type": "actions", "elements": [',
      '            {"type": "external_select", "action_id": "pick_project", "placeholder": {"type": "plain_text", "text": "Project"}},',
      '            {"type": "button", "action_id": "deploy", "text": {"type": "plain_text", "text": "Deploy"}},',
      '        ]}],',
      '    )',
      '',
      '@app.action("pick_project")',
      'def picked(ack):',
      '    ack()',
      '',
      '@app.action("deploy")',
      'def deploy(ack):',
      '    ack()',
      '',
      ...listeners,
    ),
  };
}

const jsOptions = (id: string) => `app.options(${id}, async ({ ack }) => { await ack({ options: [] }); });`;
const pyOptions = (id: string) => lines(`@app.options(${id})`, 'def load(ack):', '    ack(options=[])');

describe('options listeners and external selects', () => {
  it('says nothing when the options listener answers the external select', async () => {
    expect(await graphProblems('picker', jsApp(jsOptions("'pick_project'")), MANIFEST)).toEqual([]);
    expect(await graphProblems('picker', pyApp(pyOptions('"pick_project"')), MANIFEST)).toEqual([]);
  });

  it('reports an options listener for an id no external select declares, with the one meant, once', async () => {
    const js = jsApp(jsOptions("'pick_projct'"));
    expect(await graphProblems('picker', js, MANIFEST)).toEqual([
      ['options-id-undeclared', 'picker/app.js', lineOf(js['picker/app.js']!, "'pick_projct'"), "'pick_projct'"],
    ]);
    const py = pyApp(pyOptions('"pick_projct"'));
    expect(await graphProblems('picker', py, MANIFEST)).toEqual([
      ['options-id-undeclared', 'picker/app.py', lineOf(py['picker/app.py']!, '"pick_projct"'), '"pick_projct"'],
    ]);
  });

  it("reports an options listener for a button's id (a button loads no options), and the select left unanswered", async () => {
    const js = jsApp(jsOptions("'deploy'"));
    expect(await graphProblems('picker', js, MANIFEST)).toEqual([
      ['options-unhandled', 'picker/app.js', lineOf(js['picker/app.js']!, "'pick_project'"), "'pick_project'"],
      ['options-id-undeclared', 'picker/app.js', lineOf(js['picker/app.js']!, "app.options('deploy'"), "'deploy'"],
    ]);
  });

  it('warns at an external select no options listener answers', async () => {
    const js = jsApp();
    expect(await graphProblems('picker', js, MANIFEST)).toEqual([
      ['options-unhandled', 'picker/app.js', lineOf(js['picker/app.js']!, "'pick_project'"), "'pick_project'"],
    ]);
    const py = pyApp();
    expect(await graphProblems('picker', py, MANIFEST)).toEqual([
      ['options-unhandled', 'picker/app.py', lineOf(py['picker/app.py']!, '"pick_project"'), '"pick_project"'],
    ]);
  });

  it('says nothing of an unanswered select with a catch-all or matching pattern listener, or an options URL in the manifest', async () => {
    expect(await graphProblems('picker', jsApp(jsOptions('/^pick_/')), MANIFEST)).toEqual([]);
    expect(await graphProblems('picker', jsApp('app.options(async ({ ack }) => { await ack(); });'), MANIFEST)).toEqual([]);
    expect(await graphProblems('picker', pyApp(pyOptions('re.compile("^pick_")')), MANIFEST)).toEqual([]);
    const withUrl = {
      ...MANIFEST,
      settings: { ...MANIFEST.settings, interactivity: { is_enabled: true, message_menu_options_url: 'https://example.com/options' } },
    };
    expect(await graphProblems('picker', jsApp(), withUrl)).toEqual([]);
    expect(await graphProblems('picker', pyApp(), withUrl)).toEqual([]);
  });

  it('says nothing of an options listener while an element with an action id has a computed type, or an id is computed', async () => {
    const computedType = jsApp(
      "const kind = process.env.KIND; app.message('x', async ({ say }) => say({ text: 'x', blocks: [{ type: 'actions', elements: [{ type: kind, action_id: 'other' }] }] }));",
      jsOptions("'elsewhere'"),
    );
    expect((await graphProblems('picker', computedType, MANIFEST)).map(([rule]) => rule)).not.toContain('options-id-undeclared');
    const computedId = jsApp(
      "app.message('x', async ({ say }) => say({ text: 'x', blocks: [{ type: 'actions', elements: [{ type: 'external_select', action_id: `pick_${process.env.X}` }] }] }));",
      jsOptions("'elsewhere'"),
    );
    expect((await graphProblems('picker', computedId, MANIFEST)).map(([rule]) => rule)).not.toContain('options-id-undeclared');
  });

  it('says nothing of listeners for legacy menus (a dialog callback_id or their types)', async () => {
    for (const constraint of ["{ callback_id: 'old_dialog' }", "{ type: 'dialog_suggestion', callback_id: 'old_dialog' }", "{ type: 'interactive_message' }"])
      expect(await graphProblems('picker', jsApp(jsOptions(constraint), jsOptions("'pick_project'")), MANIFEST), constraint).toEqual([]);
  });
});
