import { describe, expect, it } from 'vitest';
import { resolveRemoteOptions, DEFAULT_BASE_URL, GOV_BASE_URL, type ReadTextFile, type ResolvedRemote } from '../../src/remote/index.js';

const TOKEN = 'xoxe-1-options-secret';

function files(contents: Record<string, string>): { read: ReadTextFile; reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    read: (path) => {
      reads.push(path);
      if (!(path in contents)) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return contents[path]!;
    },
  };
}

function options(resolved: ResolvedRemote) {
  if (resolved.kind !== 'options') throw new Error(`expected options, got: ${resolved.sentence}`);
  return resolved.options;
}

function usage(resolved: ResolvedRemote) {
  if (resolved.kind !== 'usage') throw new Error('expected a usage error');
  expect(resolved.exitCode).toBe(2);
  return resolved.sentence;
}

describe('base URL', () => {
  const none = files({}).read;
  it('defaults to the public API', async () => {
    expect(options(await resolveRemoteOptions({ MANIFESTO_TOKEN: TOKEN }, {}, none)).baseUrl).toBe(DEFAULT_BASE_URL);
    expect(DEFAULT_BASE_URL).toBe('https://slack.com/api');
  });

  it('selects the government API with --gov', async () => {
    expect(options(await resolveRemoteOptions({ MANIFESTO_TOKEN: TOKEN }, { gov: true }, none)).baseUrl).toBe(GOV_BASE_URL);
    expect(GOV_BASE_URL).toBe('https://slack-gov.com/api');
  });

  it('lets MANIFESTO_API_URL override both', async () => {
    const env = { MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: 'http://127.0.0.1:4000/api' };
    expect(options(await resolveRemoteOptions(env, {}, none)).baseUrl).toBe('http://127.0.0.1:4000/api');
    expect(options(await resolveRemoteOptions(env, { gov: true }, none)).baseUrl).toBe('http://127.0.0.1:4000/api');
  });

  it('ignores an empty MANIFESTO_API_URL and rejects one that is not a web URL', async () => {
    expect(options(await resolveRemoteOptions({ MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: ' ' }, {}, none)).baseUrl).toBe(DEFAULT_BASE_URL);
    usage(await resolveRemoteOptions({ MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: 'file:///etc/passwd' }, {}, none));
    usage(await resolveRemoteOptions({ MANIFESTO_TOKEN: TOKEN, MANIFESTO_API_URL: 'not a url' }, {}, none));
  });
});

describe('token', () => {
  it('comes from MANIFESTO_TOKEN, trimmed', async () => {
    const { read, reads } = files({});
    expect(options(await resolveRemoteOptions({ MANIFESTO_TOKEN: ` ${TOKEN}\n` }, {}, read)).token).toBe(TOKEN);
    expect(reads).toEqual([]);
  });

  it('comes from --token-file, trimmed, and the file wins over the environment', async () => {
    const { read, reads } = files({ '/secrets/token': `${TOKEN}\n` });
    const resolved = options(await resolveRemoteOptions({ MANIFESTO_TOKEN: 'env-token' }, { tokenFile: '/secrets/token' }, read));
    expect(resolved.token).toBe(TOKEN);
    expect(reads).toEqual(['/secrets/token']);
  });

  it('accepts an asynchronous file reader', async () => {
    const resolved = await resolveRemoteOptions({}, { tokenFile: 't' }, async () => TOKEN);
    expect(options(resolved).token).toBe(TOKEN);
  });

  it('is required', async () => {
    const sentence = usage(await resolveRemoteOptions({}, {}, files({}).read));
    expect(sentence).toContain('MANIFESTO_TOKEN');
    expect(sentence).toContain('--token-file');
    usage(await resolveRemoteOptions({ MANIFESTO_TOKEN: '   ' }, {}, files({}).read));
  });

  it('reports an unreadable or empty token file by its path', async () => {
    expect(usage(await resolveRemoteOptions({ MANIFESTO_TOKEN: TOKEN }, { tokenFile: '/missing' }, files({}).read))).toContain('/missing');
    expect(usage(await resolveRemoteOptions({}, { tokenFile: '/empty' }, files({ '/empty': '\n' }).read))).toContain('/empty');
  });

  it.each([TOKEN, TOKEN.toUpperCase(), `xoxb-${TOKEN.slice(5)}`, `xapp-${TOKEN.slice(5)}`])(
    'never quotes a token given as the token file path (%#), nor tries to read it',
    async (given) => {
      const { read, reads } = files({});
      const sentence = usage(await resolveRemoteOptions({}, { tokenFile: given }, read));
      expect(sentence.toLowerCase()).not.toContain(TOKEN.slice(5).toLowerCase());
      expect(sentence).toContain('--token-file');
      expect(reads).toEqual([]);
    },
  );

  it('rejects a token with blanks inside and does not quote it', async () => {
    const sentence = usage(await resolveRemoteOptions({ MANIFESTO_TOKEN: `${TOKEN} extra` }, {}, files({}).read));
    expect(sentence).not.toContain(TOKEN);
    const fromFile = usage(await resolveRemoteOptions({}, { tokenFile: 'f' }, files({ f: `${TOKEN}\n${TOKEN}` }).read));
    expect(fromFile).not.toContain(TOKEN);
  });
});

describe('app id and timeout', () => {
  const env = { MANIFESTO_TOKEN: TOKEN };
  const none = files({}).read;

  it('passes the app id, trimmed, and leaves it out when absent', async () => {
    expect(options(await resolveRemoteOptions(env, { appId: ' A0123 ' }, none)).appId).toBe('A0123');
    expect('appId' in options(await resolveRemoteOptions(env, {}, none))).toBe(false);
    usage(await resolveRemoteOptions(env, { appId: '' }, none));
  });

  it('defaults to 30 seconds and converts --timeout seconds to milliseconds', async () => {
    expect(options(await resolveRemoteOptions(env, {}, none)).timeoutMs).toBe(30_000);
    expect(options(await resolveRemoteOptions(env, { timeout: '5' }, none)).timeoutMs).toBe(5_000);
    expect(options(await resolveRemoteOptions(env, { timeout: '0.5' }, none)).timeoutMs).toBe(500);
    expect(options(await resolveRemoteOptions(env, { timeout: 12 }, none)).timeoutMs).toBe(12_000);
  });

  it.each(['0', '-1', 'abc', '', '1e3', 'Infinity'])('rejects --timeout %j', async (timeout) => {
    usage(await resolveRemoteOptions(env, { timeout }, none));
  });
});
