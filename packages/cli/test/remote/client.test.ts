import { afterEach, describe, expect, it } from 'vitest';
import { parseSource } from 'manifesto-core/language';
import { validateRemote, validateBlocksRemote, remoteProblems, remoteExitCode, type RemoteOptions, type RemoteResult } from '../../src/remote/index.js';
import { closedPort, contractReply, startService, type FakeService, type Script } from './service.js';

const TOKEN = 'xoxe.xoxp-1-SECRET-7e1f0c';

const manifest = {
  _metadata: { major_version: 1 },
  display_information: { name: 'Release Helper' },
  features: { bot_user: { display_name: 'helper' } },
  oauth_config: { scopes: { bot: ['chat:write'] } },
};

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function serve(script: Script): Promise<FakeService> {
  service = await startService(script);
  return service;
}

/** Records the waits instead of sleeping, so retry tests take no time. */
function recordingSleep(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

function options(svc: FakeService, extra: Partial<RemoteOptions> = {}): RemoteOptions {
  return { token: TOKEN, baseUrl: svc.baseUrl, sleep: recordingSleep().sleep, ...extra };
}

function failure(result: RemoteResult) {
  if (result.kind !== 'failure') throw new Error(`expected a failure, got ${result.kind}`);
  return result;
}

describe('what the client sends', () => {
  it('POSTs the manifest as a JSON string in a form body, with a bearer token and the app id', async () => {
    const svc = await serve(contractReply(TOKEN));
    const result = await validateRemote(manifest, options(svc, { appId: 'A0123ABC' }));

    expect(result).toEqual({ kind: 'ok' });
    expect(remoteExitCode(result)).toBe(0);
    expect(svc.requests).toHaveLength(1);
    const sent = svc.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/apps.manifest.validate');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect([...sent.form.keys()].sort()).toEqual(['app_id', 'manifest']);
    expect(sent.form.get('manifest')).toBe(JSON.stringify(manifest));
    expect(JSON.parse(sent.form.get('manifest')!)).toEqual(manifest);
    expect(sent.form.get('app_id')).toBe('A0123ABC');
    // The token travels in the header only.
    expect(sent.body).not.toContain(TOKEN);
  });

  it('sends no app_id without one, and joins a base URL with a trailing slash cleanly', async () => {
    const svc = await serve(contractReply(TOKEN));
    const result = await validateRemote(manifest, options(svc, { baseUrl: svc.baseUrl + '/' }));
    expect(result.kind).toBe('ok');
    expect(svc.requests[0]!.path).toBe('/api/apps.manifest.validate');
    expect(svc.requests[0]!.form.has('app_id')).toBe(false);
  });

  it('sends a YAML manifest as the JSON of its parsed value', async () => {
    const svc = await serve(contractReply(TOKEN));
    const text = 'display_information:\n  name: "Release Helper"\n_metadata:\n  major_version: 2\n';
    await validateRemote(parseSource(text, 'yaml').value, options(svc));
    expect(JSON.parse(svc.requests[0]!.form.get('manifest')!)).toEqual({
      display_information: { name: 'Release Helper' },
      _metadata: { major_version: 2 },
    });
  });

  it('trims a token that ends in a line break, as token files do', async () => {
    const svc = await serve(contractReply(TOKEN));
    const result = await validateRemote(manifest, options(svc, { token: `${TOKEN}\n` }));
    expect(result.kind).toBe('ok');
    expect(svc.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const result = await validateRemote(manifest, {
      token: TOKEN,
      baseUrl: 'https://api.invalid/api',
      fetch: async (url) => {
        calls.push(url);
        return { status: 200, headers: { get: () => null }, text: async () => '{"ok":true,"errors":[]}' };
      },
    });
    expect(result.kind).toBe('ok');
    expect(calls).toEqual(['https://api.invalid/api/apps.manifest.validate']);
  });

  it.each([
    ['an empty token', '', 'no_token'],
    ['a token with a line break inside', `${TOKEN}\nX-Evil: 1`, 'invalid_token'],
  ])('refuses %s without calling the service', async (_label, token, code) => {
    const svc = await serve(contractReply(TOKEN));
    const result = failure(await validateRemote(manifest, options(svc, { token })));
    expect(result).toMatchObject({ code, family: 'usage', exitCode: 2 });
    expect(svc.requests).toHaveLength(0);
  });

  it('refuses a manifest that has no JSON form', async () => {
    const svc = await serve(contractReply(TOKEN));
    const result = failure(await validateRemote({ size: 10n }, options(svc)));
    expect(result).toMatchObject({ code: 'unserializable_manifest', exitCode: 2 });
    expect(svc.requests).toHaveLength(0);
  });
});

describe('invalid_manifest', () => {
  const yamlText = [
    '_metadata:',
    '  major_version: 1',
    'display_information:',
    '  name: "A release helper whose name is far too long"',
    'features:',
    '  bot_user:',
    '    display_name: helper',
    'oauth_config:',
    '  redirect_urls:',
    '    - https://example.com/oauth',
    '',
  ].join('\n');

  it('maps the service pointers to lines of the YAML text', async () => {
    const svc = await serve(contractReply(TOKEN));
    const document = parseSource(yamlText, 'yaml');
    const result = await validateRemote(document.value, options(svc));

    expect(result.kind).toBe('invalid');
    expect(remoteExitCode(result)).toBe(1);
    const problems = remoteProblems(result, document);
    expect(problems.map((p) => ({ rule: p.rule, severity: p.severity, pointer: p.pointer, line: p.range.start.line + 1 }))).toEqual([
      { rule: 'remote', severity: 'error', pointer: '/display_information/name', line: 4 },
      // /oauth_config/scopes is not in the text: the deepest existing ancestor, oauth_config, is marked.
      { rule: 'remote', severity: 'error', pointer: '/oauth_config/scopes/bot', line: 8 },
    ]);
    // The name problem marks the value itself.
    const name = problems[0]!;
    expect(yamlText.slice(name.span.start, name.span.end)).toBe('"A release helper whose name is far too long"');
  });

  it('maps the same pointers in the JSON twin', async () => {
    const svc = await serve(contractReply(TOKEN));
    const jsonText = JSON.stringify(parseSource(yamlText, 'yaml').value, null, 2);
    const document = parseSource(jsonText, 'json');
    const problems = remoteProblems(await validateRemote(document.value, options(svc)), document);
    const lineOf = (needle: string) => jsonText.slice(0, jsonText.indexOf(needle)).split('\n').length;
    expect(problems.map((p) => ({ pointer: p.pointer, line: p.range.start.line + 1 }))).toEqual([
      { pointer: '/display_information/name', line: lineOf('"name"') },
      { pointer: '/oauth_config/scopes/bot', line: lineOf('"oauth_config"') },
    ]);
  });

  it('normalises pointers written without a leading slash, and keeps a rejection without items', async () => {
    const svc = await serve([
      {
        json: {
          ok: false,
          error: 'invalid_manifest',
          errors: [
            { message: 'too long', pointer: 'display_information/name' },
            { message: 'bad', pointer: '/' },
          ],
        },
      },
      { json: { ok: false, error: 'invalid_manifest' } },
    ]);
    const first = await validateRemote(manifest, options(svc));
    expect(first).toMatchObject({ kind: 'invalid', errors: [{ pointer: '/display_information/name' }, { pointer: '' }] });
    const second = await validateRemote(manifest, options(svc));
    expect(second).toMatchObject({ kind: 'invalid', errors: [{ pointer: '' }] });
    expect(remoteExitCode(second)).toBe(1);
  });
});

describe('error codes', () => {
  it.each([
    ['not_authed', 'auth'],
    ['invalid_auth', 'auth'],
    ['token_expired', 'auth'],
    ['token_revoked', 'auth'],
    ['account_inactive', 'auth'],
    ['missing_scope', 'auth'],
    ['not_allowed_token_type', 'auth'],
    ['no_permission', 'permission'],
    ['access_denied', 'permission'],
    ['app_not_eligible', 'app'],
    ['app_not_owned_by_manager_app', 'app'],
    ['invalid_app_id', 'app'],
    ['invalid_app', 'app'],
    ['failed_creating_app', 'service'],
    ['failed_adding_collaborator', 'service'],
    ['internal_error', 'service'],
    ['fatal_error', 'service'],
    ['service_unavailable', 'service'],
    ['invalid_form_data', 'request'],
    ['method_deprecated', 'deprecated'],
    ['unknown_method', 'deprecated'],
    ['brand_new_code', 'unknown'],
  ])('%s ends in one %s failure with exit code 2', async (code, family) => {
    const svc = await serve([{ json: { ok: false, error: code, detail: 'more words' } }]);
    const result = failure(await validateRemote(manifest, options(svc)));
    expect(result).toMatchObject({ kind: 'failure', code, family, exitCode: 2, detail: 'more words' });
    expect(remoteExitCode(result)).toBe(2);
    expect(result.sentence).toMatch(/\.$/);
    expect(svc.requests).toHaveLength(1);
    if (family === 'unknown') expect(result.sentence).toContain(code);
  });

  it('answers the contract server with invalid_auth for a wrong token and not a manifest result', async () => {
    const svc = await serve(contractReply('another-token'));
    const result = failure(await validateRemote(manifest, options(svc)));
    expect(result).toMatchObject({ code: 'invalid_auth', family: 'auth' });
  });

  it('reports invalid_app_id for an app id the service does not accept', async () => {
    const svc = await serve(contractReply(TOKEN));
    const result = failure(await validateRemote(manifest, options(svc, { appId: 'not-an-app' })));
    expect(result).toMatchObject({ code: 'invalid_app_id', family: 'app' });
    expect(svc.requests[0]!.form.get('app_id')).toBe('not-an-app');
  });
});

describe('rate limits', () => {
  it('waits for Retry-After on HTTP 429, then succeeds', async () => {
    const svc = await serve([{ status: 429, headers: { 'Retry-After': '2' }, json: { ok: false, error: 'ratelimited' } }, { json: { ok: true, errors: [] } }]);
    const { waits, sleep } = recordingSleep();
    const result = await validateRemote(manifest, options(svc, { sleep }));
    expect(result).toEqual({ kind: 'ok' });
    expect(waits).toEqual([2000]);
    expect(svc.requests).toHaveLength(2);
    expect(svc.requests[1]!.form.get('manifest')).toBe(JSON.stringify(manifest));
  });

  it('retries a ratelimited body sent with HTTP 200, using a default wait when Retry-After is missing', async () => {
    const svc = await serve([{ json: { ok: false, error: 'ratelimited' } }, { json: { ok: true } }]);
    const { waits, sleep } = recordingSleep();
    const result = await validateRemote(manifest, options(svc, { sleep }));
    expect(result.kind).toBe('ok');
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
  });

  it('gives up after 3 attempts when the service rate limits forever', async () => {
    const svc = await serve([{ status: 429, headers: { 'Retry-After': '1' }, body: 'slow down' }]);
    const { waits, sleep } = recordingSleep();
    const result = failure(await validateRemote(manifest, options(svc, { sleep })));
    expect(result).toMatchObject({ code: 'ratelimited', family: 'ratelimit', status: 429, exitCode: 2 });
    expect(svc.requests).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('honours a smaller attempt limit', async () => {
    const svc = await serve([{ status: 429, headers: { 'Retry-After': '1' } }]);
    const { waits, sleep } = recordingSleep();
    failure(await validateRemote(manifest, options(svc, { sleep, maxAttempts: 2 })));
    expect(svc.requests).toHaveLength(2);
    expect(waits).toEqual([1000]);
  });

  it('fails at once when Retry-After exceeds the total wait budget', async () => {
    const svc = await serve([{ status: 429, headers: { 'Retry-After': '120' } }, { json: { ok: true } }]);
    const { waits, sleep } = recordingSleep();
    const result = failure(await validateRemote(manifest, options(svc, { sleep })));
    expect(result).toMatchObject({ code: 'ratelimited', family: 'ratelimit' });
    expect(svc.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('counts earlier waits against the budget', async () => {
    const svc = await serve([{ status: 429, headers: { 'Retry-After': '3' } }, { status: 429, headers: { 'Retry-After': '3' } }, { json: { ok: true } }]);
    const { waits, sleep } = recordingSleep();
    const result = failure(await validateRemote(manifest, options(svc, { sleep, maxAttempts: 5, maxTotalWaitMs: 5000 })));
    expect(result.code).toBe('ratelimited');
    expect(waits).toEqual([3000]);
    expect(svc.requests).toHaveLength(2);
  });

  it('really sleeps with the default sleep (Retry-After 0 keeps it short)', async () => {
    const svc = await serve([{ status: 429, headers: { 'Retry-After': '0' } }, { json: { ok: true } }]);
    const result = await validateRemote(manifest, { token: TOKEN, baseUrl: svc.baseUrl });
    expect(result.kind).toBe('ok');
    expect(svc.requests).toHaveLength(2);
  });
});

describe('broken answers and networks', () => {
  it('turns an HTTP 500 with an HTML page into one service failure', async () => {
    const svc = await serve([{ status: 500, body: '<html><body><h1>Internal Server Error</h1></body></html>' }]);
    const result = failure(await validateRemote(manifest, options(svc)));
    expect(result).toMatchObject({ code: 'http_error', family: 'service', status: 500, exitCode: 2 });
    expect(result.sentence).not.toContain('<');
    expect(svc.requests).toHaveLength(1);
  });

  it('prefers the error code of a JSON body sent with HTTP 503', async () => {
    const svc = await serve([{ status: 503, json: { ok: false, error: 'service_unavailable' } }]);
    const result = failure(await validateRemote(manifest, options(svc)));
    expect(result).toMatchObject({ code: 'service_unavailable', family: 'service', status: 503 });
  });

  it('reports a 404 page as a wrong base URL', async () => {
    const svc = await serve(contractReply(TOKEN));
    const result = failure(await validateRemote(manifest, options(svc, { baseUrl: svc.baseUrl.replace(/\/api$/, '/nope') })));
    expect(result).toMatchObject({ code: 'http_error', family: 'response', status: 404 });
  });

  it.each([
    ['a body that is not JSON', { body: 'hello' }],
    ['JSON without ok', { json: { errors: [] } }],
    ['JSON that is not an object', { json: [1, 2] }],
    ['ok false without an error code', { json: { ok: false } }],
  ])('reports %s as a bad response', async (_label, reply) => {
    const svc = await serve([reply]);
    const result = failure(await validateRemote(manifest, options(svc)));
    expect(result).toMatchObject({ code: 'bad_response', family: 'response', exitCode: 2 });
  });

  it('times out when the server never answers', async () => {
    const svc = await serve(['hang']);
    const started = Date.now();
    const result = failure(await validateRemote(manifest, options(svc, { timeoutMs: 150 })));
    expect(result).toMatchObject({ code: 'timeout', family: 'network', exitCode: 2 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(svc.requests).toHaveLength(1);
  });

  it('times out when the server sends headers and then stalls the body', async () => {
    const svc = await serve(['stall']);
    const result = failure(await validateRemote(manifest, options(svc, { timeoutMs: 150 })));
    expect(result).toMatchObject({ code: 'timeout', family: 'network' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    const result = failure(await validateRemote(manifest, { token: TOKEN, baseUrl: `http://127.0.0.1:${port}/api` }));
    expect(result).toMatchObject({ code: 'connection_refused', family: 'network', exitCode: 2 });
    expect(result.sentence).toContain(`127.0.0.1:${port}`);
  });

  it('refuses a base URL that is not http or https without a request', async () => {
    const result = failure(await validateRemote(manifest, { token: TOKEN, baseUrl: 'ftp://127.0.0.1/api' }));
    expect(result).toMatchObject({ code: 'invalid_base_url', family: 'usage' });
  });

  it('turns a fetch that throws something odd into a failure, not an exception', async () => {
    const result = failure(
      await validateRemote(manifest, {
        token: TOKEN,
        fetch: async () => {
          throw new Error(`boom with ${TOKEN}`);
        },
      }),
    );
    expect(result).toMatchObject({ code: 'network_error', family: 'network' });
    expect(result.sentence).not.toContain(TOKEN);
  });
});

describe('the token stays secret', () => {
  const echoes: [string, Script][] = [
    ['an error code', [{ json: { ok: false, error: TOKEN } }]],
    ['a known code with detail', [{ json: { ok: false, error: 'invalid_auth', detail: `token ${TOKEN} rejected` } }]],
    ['invalid_manifest items', [{ json: { ok: false, error: 'invalid_manifest', errors: [{ message: `bad ${TOKEN}`, pointer: `/${TOKEN}` }] } }]],
    ['an HTML error page', [{ status: 502, body: `<p>${TOKEN}</p>` }]],
    ['a non-JSON 200', [{ body: TOKEN }]],
    ['rate limits', [{ status: 429, headers: { 'Retry-After': '1' }, body: TOKEN }]],
    ['a hang', ['hang']],
  ];

  it.each(echoes)('never returns the token when the service echoes it in %s', async (_label, script) => {
    const svc = await serve(script);
    const result = await validateRemote(manifest, options(svc, { timeoutMs: 150 }));
    expect(svc.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(JSON.stringify(result)).not.toContain('SECRET');
    const document = parseSource(JSON.stringify(manifest), 'json');
    expect(JSON.stringify(remoteProblems(result, document))).not.toContain(TOKEN);
  });

  const disguised: [string, string][] = [
    ['upper-cased', TOKEN.toUpperCase()],
    ['split by a line break', `${TOKEN.slice(0, 12)}\n${TOKEN.slice(12)}`],
    ['split by blanks and invisible characters', TOKEN.split('').join('\u200b ')],
    ['cut in two, the halves apart', `${TOKEN.slice(0, 12)} was refused; ${TOKEN.slice(12)} too`],
  ];
  it.each(disguised)('never returns the token %s', async (_label, echo) => {
    const svc = await serve([{ json: { ok: false, error: 'invalid_auth', detail: `token ${echo} rejected`, response_metadata: { messages: [echo] } } }]);
    const result = failure(await validateRemote(manifest, options(svc)));
    // Read as a person would: any case, without what only separates characters.
    const seen = JSON.stringify(result)
      .replace(/\\n|\\u200b|\s|\u200b/g, '')
      .toLowerCase();
    expect(seen).not.toContain(TOKEN.toLowerCase());
    expect(seen).not.toContain('secret');
    expect(seen).not.toContain('7e1f0c');
    expect(result.detail).toMatch(/^token \[token\].* rejected$/);
  });

  it('never returns the token on a refused connection', async () => {
    const port = await closedPort();
    const result = await validateRemote(manifest, { token: TOKEN, baseUrl: `http://127.0.0.1:${port}/api` });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('never returns a token that cannot be sent', async () => {
    const token = `${TOKEN} second-half`;
    const result = await validateRemote(manifest, { token, baseUrl: 'http://127.0.0.1:9/api' });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });
});

describe('blocks.validate', () => {
  const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: 'hi' } }];

  it('POSTs the payload as its one argument, without a token', async () => {
    const svc = await serve([{ json: { ok: true } }]);
    const result = await validateBlocksRemote({ blocks }, 'message', { baseUrl: svc.baseUrl });
    expect(result).toEqual({ kind: 'ok' });
    expect(svc.requests[0]!.path).toBe('/api/blocks.validate');
    expect(svc.requests[0]!.headers.authorization).toBeUndefined();
    expect([...svc.requests[0]!.form.keys()]).toEqual(['message']);
    expect(JSON.parse(svc.requests[0]!.form.get('message')!)).toEqual({ blocks });
  });

  it.each(['invalid_blocks', 'invalid_view', 'invalid_message'])('reads the items of %s, with the constraint expected', async (code) => {
    const svc = await serve([
      {
        json: {
          ok: false,
          error: code,
          errors: [
            {
              code: 'failed_constraint',
              message: 'unsupported type: invalid',
              pointer: '/0/text/type',
              constraint: { type: 'enum', expected: ['plain_text', 'mrkdwn'] },
            },
          ],
        },
      },
    ]);
    const result = await validateBlocksRemote(blocks, 'blocks', { baseUrl: svc.baseUrl });
    expect(result).toEqual({
      kind: 'invalid',
      errors: [{ code: 'failed_constraint', pointer: '/0/text/type', message: 'unsupported type: invalid (expected one of `plain_text`, `mrkdwn`)' }],
    });
  });

  it('turns invalid_arguments into a failure that names blocks.validate, with the service messages', async () => {
    const svc = await serve([
      { json: { ok: false, error: 'invalid_arguments', response_metadata: { messages: ['must provide exactly one of `blocks`, `view`, or `message`'] } } },
      { json: { ok: false, error: 'method_deprecated' } },
    ]);
    const result = failure(await validateBlocksRemote(blocks, 'blocks', { baseUrl: svc.baseUrl }));
    expect(result).toMatchObject({
      code: 'invalid_arguments',
      family: 'request',
      messages: [{ message: 'must provide exactly one of `blocks`, `view`, or `message`' }],
    });
    const unknown = failure(await validateBlocksRemote(blocks, 'blocks', { baseUrl: svc.baseUrl }));
    expect(unknown.sentence).toContain('blocks.validate');
    expect(unknown.sentence).not.toContain('apps.manifest.validate');
  });
});
