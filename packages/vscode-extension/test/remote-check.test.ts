import { describe, expect, it } from 'vitest';
import type { FetchLike } from 'manifesto-cli/remote';
import { checkWithService, formatOf, outcomeLines, REMOTE_RULE, remoteTarget, serviceBaseUrl, tokenInputProblem, tokenRejected } from '../src/remote-check.js';
import { lineOf, yaml } from '../../core/test/helpers.js';

const TOKEN = 'xoxe-secret-123';

/** A fake apps.manifest.validate that answers with `body` and records what it was sent. */
function fakeService(body: unknown, status = 200) {
  const calls: { url: string; manifest: unknown; authorization: string | undefined }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const form = new URLSearchParams(init.body);
    calls.push({ url, manifest: JSON.parse(form.get('manifest') ?? 'null'), authorization: init.headers['Authorization'] });
    return { status, headers: { get: () => null }, text: async () => JSON.stringify(body) };
  };
  return { fetch, calls };
}

const yamlText = yaml`
  display_information:
    name: Helper
  features:
    bot_user:
      display_name: helper
`;
const jsonText = JSON.stringify({ display_information: { name: 'Helper' }, features: { bot_user: { display_name: 'helper' } } }, null, 2) + '\n';

const rejection = {
  ok: false,
  error: 'invalid_manifest',
  errors: [{ message: 'display_name is taken', pointer: '/features/bot_user/display_name' }],
};

describe('checkWithService', () => {
  for (const [format, text] of [
    ['yaml', yamlText],
    ['json', jsonText],
  ] as const) {
    it(`places the service's errors in the ${format} text`, async () => {
      const service = fakeService(rejection);
      const outcome = await checkWithService(text, format, { token: TOKEN, fetch: service.fetch });
      expect(outcome.kind).toBe('invalid');
      const problems = outcome.kind === 'invalid' ? outcome.problems : [];
      expect(problems.map((p) => ({ rule: p.rule, pointer: p.pointer, line: p.range.start.line + 1 }))).toEqual([
        { rule: REMOTE_RULE, pointer: '/features/bot_user/display_name', line: lineOf(text, 'display_name') },
      ]);
      // The service gets the parsed value (YAML as its JSON) and the token only in the header.
      expect(service.calls).toEqual([
        {
          url: 'https://slack.com/api/apps.manifest.validate',
          manifest: { display_information: { name: 'Helper' }, features: { bot_user: { display_name: 'helper' } } },
          authorization: `Bearer ${TOKEN}`,
        },
      ]);
    });
  }

  it('reports acceptance', async () => {
    const service = fakeService({ ok: true });
    expect(await checkWithService(yamlText, 'yaml', { token: TOKEN, fetch: service.fetch, baseUrl: 'http://127.0.0.1:9/api' })).toEqual({
      kind: 'ok',
      target: 'manifest',
    });
    expect(service.calls[0]?.url).toBe('http://127.0.0.1:9/api/apps.manifest.validate');
  });

  it('never sends a text that does not parse', async () => {
    const service = fakeService({ ok: true });
    const outcome = await checkWithService('{"display_information": {"name": "x"', 'json', { token: TOKEN, fetch: service.fetch });
    expect(outcome.kind).toBe('unparsable');
    expect(outcome.kind === 'unparsable' ? outcome.problems.map((p) => p.rule) : []).toContain('syntax');
    expect(service.calls).toEqual([]);
  });

  it('asks for a new token when the service rejects this one, without ever writing the token out', async () => {
    const service = fakeService({ ok: false, error: 'invalid_auth', detail: `bad token ${TOKEN}` });
    const outcome = await checkWithService(yamlText, 'yaml', { token: TOKEN, fetch: service.fetch });
    expect(outcome.kind === 'failure' ? [outcome.failure.code, outcome.failure.family] : []).toEqual(['invalid_auth', 'auth']);
    expect(tokenRejected(outcome)).toBe(true);
    const report = outcomeLines(outcome, 'manifest.yaml').join('\n');
    expect(report).toContain('invalid_auth');
    expect(report).not.toContain(TOKEN);
  });

  it('keeps the token for failures that are not about it', async () => {
    const outcome = await checkWithService(yamlText, 'yaml', { token: TOKEN, fetch: fakeService({ ok: false, error: 'service_unavailable' }).fetch });
    expect(outcome.kind).toBe('failure');
    expect(tokenRejected(outcome)).toBe(false);
  });
});

describe('checkWithService on Block Kit: blocks.validate, without a token', () => {
  /** A fake blocks.validate that answers with `body` and records the argument it was sent. */
  function fakeBlocks(body: unknown) {
    const calls: { url: string; arguments: string[]; authorization: string | undefined; payload: unknown }[] = [];
    const fetch: FetchLike = async (url, init) => {
      const form = new URLSearchParams(init.body);
      const names = [...form.keys()];
      calls.push({ url, arguments: names, authorization: init.headers['Authorization'], payload: JSON.parse(form.get(names[0]!) ?? 'null') });
      return { status: 200, headers: { get: () => null }, text: async () => JSON.stringify(body) };
    };
    return { fetch, calls };
  }
  const view = yaml`
    type: modal
    title:
      type: plain_text
      text: Ask
    blocks:
      - type: section
        text:
          type: mrkdwn
          text: hello
  `;
  const refusal = {
    ok: false,
    error: 'invalid_view',
    errors: [{ code: 'failed_constraint', message: 'unsupported', pointer: '/blocks/0/text/text', constraint: { type: 'enum', expected: ['x'] } }],
  };

  it('sends a view file as `view`, with no token, and places the errors in the YAML', async () => {
    expect(remoteTarget(view, 'yaml', '/work/ask.view.yaml')).toBe('blocks');
    const service = fakeBlocks(refusal);
    const outcome = await checkWithService(view, 'yaml', { fileName: '/work/ask.view.yaml', fetch: service.fetch });
    expect(service.calls).toEqual([
      { url: 'https://slack.com/api/blocks.validate', arguments: ['view'], authorization: undefined, payload: expect.objectContaining({ type: 'modal' }) },
    ]);
    expect(outcome.kind === 'invalid' ? outcome.problems.map((p) => [p.rule, p.pointer, p.range.start.line + 1]) : outcome).toEqual([
      [REMOTE_RULE, '/blocks/0/text/text', lineOf(view, 'hello')],
    ]);
  });

  it('sends the Block Kit of chat.postMessage arguments as `message`, and says when a method file holds none', async () => {
    const args = JSON.stringify({ channel: 'C0123456789', blocks: [{ type: 'divider' }] });
    const service = fakeBlocks({ ok: true });
    expect(await checkWithService(args, 'json', { fileName: 'hello.chat.postMessage.json', fetch: service.fetch })).toEqual({ kind: 'ok', target: 'blocks' });
    expect(service.calls[0]).toMatchObject({ arguments: ['message'], payload: { blocks: [{ type: 'divider' }] } });
    expect(await checkWithService('{"user": "U0123"}', 'json', { fileName: 'who.users.info.json', fetch: service.fetch })).toEqual({ kind: 'nothing' });
    expect(service.calls).toHaveLength(1);
    expect(remoteTarget(yamlText, 'yaml', 'manifest.yaml')).toBe('manifest');
  });
});

describe('outcomeLines', () => {
  it('gives a summary then one line per problem with its 1-based position, rule and pointer', async () => {
    const outcome = await checkWithService(yamlText, 'yaml', { token: TOKEN, fetch: fakeService(rejection).fetch });
    const lines = outcomeLines(outcome, 'manifest.yaml');
    expect(lines).toHaveLength(2);
    const line = lineOf(yamlText, 'display_name: helper');
    const column = yamlText.split('\n')[line - 1]!.indexOf('helper') + 1;
    expect(lines[1]).toContain(`manifest.yaml:${line}:${column} ${REMOTE_RULE} /features/bot_user/display_name`);
  });
});

describe('formatOf', () => {
  it('follows the language id, then the file name, then the text', () => {
    expect(formatOf('yaml', 'manifest.json', '{}')).toBe('yaml');
    expect(formatOf('json', 'manifest.yaml', 'a: 1')).toBe('json');
    expect(formatOf('jsonc', 'x', 'a: 1')).toBe('json');
    expect(formatOf('plaintext', '/w/manifest.yml', '{}')).toBe('yaml');
    expect(formatOf('plaintext', '/w/untitled', ' {"a": 1}')).toBe('json');
  });
});

describe('tokenInputProblem', () => {
  it('accepts a printable token and refuses empty or spaced ones', () => {
    expect(tokenInputProblem('  xoxp-123  ')).toBeUndefined();
    expect(tokenInputProblem('   ')).toBeTypeOf('string');
    expect(tokenInputProblem('xoxp 123')).toBeTypeOf('string');
  });
});

describe('serviceBaseUrl', () => {
  it('honours MANIFESTO_API_URL as the CLI does', () => {
    expect(serviceBaseUrl({ MANIFESTO_API_URL: ' https://proxy.example/api ' })).toBe('https://proxy.example/api');
    expect(serviceBaseUrl({ MANIFESTO_API_URL: '' })).toBeUndefined();
    expect(serviceBaseUrl({})).toBeUndefined();
  });
});
