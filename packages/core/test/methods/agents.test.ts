import { describe, it } from 'vitest';
import { expectClean, expectTwins } from './helpers.js';

const SET_STATUS = 'agents.sessions.setStatus';
const RENAME = 'agents.sessions.rename';

describe('agents.sessions.setStatus', () => {
  it('accepts each status, a title of 200 characters, and null to clear the agent’s look', () => {
    for (const status of ['active', 'processing', 'suspended', 'closed']) expectClean(SET_STATUS, { channel_id: 'C0123ABC456', status });
    expectClean(SET_STATUS, {
      channel_id: 'C0123ABC456',
      thread_ts: '1782234671.392669',
      status: 'processing',
      title: 't'.repeat(200),
      initiator_user_id: 'U123ABC456',
      icon_emoji: null,
      icon_url: 'https://example.com/agent.png',
      username: 'u'.repeat(200),
    });
  });

  it('refuses an unknown status, a 201-character title or username, and needs channel_id and status', () => {
    expectTwins(SET_STATUS, { channel_id: 'C1', status: 'busy' }, [{ rule: 'enum', pointer: '/status', needle: 'busy' }]);
    expectTwins(SET_STATUS, { channel_id: 'C1', status: 'active', title: 't'.repeat(201), username: 'u'.repeat(201) }, [
      { rule: 'max-length', pointer: '/title', needle: 'tttt' },
      { rule: 'max-length', pointer: '/username', needle: 'uuuu' },
    ]);
    expectTwins(SET_STATUS, { thread_ts: '1.2' }, [
      { rule: 'required', pointer: '/channel_id', needle: { json: '{', yaml: 'thread_ts' } },
      { rule: 'required', pointer: '/status', needle: { json: '{', yaml: 'thread_ts' } },
    ]);
  });
});

describe('agents.sessions.rename', () => {
  it('accepts a title of 1 to 200 characters', () => {
    expectClean(RENAME, { channel_id: 'C1', title: 'x' });
    expectClean(RENAME, { channel_id: 'C1', thread_ts: '1.2', title: 't'.repeat(200) });
  });

  it('refuses an empty or 201-character title, and needs it', () => {
    expectTwins(RENAME, { channel_id: 'C1', title: '' }, [{ rule: 'min-length', pointer: '/title', needle: { json: '""', yaml: '""' } }]);
    expectTwins(RENAME, { channel_id: 'C1', title: 't'.repeat(201) }, [{ rule: 'max-length', pointer: '/title', needle: 'tttt' }]);
    expectTwins(RENAME, { channel_id: 'C1' }, [{ rule: 'required', pointer: '/title', needle: { json: '{', yaml: 'channel_id' } }]);
  });
});
