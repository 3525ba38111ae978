import { describe, expect, it } from 'vitest';
import { checkCodeFiles, type CodeFacts } from 'manifesto-code';
import { checkApp } from 'manifesto-core/app';
import { py } from './read-helpers.js';
import { STARTER_APP, STARTER_MANIFEST } from './starter-app.js';

async function readApp(app: Record<string, string>): Promise<Record<string, CodeFacts>> {
  const results = await checkCodeFiles(Object.entries(app).map(([fileName, text]) => ({ fileName, text })));
  return Object.fromEntries(results.map((result) => [result.facts.fileName, result.facts]));
}

/** The graph's problems of an app as rule, file, line (1-based) and the text marked. */
async function graph(app: Record<string, string>, manifest = STARTER_MANIFEST) {
  const facts = await readApp(app);
  const texts: Record<string, string> = { ...app, 'starter/manifest.json': manifest };
  const result = checkApp({
    manifest: { fileName: 'starter/manifest.json', text: manifest },
    code: Object.values(facts).map((f) => ({ facts: f, text: app[f.fileName]! })),
  });
  const problems = result.problems.flatMap(({ fileName, problems: list }) =>
    list.map((problem) => [problem.rule, fileName, problem.range.start.line + 1, texts[fileName]!.slice(problem.span.start, problem.span.end)]),
  );
  return { result, problems };
}

const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('a Python app read as a whole', () => {
  it('follows ids across relative and absolute imports, through modules and classes, and skips tests', async () => {
    const facts = await readApp(STARTER_APP);
    expect(Object.keys(facts)).not.toContain('starter/tests/test_app.py');
    expect(facts['starter/listeners/actions/__init__.py']!.listeners[0]!.id).toEqual({ kind: 'exact', value: 'sample_action_id' });
    expect(facts['starter/listeners/views/__init__.py']!.listeners[0]!.id).toEqual({ kind: 'exact', value: 'sample_view_id' });
    expect(facts['starter/listeners/actions/sample_action.py']!.declared.map((d) => d.value)).toEqual([{ kind: 'exact', value: 'sample_view_id' }]);
    expect(facts['starter/listeners/shortcuts/sample_shortcut.py']!.declared.map((d) => [d.key, d.value])).toEqual([
      ['callback_id', { kind: 'exact', value: 'sample_view_id' }],
      ['action_id', { kind: 'exact', value: 'sample_action_id' }],
    ]);
    expect(Object.values(facts).flatMap((f) => f.open)).toEqual([]);
  });

  it('leaves an id from a module outside the app computed and open where it is used', async () => {
    const app = {
      ...STARTER_APP,
      'starter/listeners/actions/__init__.py': py('from shared_ids import SAMPLE_ACTION', 'def register(app):', '    app.action(SAMPLE_ACTION)(cb)'),
    };
    const facts = (await readApp(app))['starter/listeners/actions/__init__.py']!;
    expect(facts.listeners[0]!.id).toEqual({ kind: 'computed' });
    expect(facts.open.map((o) => [o.touches, app['starter/listeners/actions/__init__.py']!.slice(o.span.start, o.span.end)])).toEqual([
      ['listeners', 'SAMPLE_ACTION'],
    ]);
  });

  it('checks clean against its manifest, every listener and call understood', async () => {
    const { result, problems } = await graph(STARTER_APP);
    expect(problems).toEqual([]);
    expect(result.summary).toMatchObject({ listeners: 6, calls: 6, computed: 0, open: 0, understood: true });
  });

  it('reports each planted mistake once, at the listener or the call', async () => {
    const actions = 'starter/listeners/actions/__init__.py';
    const views = 'starter/listeners/views/sample_view.py';
    const events = 'starter/listeners/events/__init__.py';
    const app = {
      ...STARTER_APP,
      [actions]: STARTER_APP[actions]!.replace('app.action(SAMPLE_ACTION)', 'app.action("sample_acton_id")'),
      [events]: STARTER_APP[events]!.replace('"app_home_opened"', '"reaction_added"'),
      [views]: STARTER_APP[views]!.replace('client.chat_postMessage(', 'client.reactions_add(name="eyes", '),
    };
    const { problems } = await graph(app);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['action-id-undeclared', actions, lineOf(app[actions]!, 'sample_acton_id'), '"sample_acton_id"'],
        ['event-not-subscribed', events, lineOf(app[events]!, 'reaction_added'), '"reaction_added"'],
        ['method-scope-missing', views, lineOf(app[views]!, 'reactions_add'), 'reactions_add'],
      ]),
    );
    for (const rule of ['action-id-undeclared', 'event-not-subscribed', 'method-scope-missing']) expect(problems.filter((p) => p[0] === rule)).toHaveLength(1);
  });

  it('reports a command missing from the manifest and listeners while interactivity is off', async () => {
    const manifest = JSON.parse(STARTER_MANIFEST) as { features: { slash_commands: unknown[] }; settings: { interactivity: { is_enabled: boolean } } };
    manifest.features.slash_commands = [];
    manifest.settings.interactivity.is_enabled = false;
    const commands = 'starter/listeners/commands/__init__.py';
    const { problems } = await graph(STARTER_APP, JSON.stringify(manifest, null, 2));
    expect(problems).toContainEqual(['command-undeclared', commands, lineOf(STARTER_APP[commands]!, '/sample-command'), '"/sample-command"']);
    expect(problems.filter((p) => p[0] === 'command-undeclared')).toHaveLength(1);
    expect(problems.filter((p) => p[0] === 'interactivity-off-listeners')).toHaveLength(1);
  });

  it('stays silent about what a file with a syntax error may hold', async () => {
    const actions = 'starter/listeners/actions/__init__.py';
    const app = { ...STARTER_APP, [actions]: STARTER_APP[actions]!.replace('def register(app: App):', 'def register(app: App)') };
    const { result, problems } = await graph(app);
    expect(problems.filter((p) => p[1] !== 'starter/manifest.json' || p[0] !== 'scope-unused')).toEqual([]);
    expect(result.summary.understood).toBe(false);
  });
});
