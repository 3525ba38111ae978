import { describe, expect, it } from 'vitest';
import { schemaFactsAt } from 'manifesto-core/language';

describe('editor facts for method argument files', () => {
  it('lists the arguments of the method the file name names, required ones marked', () => {
    const facts = schemaFactsAt('methods', { channel: 'C1' }, '', { fileName: '/w/hello.chat.postMessage.json' });
    const names = facts?.properties.map((property) => property.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['channel', 'text', 'thread_ts', 'blocks', 'unfurl_links']));
    expect(facts?.properties.find((property) => property.name === 'channel')?.required).toBe(true);
    expect(facts?.properties.find((property) => property.name === 'thread_ts')?.required).toBe(false);
  });

  it('offers the allowed values and the bounds of an argument', () => {
    expect(schemaFactsAt('methods', { presence: 'auto' }, '/presence', { method: 'users.setPresence' })?.allowed).toEqual(['auto', 'away']);
    expect(schemaFactsAt('methods', {}, '/changes/0/operation', { fileName: 'notes.canvases.edit.yaml' })?.allowed).toEqual([
      'insert_after',
      'insert_before',
      'insert_at_start',
      'insert_at_end',
      'replace',
      'delete',
      'rename',
    ]);
    expect(schemaFactsAt('methods', {}, '/prompts', { method: 'assistant.threads.setSuggestedPrompts' })?.limits).toMatchObject({ maxItems: 4 });
    expect(schemaFactsAt('methods', {}, '/loading_messages', { method: 'assistant.threads.setStatus' })?.limits).toMatchObject({ maxItems: 10 });
  });

  it('answers inside Block Kit arguments with the block schemas', () => {
    const args = { channel: 'C1', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'Hi' } }] };
    expect(schemaFactsAt('methods', args, '/blocks/0/text/text', { method: 'chat.postMessage' })?.limits).toMatchObject({ maxLength: 150 });
  });

  it('answers inside stream chunks by their type, and inside a blocks chunk with the block schemas', () => {
    const args = {
      channel: 'D1',
      chunks: [
        { type: 'task_update', id: 't1', title: 'Search', status: 'pending' },
        { type: 'blocks', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'Hi' } }] },
      ],
    };
    const method = { fileName: 'reply.chat.startStream.json' };
    expect(schemaFactsAt('methods', args, '/chunks/0/status', method)?.allowed).toEqual(['pending', 'in_progress', 'complete', 'error']);
    expect(schemaFactsAt('methods', args, '/chunks/0', method)?.properties.map((property) => property.name)).toEqual(
      expect.arrayContaining(['id', 'title', 'status', 'details', 'output', 'sources']),
    );
    expect(schemaFactsAt('methods', args, '/chunks/1/blocks/0/text/text', method)?.limits).toMatchObject({ maxLength: 150 });
  });

  it('knows nothing without a method', () => {
    expect(schemaFactsAt('methods', {}, '', {})).toBeUndefined();
    expect(schemaFactsAt('methods', {}, '')).toBeUndefined();
  });
});
