import { describe, expect, it } from 'vitest';
import { validateMethodArguments } from 'manifesto-core';
import { expectClean, expectTwins } from './helpers.js';

const PROMPTS = 'assistant.threads.setSuggestedPrompts';
const STATUS = 'assistant.threads.setStatus';
const prompt = (n: number) => ({ title: `Idea ${n}`, message: `Tell me about idea ${n}` });
const prompts = (count: number) => ({
  channel_id: 'D0123',
  thread_ts: '1712345678.000100',
  title: 'Suggested prompts',
  prompts: Array.from({ length: count }, (_, i) => prompt(i + 1)),
});

describe('assistant.threads.setSuggestedPrompts', () => {
  it('accepts up to four prompts, each with title and message; thread_ts and title are optional', () => {
    expectClean(PROMPTS, prompts(4));
    expectClean(PROMPTS, { channel_id: 'D0123', prompts: [prompt(1)] });
  });

  it('warns about an empty list of prompts or an empty channel: no source states a minimum', () => {
    expectTwins(PROMPTS, prompts(0), [{ rule: 'argument-empty', pointer: '/prompts', needle: { json: '"prompts"', yaml: 'prompts:' } }]);
    expectTwins(PROMPTS, { channel_id: '', prompts: '[]' }, [
      { rule: 'argument-empty', pointer: '/channel_id', needle: 'channel_id' },
      { rule: 'argument-empty', pointer: '/prompts', needle: 'prompts' },
    ]);
    expect(validateMethodArguments(PROMPTS, prompts(0)).problems.map((p) => [p.rule, p.severity, p.data])).toEqual([
      ['argument-empty', 'warning', { name: 'prompts' }],
    ]);
  });

  it('refuses a fifth prompt', () => {
    expectTwins(PROMPTS, prompts(5), [{ rule: 'max-items', pointer: '/prompts', needle: { json: '"prompts"', yaml: 'prompts:' } }]);
  });

  it('requires channel_id and prompts, and title and message in each prompt', () => {
    expectTwins(PROMPTS, { prompts: [prompt(1)] }, [{ rule: 'required', pointer: '/channel_id', needle: { json: '{', yaml: 'prompts' } }]);
    expectTwins(PROMPTS, { channel_id: 'D0123' }, [{ rule: 'required', pointer: '/prompts', needle: { json: '{', yaml: 'channel_id' } }]);
    expectTwins(PROMPTS, { channel_id: 'D0123', prompts: [{ title: 'Only a title' }] }, [
      { rule: 'required', pointer: '/prompts/0/message', needle: { json: ['{', 2], yaml: '- ' } },
    ]);
    expectTwins(PROMPTS, { channel_id: 'D0123', prompts: [{ title: 'Idea', message: 'Go', text: 'x' }] }, [
      { rule: 'unknown-key', pointer: '/prompts/0/text', needle: 'text' },
    ]);
  });

  it('reads prompts written as a JSON string', () => {
    expectClean(PROMPTS, { channel_id: 'D0123', prompts: JSON.stringify([prompt(1)]) });
    expectTwins(PROMPTS, { channel_id: 'D0123', prompts: JSON.stringify([1, 2, 3, 4, 5].map(prompt)) }, [
      { rule: 'max-items', pointer: '/prompts', needle: 'Idea 1' },
    ]);
  });
});

describe('assistant.threads.setStatus', () => {
  const status = (extra: Record<string, unknown> = {}) => ({ channel_id: 'D0123', thread_ts: '1712345678.000100', status: 'is thinking…', ...extra });

  it('accepts a status, an empty status (clears it), and up to ten loading messages of up to 50 characters', () => {
    expectClean(STATUS, status());
    expectClean(STATUS, status({ status: '' }));
    expectClean(
      STATUS,
      status({
        loading_messages: Array.from({ length: 10 }, (_, i) => `Step ${i}`),
        icon_emoji: ':robot_face:',
        icon_url: 'https://example.com/a.png',
        username: 'Helper',
      }),
    );
    expectClean(STATUS, status({ loading_messages: ['m'.repeat(50)] }));
  });

  it('refuses an empty list of loading messages, as the method reference does (minItems 1)', () => {
    expectTwins(STATUS, status({ loading_messages: [] }), [{ rule: 'min-items', pointer: '/loading_messages', needle: 'loading_messages' }]);
    expect(validateMethodArguments(STATUS, status({ loading_messages: [] })).problems.map((p) => p.severity)).toEqual(['error']);
  });

  it('warns about an empty channel or thread', () => {
    expectTwins(STATUS, status({ channel_id: '', thread_ts: '' }), [
      { rule: 'argument-empty', pointer: '/channel_id', needle: 'channel_id' },
      { rule: 'argument-empty', pointer: '/thread_ts', needle: 'thread_ts' },
    ]);
  });

  it('refuses an eleventh loading message, and one longer than 50 characters (the reference items maxLength)', () => {
    expectTwins(STATUS, status({ loading_messages: Array.from({ length: 11 }, (_, i) => `Step ${i}`) }), [
      { rule: 'max-items', pointer: '/loading_messages', needle: 'loading_messages' },
    ]);
    expectTwins(STATUS, status({ loading_messages: ['m'.repeat(51)] }), [{ rule: 'max-length', pointer: '/loading_messages/0', needle: 'mmmm' }]);
    expectTwins(STATUS, status({ loading_messages: ['Reading…', ''] }), [
      { rule: 'min-length', pointer: '/loading_messages/1', needle: { json: '""', yaml: '""' } },
    ]);
  });

  it('requires channel_id, thread_ts and status', () => {
    expectTwins(STATUS, { channel_id: 'D0123', status: 'x' }, [{ rule: 'required', pointer: '/thread_ts', needle: { json: '{', yaml: 'channel_id' } }]);
    expectTwins(STATUS, { channel_id: 'D0123', thread_ts: '1.2' }, [{ rule: 'required', pointer: '/status', needle: { json: '{', yaml: 'channel_id' } }]);
  });

  it('wants strings', () => {
    expectTwins(STATUS, status({ status: 5, loading_messages: ['ok', true] }), [
      { rule: 'type', pointer: '/status', needle: 'status' },
      { rule: 'type', pointer: '/loading_messages/1', needle: 'true' },
    ]);
  });
});
