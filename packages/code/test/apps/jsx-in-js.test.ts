import { describe, expect, it } from 'vitest';
import { graphProblems, lineOf } from './graph.js';

/**
 * An app written for these tests: a Bolt listener beside React components written in `.js` files. Its
 * manifest's `/status` has no listener, which is reported only when every file of the app is read.
 */
const MANIFEST = {
  display_information: { name: 'Dashboard' },
  features: { bot_user: { display_name: 'dashboard' }, slash_commands: [{ command: '/status', description: 'Status' }] },
  oauth_config: { scopes: { bot: ['commands'] } },
  settings: { socket_mode_enabled: true },
};

const BOLT = [
  "const { App } = require('@slack/bolt');",
  'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
  "app.command('/undeclared', async ({ ack }) => { await ack(); });",
].join('\n');

const rules = (problems: [string, string, number, string][]) => problems.map(([rule, file, line]) => [rule, file, line]);

/** The command nothing handles (reported only with every file read), and the listener nothing triggers. */
const BOTH = (file: string) => [
  ['command-unhandled', 'app/manifest.json', 11],
  ['command-undeclared', file, lineOf(BOLT, "'/undeclared'")],
];
const UNDECLARED = [['command-undeclared', 'bot/app.js', lineOf(BOLT, "'/undeclared'")]];

describe('JavaScript files that hold JSX', () => {
  it('are read as JSX, so a React component beside the app leaves its rules speaking', async () => {
    for (const name of ['web/page.js', 'web/page.mjs', 'web/page.cjs']) {
      const code = {
        'bot/app.js': BOLT,
        [name]:
          "export default function Page({ items }) {\n  return <ul className=\"list\">{items.map((item) => <li key={item}>{item} isn't {'<'}</li>)}</ul>;\n}\n",
      };
      expect([name, rules(await graphProblems('app', code, MANIFEST))]).toEqual([name, BOTH('bot/app.js')]);
    }
  });

  it('read listeners written in a JSX file themselves', async () => {
    const code = { 'app.js': `${BOLT}\nexport const Home = () => <div>{'home'}</div>;\n` };
    expect(rules(await graphProblems('app', code, MANIFEST))).toEqual(BOTH('app.js'));
  });

  it('that is no JSX either leaves the app open, and a plain comparison is still JavaScript', async () => {
    const broken = { 'bot/app.js': BOLT, 'web/page.js': 'export const Page = () => <div>{;\n' };
    expect(rules(await graphProblems('app', broken, MANIFEST))).toEqual(UNDECLARED);
    const compare = { 'bot/app.js': BOLT, 'web/math.js': 'export const less = (a, b) => a < b && b > 0;\n' };
    expect(rules(await graphProblems('app', compare, MANIFEST))).toEqual(BOTH('bot/app.js'));
  });
});
