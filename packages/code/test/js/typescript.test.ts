import { describe, expect, it } from 'vitest';
import { lines, literalsOf } from '../literals/read.js';
import { computed, exact, readApp, readOne, spanOf } from './read.js';

/** What TypeScript's types tell the reader: type-only imports and exports, a parameter's type name. */
describe('TypeScript', () => {
  it('takes a parameter typed App as the app, however the type is written, and nothing else typed', async () => {
    const receivers = [
      'slack: App',
      'slack?: App',
      'slack: bolt.App',
      'slack: App<StringIndexed>',
      'slack /* the app */ :\n  // Bolt’s\n  App',
      'slack: (App)',
    ];
    const others = ['slack: App | undefined', 'slack: App[]', 'slack: App = fallback', 'slack: typeof App', 'slack: Application', 'slack: App.Other'];
    for (const param of receivers) {
      const text = `export function register(${param}, other?: Other) { slack.command('/a', h); }`;
      expect((await readOne('listeners.ts', text)).listeners, param).toEqual([{ kind: 'command', id: exact('/a'), span: spanOf(text, "'/a'") }]);
    }
    for (const param of others) {
      const text = `export function register(${param}) { slack.command('/a', h); }`;
      expect((await readOne('listeners.ts', text)).listeners, param).toEqual([]);
    }
  });

  it('takes a constructor’s parameter property typed App as the app', async () => {
    const text = [
      'export class Listeners {',
      "  constructor(private readonly slack: App, @Inject('x') protected readonly web: WebClient) {",
      "    slack.command('/a', h);",
      '  }',
      '}',
    ].join('\n');
    expect((await readOne('listeners.ts', text)).listeners.map((listener) => listener.id)).toEqual([exact('/a')]);
  });

  it('reads a helper from an argument typed as a Bolt listener’s arguments, not from an intersection of them', async () => {
    const call = (text: string) => ({ method: 'assistant.threads.setStatus', via: 'helper', helper: 'setStatus', span: spanOf(text, 'setStatus', 'await ') });
    for (const type of ['AllMiddlewareArgs', "SlackEventMiddlewareArgs<'app_mention'>", '/* Bolt’s */\n  bolt.AllMiddlewareArgs']) {
      const text = `export const asked = async ({ setStatus }: ${type}) => { await setStatus('thinking'); };`;
      expect((await readOne('asked.ts', text)).calls, type).toEqual([call(text)]);
    }
    const both = "export const asked = async ({ setStatus }: AllMiddlewareArgs & SlackEventMiddlewareArgs<'message'>) => { await setStatus('x'); };";
    expect((await readOne('asked.ts', both)).calls).toEqual([]);
  });

  it('takes the argument after a `this` parameter as the first (`this` is no argument at run time)', async () => {
    const text = "app.action('a', async function (this: Handlers, { ack, setStatus }: AllMiddlewareArgs) { await ack(); await setStatus('x'); });";
    expect((await readOne('listeners.ts', text)).calls).toEqual([
      { method: 'assistant.threads.setStatus', via: 'helper', helper: 'setStatus', span: spanOf(text, 'setStatus', 'await ack(); await ') },
    ]);
    const mapped =
      "const IDS = ['a', 'b'] as const;\nexport const buttons = IDS.map(function (this: Ctx, id) { return { type: 'button', action_id: id, text: { type: 'plain_text', text: id } }; });";
    expect((await readOne('blocks.ts', mapped)).declared.map((declared) => declared.value)).toEqual([exact('a'), exact('b')]);
  });

  it('binds no name a type-only import brings, and the others', async () => {
    const ids = "export const A = 'a';\nexport const B = 'b';\nexport const C = 'c';\nexport const type = 't';\nexport default 'd';\n";
    const app = [
      "import type { A } from './ids.js';",
      "import { type B, C } from './ids.js';",
      "import type from './ids.js';",
      "import { type as t } from './ids.js';",
      'app.action(A, h);',
      'app.action(B, h);',
      'app.action(C, h);',
      'app.action(type, h);',
      'app.action(t, h);',
    ].join('\n');
    const facts = await readApp({ '/app/ids.ts': ids, '/app/app.ts': app });
    expect(facts['/app/app.ts']!.listeners.map((listener) => listener.id)).toEqual([computed, computed, exact('c'), exact('d'), exact('t')]);
  });

  it('offers no name a type-only export gives, nor a declared one', async () => {
    const ids = [
      "const A = 'a';",
      "const B = 'b';",
      "const C = 'c';",
      'export type { A };',
      'export { type B, C };',
      'export declare const D: string;',
      "export /* sure */ const E = 'e';",
    ].join('\n');
    const app = [
      "import { A, B, C, D, E } from './ids.js';",
      'app.action(A, h);',
      'app.action(B, h);',
      'app.action(C, h);',
      'app.action(D, h);',
      'app.action(E, h);',
    ].join('\n');
    const facts = await readApp({ '/app/ids.ts': ids, '/app/app.ts': app });
    expect(facts['/app/app.ts']!.listeners.map((listener) => listener.id)).toEqual([computed, computed, exact('c'), computed, exact('e')]);
  });

  it('follows no payload a type-only export gives', async () => {
    const modal = (title: string) =>
      `{ type: 'modal', title: { type: 'plain_text', text: '${title}' }, blocks: [{ type: 'input', label: { type: 'plain_text', text: 'Why' }, element: { type: 'plain_text_input', action_id: 'why' } }] }`;
    const views = { fileName: '/app/views.ts', text: `export const form = ${modal('Form')};\nconst other = ${modal('Other')};\nexport type { other };\n` };
    const app = {
      fileName: '/app/app.ts',
      text: [
        "import { form, other } from './views.js';",
        "app.shortcut('s', async ({ ack, client, body }) => {",
        '  await client.views.open({ trigger_id: body.trigger_id, view: form });',
        '  await client.views.open({ trigger_id: body.trigger_id, view: other });',
        '});',
      ].join('\n'),
    };
    const [inViews, inApp] = await literalsOf([views, app]);
    expect(lines(inViews!)).toEqual(['1 modal-submit-required']);
    expect(inApp).toEqual([]);
  });
});
