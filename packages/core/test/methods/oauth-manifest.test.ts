import { describe, expect, it } from 'vitest';
import { validateMethodArguments } from 'manifesto-core';
import { expectClean, expectTwins } from './helpers.js';

const OAUTH = 'oauth.v2.access';

describe('oauth.v2.access', () => {
  it('accepts a code exchange (grant_type absent or authorization_code, PKCE, redirect_uri) and a refresh', () => {
    expectClean(OAUTH, { code: '4724469134.4644010092847', redirect_uri: 'https://example.com/oauth/callback' });
    expectClean(OAUTH, { grant_type: 'authorization_code', code: 'abc', code_verifier: 'verifier-43-characters-long-xxxxxxxxxxxxxxx' });
    expectClean(OAUTH, { grant_type: 'refresh_token', refresh_token: 'xoxe-1-abc' });
  });

  it('needs code for a code exchange and refresh_token for a refresh', () => {
    expectTwins(OAUTH, { grant_type: 'authorization_code', redirect_uri: 'https://example.com/cb' }, [
      { rule: 'oauth-grant-arguments', pointer: '/code', needle: { json: '{', yaml: 'grant_type' } },
    ]);
    expectTwins(OAUTH, { grant_type: 'refresh_token' }, [
      { rule: 'oauth-grant-arguments', pointer: '/refresh_token', needle: { json: '{', yaml: 'grant_type' } },
    ]);
  });

  it('only warns when no grant is stated at all: the reference requires none of the arguments', () => {
    for (const args of [{}, { redirect_uri: 'https://example.com/cb' }]) {
      expectTwins(OAUTH, args, [{ rule: 'oauth-no-grant', pointer: '/code', needle: { json: '{', yaml: Object.keys(args)[0] ?? '{}' } }]);
      expect(validateMethodArguments(OAUTH, args).problems.map((p) => [p.rule, p.severity, p.data])).toEqual([
        ['oauth-no-grant', 'warning', { key: 'code', parent: '' }],
      ]);
    }
    expectClean(OAUTH, { assertion: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' });
  });

  it('only warns about arguments of the other grant: the server ignores parameters it does not use (RFC 6749 §3.2)', () => {
    expectTwins(OAUTH, { grant_type: 'refresh_token', refresh_token: 'r', code: 'c' }, [
      { rule: 'oauth-other-grant', pointer: '/code', needle: { json: '"code"', yaml: 'code:' } },
    ]);
    expectTwins(OAUTH, { grant_type: 'authorization_code', code: 'c', refresh_token: 'r' }, [
      { rule: 'oauth-other-grant', pointer: '/refresh_token', needle: 'refresh_token' },
    ]);
    // No grant_type with a code: a code exchange, which ignores the refresh token.
    expectTwins(OAUTH, { code: 'c', refresh_token: 'r' }, [{ rule: 'oauth-other-grant', pointer: '/refresh_token', needle: 'refresh_token' }]);
    const { problems } = validateMethodArguments(OAUTH, {
      grant_type: 'refresh_token',
      refresh_token: 'r',
      code_verifier: 'v',
      redirect_uri: 'https://example.com/cb',
    });
    expect(problems.map((p) => [p.rule, p.severity, p.pointer])).toEqual([
      ['oauth-other-grant', 'warning', '/code_verifier'],
      ['oauth-other-grant', 'warning', '/redirect_uri'],
    ]);
  });

  it('warns about an empty code, refresh_token, code_verifier or assertion: no source states a minimum', () => {
    expectTwins(OAUTH, { code: '', code_verifier: '' }, [
      { rule: 'argument-empty', pointer: '/code', needle: { json: '"code"', yaml: 'code:' } },
      { rule: 'argument-empty', pointer: '/code_verifier', needle: 'code_verifier' },
    ]);
    expectTwins(OAUTH, { grant_type: 'refresh_token', refresh_token: '' }, [
      { rule: 'argument-empty', pointer: '/refresh_token', needle: ['refresh_token', 2] },
    ]);
    expectTwins(OAUTH, { assertion: '' }, [{ rule: 'argument-empty', pointer: '/assertion', needle: 'assertion' }]);
    expect(validateMethodArguments(OAUTH, { code: '' }).problems.map((p) => [p.rule, p.severity])).toEqual([['argument-empty', 'warning']]);
  });

  it('refuses a refresh without grant_type and an unknown grant_type', () => {
    expectTwins(OAUTH, { refresh_token: 'r' }, [{ rule: 'oauth-grant-arguments', pointer: '/grant_type', needle: { json: '{', yaml: 'refresh_token' } }]);
    expectTwins(OAUTH, { grant_type: 'client_credentials', code: 'c' }, [
      { rule: 'oauth-grant-arguments', pointer: '/grant_type', needle: 'client_credentials' },
    ]);
  });

  it('warns that client credentials belong in HTTP Basic authentication, without repeating the secret', () => {
    expectTwins(OAUTH, { client_id: '123.456', client_secret: 's3cr3t-value', code: 'c' }, [
      { rule: 'oauth-client-credentials', pointer: '/client_id', needle: 'client_id' },
      { rule: 'oauth-client-credentials', pointer: '/client_secret', needle: 'client_secret' },
    ]);
    const { problems } = validateMethodArguments(OAUTH, { client_secret: 's3cr3t-value', code: 'c' });
    expect(problems.map((p) => [p.rule, p.severity])).toEqual([['oauth-client-credentials', 'warning']]);
    expect(problems[0]!.message).not.toContain('s3cr3t');
  });
});

const manifest = (name: string) => JSON.stringify({ display_information: { name }, settings: { org_deploy_enabled: false } });

describe('apps.manifest.validate and apps.manifest.export', () => {
  it('accepts a manifest string (or object) and an app id', () => {
    expectClean('apps.manifest.validate', { manifest: manifest('Helper'), app_id: 'A0123' });
    expectClean('apps.manifest.validate', { manifest: { display_information: { name: 'Helper' } } });
    expectClean('apps.manifest.export', { app_id: 'A0123' });
  });

  it('checks the manifest as a manifest, with pointers that continue into the string', () => {
    const long = 'N'.repeat(36);
    expectTwins('apps.manifest.validate', { manifest: manifest(long) }, [{ rule: 'max-length', pointer: '/manifest/display_information/name', needle: long }]);
    expectClean('apps.manifest.validate', { manifest: manifest('N'.repeat(35)) });
  });

  it('requires manifest (validate) and app_id (export); a manifest is a string, not a number', () => {
    expectTwins('apps.manifest.validate', { app_id: 'A1' }, [{ rule: 'required', pointer: '/manifest', needle: { json: '{', yaml: 'app_id' } }]);
    expectTwins('apps.manifest.export', {}, [{ rule: 'required', pointer: '/app_id', needle: '{}' }]);
    expectTwins('apps.manifest.validate', { manifest: 5 }, [{ rule: 'type', pointer: '/manifest', needle: '5' }]);
    expectTwins('apps.manifest.validate', { manifest: '{"display_information": ' }, [
      { rule: 'argument-json', pointer: '/manifest', needle: 'display_information' },
    ]);
    expectTwins('apps.manifest.export', { app_id: 'A1', manifest: '{}' }, [{ rule: 'unknown-key', pointer: '/manifest', needle: 'manifest' }]);
  });

  it('warns about an empty app_id in every manifest method: no source states a minimum', () => {
    const named = { display_information: { name: 'Helper' } };
    for (const [method, args] of [
      ['apps.manifest.validate', { app_id: '', manifest: named }],
      ['apps.manifest.update', { app_id: '', manifest: named }],
      ['apps.manifest.export', { app_id: '' }],
      ['apps.manifest.delete', { app_id: '' }],
    ] as const) {
      expectTwins(method, args, [{ rule: 'argument-empty', pointer: '/app_id', needle: 'app_id' }]);
      expect(validateMethodArguments(method, args).problems.map((p) => [p.rule, p.severity])).toEqual([['argument-empty', 'warning']]);
    }
  });
});
