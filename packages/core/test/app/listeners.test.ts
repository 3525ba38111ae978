import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkDocument } from 'manifesto-core';
import { ruleById } from '../../src/rules/registry.js';
import { applyFixEdits } from '../../src/rules/apply-fix.js';
import { CodeFile, lineIn, manifestTwins, runApp } from './app-fixtures.js';
import { STARTER_MANIFEST, starterCode } from './starter-app.js';
import { ASSISTANT_MANIFEST, assistantCode, FUNCTION_MANIFEST, functionCode, pythonStarterCode } from './sample-apps.js';

const [STARTER_YAML] = manifestTwins(STARTER_MANIFEST);

/** The starter app with one more code file. */
function withFile(file: CodeFile, ids: Parameters<typeof starterCode>[0] = {}) {
  return [...starterCode(ids), file];
}

describe('listeners that nothing can trigger', () => {
  it('reports nothing on the assistant, custom step and Python starter apps as written', () => {
    for (const manifest of manifestTwins(ASSISTANT_MANIFEST)) expect(runApp(manifest, assistantCode()).problems, manifest.format).toEqual([]);
    for (const manifest of manifestTwins(FUNCTION_MANIFEST)) expect(runApp(manifest, functionCode()).problems, manifest.format).toEqual([]);
    for (const manifest of manifestTwins(STARTER_MANIFEST)) expect(runApp(manifest, pythonStarterCode()).problems, manifest.format).toEqual([]);
  });

  it('reports a custom step listener the manifest does not declare once (the step it was meant for is not reported again)', () => {
    for (const manifest of manifestTwins(FUNCTION_MANIFEST)) {
      const { problems } = runApp(manifest, functionCode('sample_stepp'));
      expect(problems, manifest.format).toEqual([expect.objectContaining({ file: 'app.js', rule: 'function-undeclared', marked: "'sample_stepp'", line: 4 })]);
    }
  });

  it('reports a custom step listener for another step, and the declared step as unhandled', () => {
    for (const manifest of manifestTwins(FUNCTION_MANIFEST)) {
      const { problems } = runApp(manifest, functionCode('other_step'));
      expect(problems, manifest.format).toEqual([
        expect.objectContaining({
          rule: 'function-unhandled',
          pointer: '/functions/sample_step',
          line: lineIn(manifest.text, 'sample_step'),
          marked: manifest.format === 'yaml' ? 'sample_step' : '"sample_step"',
        }),
        expect.objectContaining({ file: 'app.js', rule: 'function-undeclared', marked: "'other_step'", line: 4 }),
      ]);
    }
  });

  it('offers the id meant for a misspelt command', () => {
    const { result } = runApp(STARTER_YAML!, starterCode({ command: '/sample-comand' }));
    const problem = result.problems.flatMap((entry) => entry.problems).find((p) => p.rule === 'command-undeclared');
    expect(problem?.data).toEqual({ id: '/sample-comand', suggestion: '/sample-command' });
  });

  it('says nothing of an action or view id while a declared id is computed, open or in an unreadable file', () => {
    const computed = new CodeFile('listeners/dynamic.js', `const button = { type: 'button', action_id: \`approve_\${id}\` };`).declared(
      'action_id',
      null,
      'button',
      'action_id',
    );
    const open = new CodeFile('listeners/spread.js', 'const view = { ...base, blocks };').open('declared-ids', '...base');
    const unreadable = new CodeFile('listeners/broken.js', 'app.action(').unreadable();
    // A computed action id leaves the view ids known.
    const { problems } = runApp(STARTER_YAML!, withFile(computed, { action: 'nope_action', view: 'nope_view' }));
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.rule)).toEqual(['view-callback-id-undeclared']);
    for (const file of [open, unreadable]) {
      const { problems } = runApp(STARTER_YAML!, withFile(file, { action: 'nope_action', view: 'nope_view' }));
      expect(
        problems.filter((p) => p.severity === 'error'),
        file.facts.fileName,
      ).toEqual([]);
    }
  });

  it('says nothing of action or view ids when the app declares none at all (its blocks come from a builder library or a file read at run time)', () => {
    const app = new CodeFile(
      'app.js',
      "app.action('approve', cb);\napp.view('review', cb);\nconst blocks = Blocks.Actions().elements(Elements.Button({ text: 'Approve', actionId: 'approve' }));",
    )
      .listener('action', 'approve')
      .listener('view', 'review');
    expect(runApp(STARTER_YAML!, [app]).problems.filter((p) => p.file === 'app.js')).toEqual([]);
  });

  it('says nothing of a computed listener id, a pattern or a catch-all', () => {
    const file = new CodeFile('listeners/more.js', `app.action(actionId, cb);\napp.command(/^\\/sample/, cb);\napp.view({ type: 'view_closed' }, cb);`)
      .listener('action', null, { at: 'actionId' })
      .listener('command', /^\/sample/, { at: '/^\\/sample/' })
      .listener('view', undefined, { at: "{ type: 'view_closed' }", type: 'view_closed' });
    expect(runApp(STARTER_YAML!, withFile(file)).problems).toEqual([]);
  });

  it('judges only the action listeners that wait for an action id (legacy interactions match by callback id)', () => {
    const file = new CodeFile('listeners/legacy.js', `app.action({ type: 'interactive_message', callback_id: 'old_style' }, cb);`).listener(
      'action',
      'old_style',
      { type: 'interactive_message' },
    );
    expect(runApp(STARTER_YAML!, withFile(file)).problems).toEqual([]);
  });

  it("takes an action listener's plain id for a dialog's callback_id too, and still reports one nothing declares", () => {
    const file = new CodeFile(
      'listeners/dialog.py',
      `client.dialog_open(trigger_id=t, dialog={"callback_id": "ride-request", "title": "Ride"})\n@app.action("ride-request")\ndef submit(ack): ack()\n@app.action("ride-requets")\ndef typo(ack): ack()\n`,
    )
      .call('dialog.open')
      .declared('callback_id', 'ride-request')
      .listener('action', 'ride-request')
      .listener('action', 'ride-requets');
    const { problems } = runApp(STARTER_YAML!, withFile(file));
    expect(problems.map((p) => [p.rule, p.file, p.marked])).toEqual([['action-id-undeclared', 'listeners/dialog.py', '"ride-requets"']]);
  });

  it('still reports a plain action id nothing declares in an app that declares no callback_id at all', () => {
    const blocks = new CodeFile(
      'blocks.js',
      `say({ blocks: [{ type: 'actions', elements: [{ type: 'button', action_id: 'approve' }] }] });\napp.action('aprove', cb);`,
    )
      .declared('action_id', 'approve')
      .listener('action', 'aprove');
    const { problems } = runApp(STARTER_YAML!, [blocks]);
    expect(problems.filter((p) => p.file === 'blocks.js').map((p) => [p.rule, p.marked])).toEqual([['action-id-undeclared', "'aprove'"]]);
  });

  it('reports an event the manifest does not subscribe to, a misspelt event, and not an event that arrives unsubscribed or one the catalogue does not know', () => {
    const file = new CodeFile(
      'listeners/events/more.js',
      `app.event('reaction_added', cb);\napp.event('app_home_openned', cb);\napp.event('app_rate_limited', cb);\napp.event('brand_new_event_type', cb);`,
    )
      .listener('event', 'reaction_added')
      .listener('event', 'app_home_openned')
      .listener('event', 'app_rate_limited')
      .listener('event', 'brand_new_event_type');
    const { result, problems } = runApp(STARTER_YAML!, withFile(file));
    expect(problems).toEqual([
      expect.objectContaining({ file: 'listeners/events/more.js', rule: 'event-not-subscribed', line: 1, marked: "'reaction_added'" }),
      expect.objectContaining({ file: 'listeners/events/more.js', rule: 'event-not-subscribed', line: 2, marked: "'app_home_openned'" }),
    ]);
    expect(result.problems[0]!.problems.map((p) => p.data)).toEqual([
      { manifest: 'manifest.yaml', event: 'reaction_added', missing: ['reaction_added'] },
      { manifest: 'manifest.yaml', event: 'app_home_openned', suggestion: 'app_home_opened' },
    ]);
  });

  it("the fix subscribes the manifest to the event, with the event's scope when none is requested, and the app is clean after it", () => {
    const file = new CodeFile('listeners/events/reactions.js', "app.event('reaction_added', cb);").listener('event', 'reaction_added');
    for (const manifest of manifestTwins(STARTER_MANIFEST)) {
      const { result } = runApp(manifest, withFile(file));
      const problem = result.problems.find((entry) => entry.fileName === 'listeners/events/reactions.js')!.problems[0]!;
      const value = parse(manifest.text) as unknown;
      const fixes = ruleById(problem.rule)!.fix!(problem, { value, placeholderAt: () => undefined, pathOf: (pointer) => pointer, placeholdersAt: () => [] });
      expect(fixes).toEqual([
        {
          title: 'Subscribe to `reaction_added` in `settings.event_subscriptions.bot_events`',
          edits: [
            { op: 'append', pointer: '/settings/event_subscriptions/bot_events', value: 'reaction_added' },
            { op: 'append', pointer: '/oauth_config/scopes/bot', value: 'reactions:read' },
          ],
        },
      ]);
      const fixed = applyFixEdits(value, fixes[0]!.edits);
      const text = manifest.format === 'yaml' ? stringify(fixed) : JSON.stringify(fixed, null, 2);
      expect(
        checkDocument(manifest.fileName, text).problems.filter((p) => p.severity === 'error'),
        manifest.format,
      ).toEqual([]);
      expect(runApp({ ...manifest, text }, withFile(file)).problems, manifest.format).toEqual([]);
    }
  });

  it('reports a message listener when no message event is subscribed', () => {
    for (const manifest of manifestTwins(STARTER_MANIFEST.replace(/\n\s*- message\.channels/, ''))) {
      const { problems } = runApp(manifest, starterCode());
      expect(problems, manifest.format).toEqual([
        expect.objectContaining({ file: 'listeners/messages/index.js', rule: 'event-not-subscribed', marked: '/^(hi|hello|hey).*/' }),
      ]);
    }
  });

  it("reports an assistant whose events are not subscribed, naming each, and an app_mention listener's event", () => {
    const text = ASSISTANT_MANIFEST.replace(/\n\s*- (assistant_thread_started|message\.im|app_mention)(?=\n)/g, '');
    for (const manifest of manifestTwins(text)) {
      const { result, problems } = runApp(manifest, assistantCode());
      expect(
        problems.filter((p) => p.severity === 'error'),
        manifest.format,
      ).toEqual([
        expect.objectContaining({ file: 'listeners/assistant/index.js', rule: 'event-not-subscribed', marked: 'app.assistant' }),
        expect.objectContaining({ file: 'listeners/events/app_mention.js', rule: 'event-not-subscribed', marked: "'app_mention'" }),
      ]);
      expect(result.problems.find((entry) => entry.fileName === 'listeners/assistant/index.js')!.problems[0]!.data).toEqual({
        manifest: manifest.fileName,
        missing: ['assistant_thread_started', 'message.im'],
      });
    }
  });

  it('says nothing about the manifest side when the manifest has a syntax mistake', () => {
    const broken = { fileName: 'manifest.json', text: manifestTwins(STARTER_MANIFEST)[1]!.text.replace('"commands"\n', '"commands",\n') };
    const { problems } = runApp(broken, starterCode({ command: '/other', event: 'reaction_added' }));
    expect(problems).toEqual([]);
  });
});
