import { describe, expect, it } from 'vitest';
import { computed, exact, readOne, spanOf } from './read.js';

// An install through the app's own OAuth installer grants the scopes it asks for beside the manifest's, so
// the graph's scope rules must know them, or know that they cannot be known.
describe('JavaScript OAuth installer scopes', () => {
  it("reads the App's scopes and installerOptions.userScopes, through constants and comma-separated strings", async () => {
    const text = [
      "const USER = 'search:read,files:read';",
      'const app = new App({',
      '  signingSecret: process.env.SLACK_SIGNING_SECRET,',
      "  scopes: ['channels:history', 'chat:write', 'commands'],",
      '  installerOptions: { stateVerification: false, userScopes: USER },',
      '});',
    ].join('\n');
    const facts = await readOne('app-oauth.js', text);
    expect(facts.installScopes).toEqual([
      {
        token: 'bot',
        scopes: [exact('channels:history'), exact('chat:write'), exact('commands')],
        span: spanOf(text, "['channels:history', 'chat:write', 'commands']"),
      },
      { token: 'user', scopes: [exact('search:read'), exact('files:read')], span: spanOf(text, 'USER', 'userScopes') },
    ]);
  });

  it("reads the scopes an @slack/oauth installer's link asks for, and gives options it cannot read as computed", async () => {
    const text = [
      "const installer = new InstallProvider({ clientId, clientSecret, stateSecret: 'x' });",
      "const url = await installer.generateInstallUrl({ scopes: ['chat:write', 'reactions:write'], userScopes: 'search:read' });",
      "server.get('/install', (req, res) => installer.handleInstallPath(req, res, {}, { scopes: SCOPES }));",
    ].join('\n');
    const facts = await readOne('install.js', text);
    expect(facts.installScopes).toEqual([
      { token: 'bot', scopes: [exact('chat:write'), exact('reactions:write')], span: spanOf(text, "['chat:write', 'reactions:write']") },
      { token: 'user', scopes: [exact('search:read')], span: spanOf(text, "'search:read'") },
      { token: 'bot', scopes: [computed], span: spanOf(text, 'SCOPES') },
    ]);
    const provider = await readOne('install.js', "const installer = new InstallProvider({ clientId, installUrlOptions: { scopes: 'commands,chat:write' } });");
    expect(provider.installScopes?.map((list) => [list.token, list.scopes])).toEqual([['bot', [exact('commands'), exact('chat:write')]]]);
    const options = await readOne('install.js', 'const url = await installer.generateInstallUrl(options);');
    expect(options.installScopes?.map((list) => [list.token, list.scopes])).toEqual([['bot', [computed]]]);
    const other = await readOne('install.js', "installer.handleInstallPath(req, res);\nlinks.generateInstallUrl;\nmakeUrl({ scopes: ['x'] });");
    expect(other.installScopes).toBeUndefined();
  });

  it('gives options it cannot read as computed, and an App without an installer none', async () => {
    const spread = await readOne('app.js', 'const app = new App({ ...options, token });');
    expect(spread.installScopes?.map((list) => [list.token, list.scopes])).toEqual([['bot', [computed]]]);
    const env = await readOne('app.js', "const receiver = new ExpressReceiver({ scopes: process.env.SCOPES.split(',') });");
    expect(env.installScopes?.map((list) => [list.token, list.scopes])).toEqual([['bot', [computed]]]);
    const plain = await readOne('app.js', 'const app = new App({ token, socketMode: true, appToken });');
    expect(plain.installScopes).toBeUndefined();
  });
});
