import { describe, expect, it } from 'vitest';
import { py, read } from './read-helpers.js';

// The scopes an app's own OAuth installer asks for are granted by an install beside the manifest's, so the
// graph's scope rules must know them (or know that they cannot be known).
describe('Python OAuth installer scopes', () => {
  it('reads the bot and user scopes of OAuthSettings, as lists or comma-separated strings, through module constants', async () => {
    const { facts, at } = await read(
      py(
        'import os',
        'from slack_bolt import App',
        'from slack_bolt.oauth.oauth_settings import OAuthSettings',
        'USER = "search:read"',
        'oauth_settings = OAuthSettings(',
        '    client_id=os.environ["SLACK_CLIENT_ID"],',
        '    scopes=["channels:history", "chat:write", "commands"],',
        '    user_scopes=USER + ",files:read",',
        ')',
        'app = App(signing_secret=os.environ["SLACK_SIGNING_SECRET"], oauth_settings=oauth_settings)',
      ),
    );
    expect(facts.installScopes?.map((list) => [list.token, list.scopes, at(list.span)])).toEqual([
      [
        'bot',
        [
          { kind: 'exact', value: 'channels:history' },
          { kind: 'exact', value: 'chat:write' },
          { kind: 'exact', value: 'commands' },
        ],
        '["channels:history", "chat:write", "commands"]',
      ],
      [
        'user',
        [
          { kind: 'exact', value: 'search:read' },
          { kind: 'exact', value: 'files:read' },
        ],
        'USER + ",files:read"',
      ],
    ]);
  });

  it("reads the scopes of the SDK's AuthorizeUrlGenerator", async () => {
    const { facts } = await read(
      py(
        'from slack_sdk.oauth import AuthorizeUrlGenerator',
        'generator = AuthorizeUrlGenerator(client_id="1.2", scopes=["chat:write", "reactions:write"], user_scopes=os.environ["USER_SCOPES"])',
      ),
    );
    expect(facts.installScopes?.map((list) => [list.token, list.scopes])).toEqual([
      [
        'bot',
        [
          { kind: 'exact', value: 'chat:write' },
          { kind: 'exact', value: 'reactions:write' },
        ],
      ],
      ['user', [{ kind: 'computed' }]],
    ]);
  });

  it('gives a list read from the environment as computed, and a file without an installer none', async () => {
    const computed = await read(
      py('from slack_bolt.oauth.oauth_settings import OAuthSettings', 'settings = OAuthSettings(scopes=os.environ["SCOPES"].split(","))'),
    );
    expect(computed.facts.installScopes).toEqual([{ token: 'bot', scopes: [{ kind: 'computed' }], span: expect.any(Object) }]);
    const none = await read(py('from slack_bolt import App', 'app = App(token="x")'));
    expect(none.facts.installScopes).toBeUndefined();
  });
});
