import { describe, expect, it } from 'vitest';
import { computed, exact, readOne, spanOf } from './read.js';

describe('JavaScript listeners', () => {
  it('reads each Bolt listener family with a string id, at the id as written', async () => {
    const text = [
      "import { App } from '@slack/bolt';",
      'const app = new App({ token: process.env.SLACK_BOT_TOKEN });',
      "app.action('approve_button', async ({ ack }) => { await ack(); });",
      "app.view('deploy_modal', async ({ ack }) => ack());",
      "app.command('/deploy', async ({ ack }) => ack());",
      "app.shortcut('open_deploy', async ({ ack }) => ack());",
      "app.options('pick_env', async ({ ack }) => ack({ options: [] }));",
      "app.event('app_home_opened', async () => {});",
      "app.message('hello', async () => {});",
      "app.function('deploy_step', async ({ complete }) => complete());",
    ].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.listeners).toEqual([
      { kind: 'action', id: exact('approve_button'), span: spanOf(text, "'approve_button'") },
      { kind: 'view', id: exact('deploy_modal'), span: spanOf(text, "'deploy_modal'") },
      { kind: 'command', id: exact('/deploy'), span: spanOf(text, "'/deploy'") },
      { kind: 'shortcut', id: exact('open_deploy'), span: spanOf(text, "'open_deploy'") },
      { kind: 'options', id: exact('pick_env'), span: spanOf(text, "'pick_env'") },
      { kind: 'event', id: exact('app_home_opened'), span: spanOf(text, "'app_home_opened'") },
      { kind: 'message', id: exact('hello'), span: spanOf(text, "'hello'") },
      { kind: 'function', id: exact('deploy_step'), span: spanOf(text, "'deploy_step'") },
    ]);
    expect(facts.open).toEqual([]);
    expect(facts.unreadable).toBeUndefined();
  });

  it('reads regular expressions, literal and built with new RegExp', async () => {
    const text = ['app.action(/^approve_\\d+$/i, handler);', "app.event(new RegExp('^team_'), handler);"].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.listeners).toEqual([
      { kind: 'action', id: { kind: 'pattern', source: '^approve_\\d+$', flags: 'i' }, span: spanOf(text, '/^approve_\\d+$/i') },
      { kind: 'event', id: { kind: 'pattern', source: '^team_', flags: '' }, span: spanOf(text, "new RegExp('^team_')") },
    ]);
  });

  it('reads constraint objects: action_id and block_id, callback_id and type', async () => {
    const text = [
      "app.action({ action_id: 'approve', block_id: 'review' }, handler);",
      "app.action({ block_id: 'review' }, handler);",
      "app.view({ callback_id: 'deploy_modal', type: 'view_closed' }, handler);",
      "app.shortcut({ callback_id: 'share', type: 'message_action' }, handler);",
      "app.options({ callback_id: 'legacy_dialog' }, handler);",
    ].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.listeners).toEqual([
      { kind: 'action', id: exact('approve'), blockId: exact('review'), span: spanOf(text, "'approve'") },
      { kind: 'action', blockId: exact('review'), span: spanOf(text, 'action', '\n') },
      { kind: 'view', id: exact('deploy_modal'), type: 'view_closed', span: spanOf(text, "'deploy_modal'") },
      { kind: 'shortcut', id: exact('share'), type: 'message_action', span: spanOf(text, "'share'") },
      { kind: 'options', span: spanOf(text, 'options') },
    ]);
    // A constraint is not a declaration of the ids it waits for.
    expect(facts.declared).toEqual([]);
  });

  it('reads catch-alls and middleware-first message listeners without an id, at the listener name', async () => {
    const text = ['app.action(async ({ ack }) => ack());', 'app.message(directMention(), async () => {});', 'app.event(handler);'].join('\n');
    const facts = await readOne('app.js', text);
    expect(facts.listeners).toEqual([
      { kind: 'action', span: spanOf(text, 'action') },
      { kind: 'message', span: spanOf(text, 'message') },
      { kind: 'event', span: spanOf(text, 'event') },
    ]);
    expect(facts.open).toEqual([]);
  });

  it('reads app.assistant with the Assistant it registers', async () => {
    const text = "import { App, Assistant } from '@slack/bolt';\nconst app = new App({});\napp.assistant(new Assistant({ userMessage }));";
    const facts = await readOne('app.js', text);
    expect(facts.listeners).toEqual([{ kind: 'assistant', span: spanOf(text, 'assistant') }]);
  });

  it('knows the receiver: new App under any name, a parameter typed App, a name app; not another package’s app', async () => {
    const text = [
      "import { App } from '@slack/bolt';",
      "import express from 'express';",
      'const bolt = new App({});',
      "bolt.command('/a', h);",
      "export function register(slack: App) { slack.command('/b', h); }",
      "export const other = (app) => { app.command('/c', h); };",
      'const server = express();',
      "server.options('/health', h);",
      '{ const app = express(); app.options("/cors", h); }',
      "robot.command('/d', h);",
    ].join('\n');
    const facts = await readOne('app.ts', text);
    expect(facts.listeners.map((listener) => listener.id)).toEqual([exact('/a'), exact('/b'), exact('/c')]);
  });

  it('leaves computed ids open: a parameter, a call, a template with a placeholder, a loop', async () => {
    const text = [
      'export function register(app, id) {',
      '  app.action(id, h);',
      '  app.view(viewId(), h);',
      '  app.command(`/deploy-${env}`, h);',
      "  for (const name of ['a', 'b']) app.shortcut(name, h);",
      "  ['x', 'y'].forEach((name) => app.action({ action_id: name }, h));",
      "  ['x', 'y'].forEach(() => app.action('literal_in_loop', h));",
      '}',
    ].join('\n');
    const facts = await readOne('listeners.js', text);
    expect(facts.listeners).toEqual([
      { kind: 'action', id: computed, span: spanOf(text, 'id', 'action(') },
      { kind: 'view', id: computed, span: spanOf(text, 'viewId()') },
      { kind: 'command', id: computed, span: spanOf(text, '`/deploy-${env}`') },
      { kind: 'shortcut', id: computed, span: spanOf(text, 'name', 'shortcut(') },
      { kind: 'action', id: computed, span: spanOf(text, 'name', 'action({') },
      { kind: 'action', id: exact('literal_in_loop'), span: spanOf(text, "'literal_in_loop'") },
    ]);
    expect(facts.open).toEqual([
      { touches: 'listeners', reason: 'computed action id', span: spanOf(text, 'id', 'action(') },
      { touches: 'listeners', reason: 'computed view id', span: spanOf(text, 'viewId()') },
      { touches: 'listeners', reason: 'computed command name', span: spanOf(text, '`/deploy-${env}`') },
      { touches: 'listeners', reason: 'listener registered in a loop', span: spanOf(text, 'name', 'shortcut(') },
      { touches: 'listeners', reason: 'listener registered in a loop', span: spanOf(text, 'name', 'action({') },
    ]);
  });

  it('leaves a listener kind chosen at run time and a spread constraint open', async () => {
    const text = "app[kind]('x', h);\napp.action({ ...base, action_id: 'a' }, h);";
    const facts = await readOne('app.js', text);
    expect(facts.listeners).toEqual([{ kind: 'action', id: computed, span: spanOf(text, 'action') }]);
    expect(facts.open.map((open) => [open.touches, open.reason, text.slice(open.span.start, open.span.end)])).toEqual([
      ['listeners', 'listener kind chosen at run time', 'kind'],
      ['listeners', 'constraint with a spread', '...base'],
    ]);
  });
});
