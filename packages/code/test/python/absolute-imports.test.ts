import { describe, expect, it } from 'vitest';
import { checkCodeFiles } from 'manifesto-code';
import { checkApp } from 'manifesto-core/app';
import { py } from './read-helpers.js';

/** An app of ours: a message listener posts an approval card, buttons handled by action listeners. */
const MANIFEST = JSON.stringify(
  {
    display_information: { name: 'Approvals' },
    features: { bot_user: { display_name: 'Approvals' } },
    oauth_config: { scopes: { bot: ['channels:history', 'chat:write'] } },
    settings: { event_subscriptions: { bot_events: ['message.channels'] }, interactivity: { is_enabled: true }, socket_mode_enabled: true },
  },
  null,
  2,
);

/** The app's entry point, its listeners and a card of its own in a package (`approvals/`). */
const APP: Record<string, string> = {
  'approvals-app/app.py': py(
    'import os',
    'from slack_bolt import App',
    'from slack_bolt.adapter.socket_mode import SocketModeHandler',
    'from approvals.cards import approval_card',
    '',
    'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
    '',
    '@app.message("approve")',
    'def ask(say):',
    '    say(blocks=approval_card(), text="Approve?")',
    '',
    '@app.action("approve_request")',
    'def approve(ack):',
    '    ack()',
    '',
    'if __name__ == "__main__":',
    '    SocketModeHandler(app, os.environ.get("SLACK_APP_TOKEN")).start()',
  ),
  'approvals-app/approvals/__init__.py': '',
  'approvals-app/approvals/cards.py': py(
    'def approval_card():',
    '    return [',
    '        {',
    '            "type": "actions",',
    '            "elements": [',
    '                {"type": "button", "action_id": "approve_request", "text": {"type": "plain_text", "text": "Approve"}},',
    '            ],',
    '        }',
    '    ]',
  ),
};

async function graph(app: Record<string, string>) {
  const results = await checkCodeFiles(Object.entries(app).map(([fileName, text]) => ({ fileName, text })));
  const result = checkApp({
    manifest: { fileName: 'approvals-app/manifest.json', text: MANIFEST },
    code: results.map((r) => ({ facts: r.facts, text: app[r.facts.fileName]! })),
  });
  return result.problems.flatMap(({ fileName, problems }) => problems.map((problem) => [problem.rule, fileName, problem.range.start.line + 1]));
}

const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;
const undeclared = (problems: unknown[][]) => problems.filter((p) => p[0] === 'action-id-undeclared');
const ENTRY = 'approvals-app/app.py';

/** The app with its entry point's import lines and the blocks `say` posts replaced, and the listener's id changed. */
function posting(imports: readonly string[], blocks: string, id = 'deploy_now', body: readonly string[] = []): Record<string, string> {
  const entry = APP[ENTRY]!.replace('from approvals.cards import approval_card\n', imports.map((line) => `${line}\n`).join(''))
    .replace('    say(blocks=approval_card(), text="Approve?")', [...body, `    say(blocks=${blocks}, text="Deploy?")`].join('\n'))
    .replace('"approve_request"', `"${id}"`);
  return { ...APP, [ENTRY]: entry };
}

describe("a Python app's absolute imports", () => {
  it("are clean when the card comes from the app's own package", async () => {
    expect(undeclared(await graph(APP))).toEqual([]);
  });

  it('leave the action ids open when the blocks come from a package outside the app, however it is imported', async () => {
    const found: [string, unknown[]][] = [];
    for (const [imports, blocks, body] of [
      [['from shared_cards.deploy import deploy_card'], 'deploy_card()', []],
      [['import shared_cards.deploy'], 'shared_cards.deploy.deploy_card()', []],
      [['import shared_cards.deploy as cards'], 'cards.deploy_card()', []],
      [['from shared_cards import deploy'], 'deploy.CARD', []],
      [['from shared_cards.deploy import CARD'], 'CARD["blocks"]', []],
      [['from approvals.cards import approval_card', 'from shared_cards.deploy import deploy_card'], '[*approval_card(), *deploy_card()]', []],
      [['from approvals.cards import approval_card', 'from shared_cards.deploy import deploy_card'], 'approval_card() + deploy_card()', []],
      [['from shared_cards.deploy import deploy_card'], 'blocks', ['    blocks = deploy_card()']],
      [['from shared_cards.deploy import deploy_card', 'CARD = deploy_card()'], 'CARD', []],
      [[], 'deploy_card()', ['    from shared_cards.deploy import deploy_card']],
    ] as const) {
      found.push([blocks, undeclared(await graph(posting(imports, blocks, 'deploy_now', body)))]);
    }
    expect(found).toEqual(found.map(([blocks]) => [blocks, []]));
  });

  it('leave them open when an app module passes a name on from a package outside the app', async () => {
    const app = {
      ...posting(['from approvals import deploy_card'], 'deploy_card()'),
      'approvals-app/approvals/__init__.py': py('from shared_cards.deploy import deploy_card'),
    };
    expect(undeclared(await graph(app))).toEqual([]);
  });

  it('leave a view acknowledged from a package open for its callback ids', async () => {
    const app = {
      ...APP,
      [ENTRY]: APP[ENTRY]!.replace(
        'from approvals.cards import approval_card\n',
        'from approvals.cards import approval_card\nfrom shared_cards.forms import next_form\n',
      ).replace(
        '@app.action("approve_request")\ndef approve(ack):\n    ack()',
        '@app.action("approve_request")\ndef approve(ack):\n    ack()\n\n@app.view("shared_form")\ndef submitted(ack):\n    ack(response_action="push", view=next_form())\n\n@app.view("own_form")\ndef own(ack):\n    ack()',
      ),
      'approvals-app/approvals/forms.py': py(
        'FORM = {"type": "modal", "callback_id": "own_form", "title": {"type": "plain_text", "text": "Form"}, "blocks": []}',
      ),
    };
    expect((await graph(app)).filter((p) => p[0] === 'view-callback-id-undeclared')).toEqual([]);
  });

  it("still report a misspelt action id once, at its listener, when every import is the app's own", async () => {
    for (const [imports, blocks] of [
      [['from approvals.cards import approval_card'], 'approval_card()'],
      [['import approvals.cards'], 'approvals.cards.approval_card()'],
      [['from approvals import cards'], 'cards.approval_card()'],
    ] as const) {
      const app = posting(imports, blocks, 'aprove_request');
      expect(undeclared(await graph(app)), blocks).toEqual([['action-id-undeclared', ENTRY, lineOf(app[ENTRY]!, 'aprove_request')]]);
    }
  });
});
