import { describe, expect, it } from 'vitest';
import { checkDocument, kindFromName, validateMethodArguments, validateMethodArgumentsText } from 'manifesto-core';
import { found, lineOf } from '../helpers.js';
import { expectClean, expectTwins } from './helpers.js';

describe('recognition by name', () => {
  it('claims <anything>.<method>.json|yaml|yml for every method the catalogue knows, before manifests', () => {
    for (const name of [
      'hello.chat.postMessage.json',
      'notes.canvases.edit.yaml',
      'a/b/x.views.publish.yml',
      'app.apps.manifest.validate.json',
      'x.admin.apps.approve.json',
    ])
      expect({ name, kind: kindFromName(name) }).toEqual({ name, kind: 'methods' });
    expect(kindFromName('hello.chat.postMessage.txt')).toBeUndefined();
    expect(kindFromName('manifest.json')).toBe('manifest');
    expect(kindFromName('home.view.json')).toBe('blocks');
  });
});

describe('a method misspelt in a file name', () => {
  it('claims a name whose ending is one or two edits from a method, and says which was meant', () => {
    for (const [name, written, method] of [
      ['hello.chat.postMesage.json', 'chat.postMesage', 'chat.postMessage'],
      ['a/b/notes.canvas.edit.yaml', 'canvas.edit', 'canvases.edit'],
      ['home.view.publish.yml', 'view.publish', 'views.publish'],
      ['x.chat.postmessage.json', 'chat.postmessage', 'chat.postMessage'],
      ['x.y.admin.apps.aprove.json', 'admin.apps.aprove', 'admin.apps.approve'],
    ]) {
      expect({ name, kind: kindFromName(name!) }).toEqual({ name, kind: 'methods' });
      for (const [format, text] of [
        ['json', '{\n  "channel": "C0123456789",\n  "text": "hi"\n}\n'],
        ['yaml', 'channel: C0123456789\ntext: hi\n'],
      ] as const) {
        const { kind, problems } = checkDocument(name!, text, { format });
        expect(kind, `${name} ${format}`).toBe('methods');
        expect(
          problems.map((p) => [p.rule, p.severity, p.pointer, p.data, p.range.start]),
          `${name} ${format}`,
        ).toEqual([['unknown-method', 'error', '', { method: written, suggestion: method }, { line: 0, character: 0 }]]);
      }
    }
  });

  it('never claims other files: no dot in the ending, too far from every method, or a known method', () => {
    for (const name of [
      'package.json',
      'tsconfig.base.json',
      'tsconfig.app.json',
      'x.config.json',
      'app.manifest.json',
      'admin-app.manifest.json',
      'my.app.manifest.yaml',
      'docker-compose.override.yml',
      'openapi.v1.json',
      'fixtures.user.test.json',
      'a.b.c.json',
      'home.view.json',
      'chat.postMesage.json',
    ])
      expect({ name, kind: kindFromName(name) }).toEqual({
        name,
        kind: name === 'home.view.json' ? 'blocks' : name.includes('manifest') ? 'manifest' : undefined,
      });
    expect(kindFromName('x.auth.test.json')).toBe('methods');
    expect(checkDocument('x.auth.test.json', '{}').problems).toEqual([]);
  });

  it('--method still decides: the file name is not read', () => {
    expect(checkDocument('hello.chat.postMesage.json', '{"channel": "C1", "text": "hi"}', { method: 'chat.postMessage' }).problems).toEqual([]);
  });
});

describe('hello.chat.postMessage.json', () => {
  const text = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

  it('without channel: a required problem at the top level', () => {
    const body = text({ text: 'Hello', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'Hi' } }] });
    const result = checkDocument('hello.chat.postMessage.json', body);
    expect(result.kind).toBe('methods');
    expect(found(result.problems)).toEqual([{ rule: 'required', pointer: '/channel', line: 1 }]);
  });

  it('a header 151 characters long: a Block Kit problem at /blocks/0/text/text, on its line', () => {
    const long = 'H'.repeat(151);
    const body = text({ channel: 'C0123', text: 'Hello', blocks: [{ type: 'header', text: { type: 'plain_text', text: long } }] });
    expect(found(checkDocument('hello.chat.postMessage.json', body).problems)).toEqual([
      { rule: 'max-length', pointer: '/blocks/0/text/text', line: lineOf(body, long) },
    ]);
    const at150 = text({ channel: 'C0123', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'H'.repeat(150) } }] });
    expect(checkDocument('hello.chat.postMessage.json', at150).problems).toEqual([]);
  });

  it('blocks and attachments written as JSON strings are Block Kit too, pointers continuing into them', () => {
    const long = 'H'.repeat(151);
    const header = [{ type: 'header', text: { type: 'plain_text', text: long } }];
    expectTwins('chat.postMessage', { channel: 'C1', blocks: JSON.stringify(header) }, [
      { rule: 'max-length', pointer: '/blocks/0/text/text', needle: 'HHHH' },
    ]);
    expectTwins('chat.postMessage', { channel: 'C1', attachments: [{ color: '#36a64f', blocks: header }] }, [
      { rule: 'max-length', pointer: '/attachments/0/blocks/0/text/text', needle: 'HHHH' },
    ]);
    expectTwins('chat.postMessage', { channel: 'C1', blocks: '[{"type": "header",' }, [{ rule: 'argument-json', pointer: '/blocks', needle: 'header' }]);
  });
});

describe('every method in the catalogue', () => {
  it('valid arguments produce nothing', () => {
    expectClean('chat.postMessage', {
      channel: 'C0123',
      text: 'Hello',
      thread_ts: '1712345678.000100',
      unfurl_links: false,
      metadata: { event_type: 'x', event_payload: {} },
    });
    expectClean('conversations.list', { limit: 200, exclude_archived: true, types: 'public_channel,private_channel' });
    expectClean('users.setPresence', { presence: 'away' });
    expectClean('conversations.invite', { channel: 'C1', users: 'U1,U2' });
  });

  it('unknown arguments get did-you-mean: thread_tss → thread_ts', () => {
    expectTwins('chat.postMessage', { channel: 'C1', text: 'x', thread_tss: '1.2' }, [{ rule: 'unknown-key', pointer: '/thread_tss', needle: 'thread_tss' }]);
    const { problems } = validateMethodArguments('chat.postMessage', { channel: 'C1', thread_tss: '1.2' });
    expect(problems[0]?.data).toMatchObject({ key: 'thread_tss', suggestion: 'thread_ts' });
  });

  it('argument types are JSON values: booleans, numbers, strings; lists and objects also as strings', () => {
    expectTwins('chat.postMessage', { channel: 5, unfurl_links: 'yes' }, [
      { rule: 'type', pointer: '/channel', needle: 'channel' },
      { rule: 'type', pointer: '/unfurl_links', needle: 'unfurl_links' },
    ]);
    expectTwins('conversations.list', { limit: 'lots' }, [{ rule: 'type', pointer: '/limit', needle: 'limit' }]);
    expectTwins('chat.postMessage', { channel: 'C1', blocks: 5 }, [{ rule: 'type', pointer: '/blocks', needle: 'blocks' }]);
  });

  it('enum values where the reference gives them', () => {
    expectTwins('users.setPresence', { presence: 'awy' }, [{ rule: 'enum', pointer: '/presence', needle: 'awy' }]);
    expect(validateMethodArguments('users.setPresence', { presence: 'awy' }).problems[0]?.data).toMatchObject({ suggestion: 'away' });
  });

  it('bounds where the reference gives them: at the limit nothing, past it a problem', () => {
    expectClean('conversations.listConnectInvites', { count: 500 });
    expectTwins('conversations.listConnectInvites', { count: 501 }, [{ rule: 'schema', pointer: '/count', needle: 'count' }]);
    expect(validateMethodArguments('conversations.listConnectInvites', { count: 0 }).problems[0]).toMatchObject({
      rule: 'schema',
      data: { limit: 1, actual: 0 },
    });
  });

  it('a list past its bound counts every item, however long (the error walk reads at most 1,001)', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `E${i}`);
    const args = (count: number) => ({ entity_ids: ids(count), entity_type: 'USER', policy_name: 'email_password' });
    expectClean('admin.auth.policy.assignEntities', args(1000));
    expectTwins('admin.auth.policy.assignEntities', args(1001), [{ rule: 'max-items', pointer: '/entity_ids', needle: 'entity_ids' }]);
    expect(validateMethodArguments('admin.auth.policy.assignEntities', args(50_000)).problems).toMatchObject([
      { rule: 'max-items', pointer: '/entity_ids', data: { limit: 1000, actual: 50_000 } },
    ]);
  });

  it('token in a file is flagged, without repeating it', () => {
    expectTwins('auth.test', { token: 'xoxb-1234-5678-abcdefgh' }, [{ rule: 'token-in-arguments', pointer: '/token', needle: 'xoxb' }]);
    const [problem] = validateMethodArguments('auth.test', { token: 'xoxb-1234-5678-abcdefgh' }).problems;
    expect(problem?.severity).toBe('error');
    expect(problem?.message).not.toContain('abcdefgh');
  });

  it('an unknown or missing method is one problem, with did-you-mean', () => {
    const [problem] = validateMethodArguments('chat.postMesage', { channel: 'C1' }).problems;
    expect(problem).toMatchObject({ rule: 'unknown-method', pointer: '', data: { suggestion: 'chat.postMessage' } });
    expect(checkDocument('args.json', '{}', { kind: 'methods' }).problems.map((p) => p.rule)).toEqual(['unknown-method']);
    expect(checkDocument('args.json', '{"channel": "C1"}', { kind: 'methods', method: 'conversations.info' }).problems).toEqual([]);
  });

  it('never throws, whatever it is given', () => {
    for (const value of [null, 5, 'x', [], [1], { a: { b: [] } }]) {
      expect(() => validateMethodArguments('chat.postMessage', value)).not.toThrow();
      expect(validateMethodArguments('chat.postMessage', value).problems.length).toBeGreaterThan(0);
    }
    expect(validateMethodArguments(5 as unknown as string, {}).problems.map((p) => p.rule)).toEqual(['invalid-argument']);
    expect(validateMethodArgumentsText('chat.postMessage', 5 as unknown as string).problems.map((p) => p.rule)).toEqual(['invalid-argument']);
    expect(validateMethodArgumentsText(undefined as unknown as string, '{}').problems.map((p) => p.rule)).toEqual(['invalid-argument']);
  });
});

describe('two arguments written as JSON strings', () => {
  it('both are checked; the first with a problem is placed at its characters, the other at its argument', () => {
    const header = JSON.stringify([{ type: 'header', text: { type: 'plain_text', text: 'H'.repeat(151) } }]);
    const text = `{\n  "channel": "C1",\n  "blocks": ${JSON.stringify(header)},\n  "attachments": ${JSON.stringify(JSON.stringify([{ blocks: JSON.parse(header) as unknown }]))}\n}\n`;
    const problems = validateMethodArgumentsText('chat.postMessage', text, { format: 'json' }).problems;
    expect(found(problems)).toEqual([
      { rule: 'max-length', pointer: '/blocks/0/text/text', line: 3 },
      { rule: 'max-length', pointer: '/attachments/0/blocks/0/text/text', line: 4 },
    ]);
    expect(text.slice(problems[0]!.span.start, problems[0]!.span.end)).toBe(`\\"${'H'.repeat(151)}\\"`);
    // Only one string is followed character by character; the other's problems mark its argument.
    expect(text.slice(problems[1]!.span.start, problems[1]!.span.end)).toBe('"attachments"');
  });
});
