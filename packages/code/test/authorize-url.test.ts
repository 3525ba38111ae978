import { describe, expect, it } from 'vitest';
import { authorizeScopes } from '../src/authorize-url.js';

const exact = (value: string) => ({ kind: 'exact', value });
const computed = { kind: 'computed' };

/** The facts of one string written as `source` (quotes included). */
const read = (source: string, joined = false) => authorizeScopes(source, { start: 0, end: source.length }, joined).map(({ token, scopes }) => [token, scopes]);

describe('the scopes an OAuth authorize address asks for', () => {
  it('reads scope as the bot token and user_scope as the user token, decoded', () => {
    expect(read("'https://slack.com/oauth/v2/authorize?client_id=1&scope=chat:write,commands&user_scope=search%3Aread+files:read'")).toEqual([
      ['bot', [exact('chat:write'), exact('commands')]],
      ['user', [exact('search:read'), exact('files:read')]],
    ]);
    expect(read('"https://slack.com/openid/connect/authorize?response_type=code&scope=openid%20email%20profile"')).toEqual([
      ['user', [exact('openid'), exact('email'), exact('profile')]],
    ]);
    expect(read('"https://slack.com/oauth/v2_user/authorize?scope=search:read"')).toEqual([['user', [exact('search:read')]]]);
  });

  it('ends the address at a fragment, a quote or a space, as inside HTML', () => {
    expect(read('`<a href="https://slack.com/oauth/v2/authorize?scope=chat:write">Add</a> <b>&scope=admin</b>`')).toEqual([['bot', [exact('chat:write')]]]);
    expect(read("'https://slack.com/oauth/v2/authorize?scope=chat:write#scope=admin'")).toEqual([['bot', [exact('chat:write')]]]);
  });

  it('gives placeholders, joins and queries written elsewhere as computed', () => {
    expect(read('`https://slack.com/oauth/v2/authorize?scope=${SCOPES}&user_scope=search:read`')).toEqual([
      ['bot', [computed]],
      ['user', [exact('search:read')]],
    ]);
    expect(read('`https://slack.com/oauth/v2/authorize?client_id=1&${query}`')).toEqual([['bot', [computed]]]);
    expect(read("'https://slack.com/oauth/v2/authorize?scope=chat:write,'", true)).toEqual([['bot', [computed]]]);
    expect(read("'https://slack.com/oauth/v2/authorize?client_id=1&'", true)).toEqual([['bot', [computed]]]);
    expect(read("'https://slack.com/oauth/v2/authorize'")).toEqual([['bot', [computed]]]);
    expect(read("'https://slack.com/oauth/v2/authorize?scope=%ZZ'")).toEqual([['bot', [computed]]]);
  });

  it('reads a complete query joined to more text as written, and a string without an address as nothing', () => {
    expect(read("'https://slack.com/oauth/v2/authorize?scope=chat:write&state='", true)).toEqual([['bot', [exact('chat:write')]]]);
    expect(read("'https://slack.com/oauth/v2/authorize?client_id=1'")).toEqual([]);
    expect(read("'the authorize step'")).toEqual([]);
    expect(read("'https://slack.com/oauth/v2/authorize?constructor=x&toString=y&__proto__=z'")).toEqual([]);
  });

  it("leaves another service's authorize address alone (an external auth provider's), and reads the platform's on any of its hosts", () => {
    expect(read('"https://github.com/login/oauth/authorize"')).toEqual([]);
    expect(read("'https://github.com/login/oauth/authorize?client_id=1&scope=repo,read:org'")).toEqual([]);
    expect(read('`https://auth.example.com/oauth/v2/authorize?scope=${SCOPES}`')).toEqual([]);
    expect(read("'https://acme.slack.com/oauth/v2/authorize?scope=chat:write'")).toEqual([['bot', [exact('chat:write')]]]);
    expect(read("'https://slack-gov.com/oauth/v2/authorize?scope=chat:write'")).toEqual([['bot', [exact('chat:write')]]]);
    // A host the code computes, or none written, may be the platform's.
    expect(read('`https://${host}/oauth/v2/authorize?scope=chat:write`')).toEqual([['bot', [exact('chat:write')]]]);
    expect(read('`${base}/oauth/v2/authorize?scope=chat:write`')).toEqual([['bot', [exact('chat:write')]]]);
    expect(read("'/oauth/v2/authorize?scope=chat:write'")).toEqual([['bot', [exact('chat:write')]]]);
  });
});
