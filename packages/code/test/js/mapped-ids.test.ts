import { describe, expect, it } from 'vitest';
import { graphProblems, lineOf } from '../apps/graph.js';
import { computed, exact, readOne, spanOf } from './read.js';

describe('ids made by mapping over a constant list', () => {
  it('reads the id the callback makes for each element: a template with the element, or its property', async () => {
    const text = [
      "const CATEGORIES = ['bug', 'feature'] as const;",
      "const TEAMS = Object.freeze([{ id: 'team_web', name: 'Web' }, { id: 'team_api', name: 'API' }]);",
      'export const picker = {',
      "  type: 'actions',",
      "  elements: CATEGORIES.map((c) => ({ type: 'button', action_id: `pick_${c}`, text: { type: 'plain_text', text: c } })),",
      '};',
      "export const teams = TEAMS.map(({ id, name }) => { return { type: 'section', accessory: { type: 'button', action_id: id, text: name } }; });",
    ].join('\n');
    const facts = await readOne('picker.ts', text);
    const teamId = text.indexOf('action_id: id') + 'action_id: '.length;
    expect(facts.declared).toEqual([
      { key: 'action_id', value: exact('pick_bug'), objectType: 'button', span: spanOf(text, '`pick_${c}`') },
      { key: 'action_id', value: exact('pick_feature'), objectType: 'button', span: spanOf(text, '`pick_${c}`') },
      { key: 'action_id', value: exact('team_web'), objectType: 'button', span: { start: teamId, end: teamId + 2 } },
      { key: 'action_id', value: exact('team_api'), objectType: 'button', span: { start: teamId, end: teamId + 2 } },
    ]);
    expect(facts.open).toEqual([]);
  });

  it('leaves the ids computed when the list is changed, not a constant literal, or the callback does more than return an object', async () => {
    for (const [label, lines] of [
      ['pushed', ["const CATEGORIES = ['bug'];", "CATEGORIES.push('chore');"]],
      ['spread', ["const CATEGORIES = [...OTHER, 'bug'];"]],
      ['let', ["let CATEGORIES = ['bug'];"]],
      ['call', ['const CATEGORIES = load();']],
    ] as const) {
      const text = [...lines, "const buttons = CATEGORIES.map((c) => ({ type: 'button', action_id: `pick_${c}` }));"].join('\n');
      const facts = await readOne('picker.js', text);
      expect(
        facts.declared.map((fact) => fact.value),
        label,
      ).toEqual([computed]);
      expect(
        facts.open.map((fact) => fact.touches),
        label,
      ).toEqual(['declared-ids']);
    }
    const index = "const CATEGORIES = ['bug'];\nconst buttons = CATEGORIES.map((c, i) => ({ type: 'button', action_id: `pick_${i}` }));";
    expect((await readOne('index.js', index)).declared.map((fact) => fact.value)).toEqual([computed]);
    const body = "const CATEGORIES = ['bug'];\nconst buttons = CATEGORIES.map((c) => { const id = c; return { type: 'button', action_id: id }; });";
    expect((await readOne('body.js', body)).declared.map((fact) => fact.value)).toEqual([computed]);
  });
});

describe('the app graph with ids mapped over a constant list', () => {
  const MANIFEST = {
    display_information: { name: 'Triage' },
    features: { bot_user: { display_name: 'triage' } },
    oauth_config: { scopes: { bot: ['chat:write', 'channels:history'] } },
    settings: { event_subscriptions: { bot_events: ['message.channels'] }, interactivity: { is_enabled: true }, socket_mode_enabled: true },
  };
  const app = (listeners: string[]) => ({
    'triage/app.js': [
      "import { App } from '@slack/bolt';",
      'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
      "const CATEGORIES = ['bug', 'feature'];",
      "app.message('triage', async ({ say }) => {",
      "  await say({ text: 'Triage', blocks: [{ type: 'actions', elements: CATEGORIES.map((c) => ({ type: 'button', action_id: `pick_${c}`, text: { type: 'plain_text', text: c } })) }] });",
      '});',
      ...listeners,
      'await app.start();',
      '',
    ].join('\n'),
  });

  it('judges listeners against each mapped id, and each mapped button against the listeners', async () => {
    expect(await graphProblems('triage', app(["app.action('pick_bug', h);", "app.action('pick_feature', h);"]), MANIFEST)).toEqual([]);
    const misspelt = app(["app.action('pick_bug', h);", "app.action('pick_featur', h);"]);
    expect(await graphProblems('triage', misspelt, MANIFEST)).toEqual([
      ['action-id-undeclared', 'triage/app.js', lineOf(misspelt['triage/app.js'], "'pick_featur'"), "'pick_featur'"],
    ]);
    const missing = app(["app.action('pick_bug', h);"]);
    expect(await graphProblems('triage', missing, MANIFEST)).toEqual([
      ['action-id-unhandled', 'triage/app.js', lineOf(missing['triage/app.js'], '`pick_${c}`'), '`pick_${c}`'],
    ]);
  });
});
