import { afterEach, describe, expect, it } from 'vitest';
import { parseSource } from 'manifesto-core/language';
import { messageProblems, serviceMessages, validateRemote } from '../../src/remote/index.js';
import { startService, type FakeService } from './service.js';

const TOKEN = 'xoxe.xoxp-1-SECRET-7e1f0c';
let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe("the service's response_metadata.messages", () => {
  it('are kept on a failure, the pointer tag split off and the token removed', async () => {
    service = await startService([
      {
        json: {
          ok: false,
          error: 'invalid_arguments',
          response_metadata: {
            messages: [
              '[ERROR] invalid app_id [json-pointer:/app_id]',
              `[ERROR] must be 35 characters or fewer [json-pointer:/manifest/display_information/name]`,
              `[WARN] token ${TOKEN} looked odd`,
              7,
            ],
          },
        },
      },
    ]);
    const result = await validateRemote({ display_information: { name: 'x' } }, { token: TOKEN, baseUrl: service.baseUrl, sleep: async () => {} });
    expect(result).toMatchObject({ kind: 'failure', code: 'invalid_arguments', exitCode: 2 });
    const messages = result.kind === 'failure' ? (result.messages ?? []) : [];
    expect(messages.map((m) => m.pointer)).toEqual(['/app_id', '/manifest/display_information/name', undefined]);
    expect(messages[0]!.message).toBe('[ERROR] invalid app_id');
    expect(JSON.stringify(messages)).not.toContain('SECRET');
  });

  it('that point into the manifest are placed at its lines; the others are left to print', () => {
    const text = 'display_information:\n  name: A name far too long for the service\n';
    const document = parseSource(text, 'yaml');
    const { problems, unplaced } = messageProblems(
      serviceMessages({ messages: ['too long [json-pointer:/manifest/display_information/name]', 'bad app [json-pointer:/app_id]'] }, TOKEN),
      document,
    );
    expect(problems.map((p) => ({ rule: p.rule, pointer: p.pointer, line: p.range.start.line + 1 }))).toEqual([
      { rule: 'remote', pointer: '/display_information/name', line: 2 },
    ]);
    expect(unplaced).toEqual([{ message: 'bad app', pointer: '/app_id' }]);
  });

  it('are bounded', () => {
    expect(serviceMessages({ messages: Array.from({ length: 50 }, (_, i) => `m${i}`) }, TOKEN)).toHaveLength(20);
    expect(serviceMessages(undefined, TOKEN)).toEqual([]);
    expect(serviceMessages({ messages: 'x' }, TOKEN)).toEqual([]);
  });
});
