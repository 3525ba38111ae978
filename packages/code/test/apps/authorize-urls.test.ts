import { describe, expect, it } from 'vitest';
import { graphProblems, graphSummary, lineOf } from './graph.js';

const lines = (...text: string[]): string => text.join('\n') + '\n';

/** An app that starts with two scopes and adds reactions through its own upgrade link, written for these tests. */
const manifest = {
  display_information: { name: 'Upgrader' },
  features: { bot_user: { display_name: 'upgrader' } },
  oauth_config: { scopes: { bot: ['chat:write', 'app_mentions:read'] } },
  settings: { event_subscriptions: { bot_events: ['app_mention'] }, socket_mode_enabled: true },
};

/** A mention listener that reacts: `reactions.add` needs `reactions:write`, which the manifest does not list. */
const listener = (file: string) => ({
  [file]: lines(
    "const { App } = require('@slack/bolt');",
    'const app = new App({ token: process.env.SLACK_BOT_TOKEN, socketMode: true, appToken: process.env.SLACK_APP_TOKEN });',
    "app.event('app_mention', async ({ event, client }) => {",
    "  await client.reactions.add({ channel: event.channel, name: 'wave', timestamp: event.ts });",
    '});',
  ),
});

const pyListener = (file: string) => ({
  [file]: lines(
    'import os',
    'from slack_bolt import App',
    'app = App(token=os.environ["SLACK_BOT_TOKEN"])',
    '@app.event("app_mention")',
    'def mentioned(event, client):',
    '    client.reactions_add(channel=event["channel"], name="wave", timestamp=event["ts"])',
  ),
});

const scopeRules = (problems: [string, string, number, string][]) => problems.filter(([rule]) => rule === 'method-scope-missing');

describe('OAuth authorize addresses the code writes grant their scopes (JavaScript)', () => {
  const app = listener('js/app.js');
  const missing = [['method-scope-missing', 'js/app.js', lineOf(app['js/app.js']!, 'client.reactions.add'), 'add']];

  it('without an address, the call is reported', async () => {
    expect(scopeRules(await graphProblems('js', app, manifest))).toEqual(missing);
  });

  it('an upgrade link whose scopes come from the environment leaves the scope rules silent', async () => {
    const upgrade = {
      ...app,
      'js/templates/upgrade.js': lines(
        'module.exports.htmlUpgrade = `<html><body>',
        "  <a href='https://slack.com/oauth/v2/authorize?client_id=${process.env.SLACK_CLIENT_ID}&scope=${process.env.SLACK_UPGRADE_SCOPES}&redirect_uri=${process.env.SLACK_REDIRECT_URI}'>Upgrade</a>",
        '</body></html>`;',
      ),
    };
    expect(scopeRules(await graphProblems('js', upgrade, manifest))).toEqual([]);
    // Nothing else is open or computed: the installer's scopes alone leave the app not understood.
    expect(await graphSummary('js', upgrade, manifest)).toMatchObject({ understood: false, computed: 0, open: 0 });
    expect(await graphSummary('js', app, manifest)).toMatchObject({ understood: true });
  });

  it('a link that lists the scope grants it; one that does not leaves the call reported', async () => {
    const granted = {
      ...app,
      'js/link.js': "export const LINK = 'https://slack.com/oauth/v2/authorize?client_id=1.2&scope=chat:write,reactions:write&user_scope=';\n",
    };
    expect(scopeRules(await graphProblems('js', granted, manifest))).toEqual([]);
    const encoded = { ...app, 'js/link.js': 'export const LINK = "https://slack.com/oauth/v2/authorize?scope=chat%3Awrite%2Creactions%3Awrite#top";\n' };
    expect(scopeRules(await graphProblems('js', encoded, manifest))).toEqual([]);
    const other = {
      ...app,
      'js/link.js': "export const LINK = 'https://slack.com/oauth/v2/authorize?client_id=1.2&scope=chat:write&user_scope=reactions:write';\n",
    };
    expect(scopeRules(await graphProblems('js', { ...other }, manifest))).toEqual([]);
    const without = { ...app, 'js/link.js': "export const LINK = 'https://slack.com/oauth/v2/authorize?client_id=1.2&scope=chat:write,commands';\n" };
    expect(scopeRules(await graphProblems('js', without, manifest))).toEqual(missing);
  });

  it('a link whose query is joined on or set elsewhere leaves the scope rules silent', async () => {
    const joined = {
      ...app,
      'js/link.js': "export const link = (scopes) => 'https://slack.com/oauth/v2/authorize?client_id=1.2&scope=' + scopes.join(',');\n",
    };
    expect(scopeRules(await graphProblems('js', joined, manifest))).toEqual([]);
    const tail = { ...app, 'js/link.js': "export const link = (rest) => 'https://slack.com/oauth/v2/authorize?client_id=1.2&' + rest;\n" };
    expect(scopeRules(await graphProblems('js', tail, manifest))).toEqual([]);
    const url = {
      ...app,
      'js/link.ts': lines(
        "const url = new URL('https://slack.com/oauth/v2/authorize');",
        "url.searchParams.set('scope', process.env.SCOPES ?? '');",
        'export default url;',
      ),
    };
    expect(scopeRules(await graphProblems('js', url, manifest))).toEqual([]);
  });

  it('an address in a comment grants nothing', async () => {
    const comment = { ...app, 'js/notes.js': '// Upgrade with https://slack.com/oauth/v2/authorize?scope=${SCOPES}\nexport const x = 1;\n' };
    expect(scopeRules(await graphProblems('js', comment, manifest))).toEqual(missing);
  });
});

describe('OAuth authorize addresses the code writes grant their scopes (Python)', () => {
  const app = pyListener('py/app.py');
  const missing = [['method-scope-missing', 'py/app.py', lineOf(app['py/app.py']!, 'client.reactions_add'), 'reactions_add']];

  it('without an address, the call is reported', async () => {
    expect(scopeRules(await graphProblems('py', app, manifest))).toEqual(missing);
  });

  it('f-strings, format strings and joined strings leave the scope rules silent', async () => {
    for (const link of [
      'LINK = f"https://slack.com/oauth/v2/authorize?client_id={CLIENT_ID}&scope={UPGRADE_SCOPES}"',
      'LINK = "https://slack.com/oauth/v2/authorize?client_id={}&scope={}".format(CLIENT_ID, UPGRADE_SCOPES)',
      "LINK = 'https://slack.com/oauth/v2/authorize?scope=%s' % UPGRADE_SCOPES",
      'LINK = "https://slack.com/oauth/v2/authorize?scope=" + ",".join(UPGRADE_SCOPES)',
      'LINK = ("https://slack.com/oauth/v2/authorize?scope=chat:write,"\n        "reactions:write")',
    ]) {
      const upgrade = { ...app, 'py/link.py': `CLIENT_ID = "1.2"\nUPGRADE_SCOPES = ["chat:write", "reactions:write"]\n${link}\n` };
      expect([link, scopeRules(await graphProblems('py', upgrade, manifest))]).toEqual([link, []]);
    }
  });

  it('a link that lists the scope grants it (single quotes too); one that does not leaves the call reported', async () => {
    const granted = { ...app, 'py/link.py': "LINK = 'https://slack.com/oauth/v2/authorize?client_id=1.2&scope=chat:write,reactions:write'\n" };
    expect(scopeRules(await graphProblems('py', granted, manifest))).toEqual([]);
    const without = { ...app, 'py/link.py': 'LINK = "https://slack.com/oauth/v2/authorize?client_id=1.2&scope=chat:write"\n' };
    expect(scopeRules(await graphProblems('py', without, manifest))).toEqual(missing);
  });
});
