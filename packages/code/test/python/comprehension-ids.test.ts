import { describe, expect, it } from 'vitest';
import { checkCodeFiles, type CodeFacts } from '../../src/index.js';
import { graphProblems, lineOf } from '../apps/graph.js';

async function factsOf(text: string): Promise<CodeFacts> {
  const [result] = await checkCodeFiles([{ fileName: '/app/blocks.py', text }]);
  return result!.facts;
}

const exact = (value: string) => ({ kind: 'exact', value });

describe('Python ids made by a comprehension over a constant list', () => {
  it('reads the id made for each element: the element, its key, or an f-string of them', async () => {
    const text = [
      'CATEGORIES = ("bug", "feature")',
      'TEAMS = [{"id": "team_web", "name": "Web"}, {"id": "team_api", "name": "API"}]',
      'BUTTONS = [{"type": "button", "action_id": f"pick_{c}", "text": {"type": "plain_text", "text": c}} for c in CATEGORIES]',
      'TEAM_BUTTONS = [{"type": "button", "action_id": t["id"]} for t in TEAMS]',
      'PLAIN = [{"type": "button", "action_id": c} for c in CATEGORIES]',
      '',
    ].join('\n');
    const facts = await factsOf(text);
    expect(facts.declared.map((fact) => [fact.value, fact.objectType, text.slice(fact.span.start, fact.span.end)])).toEqual([
      [exact('pick_bug'), 'button', 'f"pick_{c}"'],
      [exact('pick_feature'), 'button', 'f"pick_{c}"'],
      [exact('team_web'), 'button', 't["id"]'],
      [exact('team_api'), 'button', 't["id"]'],
      [exact('bug'), 'button', 'c'],
      [exact('feature'), 'button', 'c'],
    ]);
    expect(facts.open).toEqual([]);
  });

  it('leaves the id computed for a list changed in place, a filtered or nested comprehension, or a call over the elements', async () => {
    for (const lines of [
      ['CATEGORIES = ["bug"]', 'CATEGORIES.append("chore")', 'B = [{"type": "button", "action_id": f"pick_{c}"} for c in CATEGORIES]'],
      ['CATEGORIES = ["bug"]', 'B = [{"type": "button", "action_id": f"pick_{c}"} for c in CATEGORIES if c]'],
      ['CATEGORIES = load()', 'B = [{"type": "button", "action_id": f"pick_{c}"} for c in CATEGORIES]'],
      ['CATEGORIES = ["bug"]', 'B = [{"type": "button", "action_id": f"pick_{c.upper()}"} for c in CATEGORIES]'],
      ['CATEGORIES = ["bug"]', 'B = [{"type": "button", "action_id": f"pick_{c!r}"} for c in CATEGORIES]'],
    ]) {
      const facts = await factsOf(lines.join('\n') + '\n');
      expect(
        facts.declared.map((fact) => fact.value.kind),
        lines.join(' / '),
      ).toEqual(['computed']);
    }
  });
});

describe('the app graph with Python ids made by a comprehension', () => {
  const MANIFEST = {
    display_information: { name: 'Triage' },
    features: { bot_user: { display_name: 'triage' } },
    oauth_config: { scopes: { bot: ['chat:write', 'channels:history'] } },
    settings: { event_subscriptions: { bot_events: ['message.channels'] }, interactivity: { is_enabled: true }, socket_mode_enabled: true },
  };
  const app = (...listeners: string[]) => ({
    'triage/app.py': [
      'import os',
      'from slack_bolt import App',
      '',
      'app = App(token=os.environ.get("SLACK_BOT_TOKEN"))',
      'CATEGORIES = ("bug", "feature")',
      '',
      '@app.message("triage")',
      'def triage(say):',
      '    say(text="Triage", blocks=[{"type": "actions", "elements": [{"type": "button", "action_id": f"pick_{c}", "text": {"type": "plain_text", "text": c}} for c in CATEGORIES]}])',
      '',
      ...listeners.flatMap((id) => [`@app.action("${id}")`, `def on_${id}(ack):`, '    ack()', '']),
    ].join('\n'),
  });

  it('judges a misspelt listener against the ids the comprehension makes', async () => {
    expect(await graphProblems('triage', app('pick_bug', 'pick_feature'), MANIFEST)).toEqual([]);
    const misspelt = app('pick_bug', 'pick_featur');
    expect(await graphProblems('triage', misspelt, MANIFEST)).toEqual([
      ['action-id-undeclared', 'triage/app.py', lineOf(misspelt['triage/app.py'], '"pick_featur"'), '"pick_featur"'],
    ]);
  });
});
