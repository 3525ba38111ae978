import { describe, expect, it } from 'vitest';
import { computed, exact, readApp, readOne, spanOf } from './read.js';

describe('JavaScript declared ids', () => {
  it('reads action_id, block_id and callback_id in object literals with the literal’s type', async () => {
    const text = [
      'await client.views.open({',
      '  view: {',
      "    type: 'modal',",
      "    callback_id: 'deploy_modal',",
      '    blocks: [',
      "      { type: 'input', block_id: 'env_block', element: { type: 'static_select', action_id: 'env_select' } },",
      "      { type: 'actions', elements: [{ action_id: 'cancel', type: 'button' }] },",
      '    ],',
      '  },',
      '});',
    ].join('\n');
    const facts = await readOne('modal.ts', text);
    expect(facts.declared).toEqual([
      { key: 'callback_id', value: exact('deploy_modal'), objectType: 'modal', span: spanOf(text, "'deploy_modal'") },
      { key: 'block_id', value: exact('env_block'), objectType: 'input', span: spanOf(text, "'env_block'") },
      { key: 'action_id', value: exact('env_select'), objectType: 'static_select', span: spanOf(text, "'env_select'") },
      { key: 'action_id', value: exact('cancel'), objectType: 'button', span: spanOf(text, "'cancel'") },
    ]);
  });

  it('reads the literal’s type written as it is, through a constant, or not as a string; a later type that is not one keeps the earlier', async () => {
    const text = [
      "const BUTTON = 'button';",
      'const blocks = [',
      "  { type: 'button' as const, action_id: 'a' },",
      "  { type: BUTTON, action_id: 'b' },",
      "  { type: 1, action_id: 'c' },",
      "  { type: 'button', type: kind(), action_id: 'd' },",
      '];',
    ].join('\n');
    const facts = await readOne('types.ts', text);
    expect(facts.declared.map((fact) => [fact.value, fact.objectType])).toEqual([
      [exact('a'), 'button'],
      [exact('b'), 'button'],
      [exact('c'), undefined],
      [exact('d'), 'button'],
    ]);
  });

  it('follows constants and shorthand properties; a value built at run time is computed and open', async () => {
    const text = [
      "const IDS = { approve: 'approve_button' } as const;",
      "const action_id = 'reject_button';",
      "const PREFIX = 'row_';",
      'const blocks = [',
      "  { type: 'button', action_id: IDS.approve },",
      "  { type: 'button', action_id },",
      "  { type: 'button', action_id: PREFIX + 'delete' },",
      "  { type: 'button', action_id: `row_${index}` },",
      '];',
    ].join('\n');
    const facts = await readOne('blocks.ts', text);
    expect(facts.declared.map((fact) => fact.value)).toEqual([exact('approve_button'), exact('reject_button'), exact('row_delete'), computed]);
    expect(facts.declared[1]!.span).toEqual(spanOf(text, 'action_id', "{ type: 'button', action_id }"));
    expect(facts.open).toEqual([{ touches: 'declared-ids', reason: 'computed action_id', span: spanOf(text, '`row_${index}`') }]);
  });
  it('leaves the declared ids open when a posting call takes its blocks or view from a package or parsed data', async () => {
    const text = [
      "import { loadBlocks } from 'some-template-lib';",
      "import homeView from '@acme/slack-views';",
      "import { localBlocks } from './local-blocks.js';",
      "const { modal } = require('@acme/modals');",
      "const { helper } = require('./helper.js');",
      'export const register = (app) => {',
      "  app.command('/a', async ({ ack, say, client }) => {",
      "    await say({ blocks: await loadBlocks('welcome') });",
      '    await client.views.publish({ user_id: u, view: homeView });',
      '    await client.chat.postMessage({ channel: c, blocks: JSON.parse(raw).blocks });',
      '    await client.chat.postMessage({ channel: c, blocks: localBlocks() });',
      '    await client.views.open({ trigger_id: t, view: modal(1) });',
      '    await client.views.open({ trigger_id: t, view: helper() });',
      '  });',
      '};',
    ].join('\n');
    const outside = (snippet: string, after = '') => ({ touches: 'declared-ids', reason: 'payload from outside the app', span: spanOf(text, snippet, after) });
    const own = {
      'listeners/local-blocks.js': "export const localBlocks = () => [{ type: 'actions', elements: [{ type: 'button', action_id: 'go' }] }];",
      'listeners/helper.js': "module.exports = { helper: () => ({ type: 'modal', callback_id: 'help' }) };",
    };
    const facts = (await readApp({ 'listeners/a.js': text, ...own }))['listeners/a.js']!;
    expect(facts.open).toEqual([outside("await loadBlocks('welcome')"), outside('homeView', 'view: '), outside('JSON.parse(raw).blocks'), outside('modal(1)')]);
    // Read alone, the relative modules are none of the app's files: what they give is unknown too.
    expect((await readOne('listeners/a.js', text)).open).toEqual([
      outside("await loadBlocks('welcome')"),
      outside('homeView', 'view: '),
      outside('JSON.parse(raw).blocks'),
      outside('localBlocks()'),
      outside('modal(1)'),
      outside('helper()'),
    ]);
  });

  it('follows a payload to its root through constants, array items and spreads, and through an app module that passes on a package', async () => {
    const text = [
      "import { loadBlocks } from '@acme/blocks';",
      "import { card } from './cards.js';",
      "import * as views from './views.js';",
      'export const register = (app) => {',
      "  app.command('/a', async ({ say, client }) => {",
      "    const blocks = await loadBlocks('welcome');",
      '    await say({ blocks });',
      '    await say({ blocks: [{ type: "divider" }, ...card()] });',
      '    await client.views.open({ trigger_id: t, view: views.home() });',
      '  });',
      '};',
    ].join('\n');
    const app = { 'a.js': text, 'cards.js': "export { card } from '@acme/cards';", 'views.js': "export const home = () => ({ type: 'home', blocks: [] });" };
    const facts = (await readApp(app))['a.js']!;
    expect(facts.open.map((fact) => text.slice(fact.span.start, fact.span.end))).toEqual(['blocks', 'card()']);
  });
});
