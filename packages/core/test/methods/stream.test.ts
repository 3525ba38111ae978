import { describe, it } from 'vitest';
import { expectClean, expectTwins } from './helpers.js';

const START = 'chat.startStream';
const APPEND = 'chat.appendStream';
const STOP = 'chat.stopStream';

const markdown = (text: string) => ({ type: 'markdown_text', text });
const task = (extra: Record<string, unknown> = {}) => ({ type: 'task_update', id: 'task_1', title: 'Fetching weather data', status: 'in_progress', ...extra });
const section = (n: number) => ({ type: 'section', text: { type: 'mrkdwn', text: `Part ${n}` } });
const feedback = {
  type: 'context_actions',
  elements: [
    {
      type: 'feedback_buttons',
      action_id: 'feedback',
      positive_button: { text: { type: 'plain_text', text: 'Good' }, value: 'good' },
      negative_button: { text: { type: 'plain_text', text: 'Bad' }, value: 'bad' },
    },
  ],
};

describe('chat.startStream', () => {
  it('accepts the reference examples: a thread reply to a user, the plan display mode, every chunk type', () => {
    expectClean(START, {
      channel: 'C123ABC456',
      thread_ts: '1721609600.123456',
      recipient_user_id: 'U0123456789',
      recipient_team_id: 'T0123456789',
      task_display_mode: 'plan',
      markdown_text: '**This is bold text**',
    });
    expectClean(START, {
      channel: 'D123ABC456',
      chunks: [
        markdown('We love Sandra'),
        { type: 'plan_update', title: 'Finding the forecast' },
        task({ details: 'Reading two sources', output: 'Found it', sources: [{ type: 'url', url: 'https://weather.example.com', text: 'Weather' }] }),
        { type: 'blocks', blocks: [section(1)] },
      ],
    });
  });

  it('takes markdown_text up to 12,000 characters', () => {
    expectClean(START, { channel: 'D1', markdown_text: 'm'.repeat(12_000) });
    expectTwins(START, { channel: 'D1', markdown_text: 'm'.repeat(12_001) }, [{ rule: 'max-length', pointer: '/markdown_text', needle: 'mmmm' }]);
  });

  it('knows the task display modes', () => {
    expectTwins(START, { channel: 'D1', task_display_mode: 'timline' }, [{ rule: 'enum', pointer: '/task_display_mode', needle: 'timline' }]);
  });

  it('reports an unknown chunk type with its pointer, and a chunk without a type', () => {
    expectTwins(START, { channel: 'D1', chunks: [markdown('Hi'), { type: 'markdown', text: 'x' }] }, [
      { rule: 'stream-chunk-type', pointer: '/chunks/1/type', needle: { json: '"markdown"', yaml: 'type: markdown\n' } },
    ]);
    expectTwins(START, { channel: 'D1', chunks: [{ text: 'no type' }] }, [
      { rule: 'stream-chunk-type', pointer: '/chunks/0/type', needle: { json: ['{', 2], yaml: 'no type' } },
    ]);
    expectTwins(START, { channel: 'D1', chunks: ['plain words'] }, [{ rule: 'type', pointer: '/chunks/0', needle: 'plain words' }]);
  });

  it('checks task_update: required id, title and status, the status values, unknown keys and sources', () => {
    expectTwins(START, { channel: 'D1', chunks: [{ type: 'task_update', title: 'Searching', status: 'pending' }] }, [
      { rule: 'required', pointer: '/chunks/0/id', needle: { json: ['{', 2], yaml: 'task_update' } },
    ]);
    expectTwins(START, { channel: 'D1', chunks: [task({ status: 'done' })] }, [{ rule: 'enum', pointer: '/chunks/0/status', needle: 'done' }]);
    expectTwins(START, { channel: 'D1', chunks: [task({ detail: 'typo' })] }, [{ rule: 'unknown-key', pointer: '/chunks/0/detail', needle: 'detail' }]);
    expectTwins(START, { channel: 'D1', chunks: [task({ sources: [{ type: 'url', url: 'https://a.example' }] })] }, [
      { rule: 'required', pointer: '/chunks/0/sources/0/text', needle: { json: ['{', 3], yaml: 'type: url' } },
    ]);
    expectTwins(START, { channel: 'D1', chunks: [{ type: 'plan_update' }] }, [
      { rule: 'required', pointer: '/chunks/0/title', needle: { json: ['{', 2], yaml: 'plan_update' } },
    ]);
  });

  it('checks a blocks chunk as Block Kit, with pointers into the chunk, and at most 50 blocks', () => {
    expectClean(START, { channel: 'D1', chunks: [{ type: 'blocks', blocks: Array.from({ length: 50 }, (_, i) => section(i)) }] });
    expectTwins(START, { channel: 'D1', chunks: [{ type: 'blocks', blocks: Array.from({ length: 51 }, (_, i) => section(i)) }] }, [
      { rule: 'too-many-blocks', pointer: '/chunks/0/blocks', needle: { json: '"blocks": [', yaml: 'blocks:' } },
    ]);
    expectTwins(START, { channel: 'D1', chunks: [markdown('a'), markdown('b'), { type: 'blocks', blocks: [section(1), { type: 'sektion', text: 'x' }] }] }, [
      { rule: 'unknown-type', pointer: '/chunks/2/blocks/1/type', needle: 'sektion' },
    ]);
    expectTwins(START, { channel: 'D1', chunks: [{ type: 'blocks', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'h'.repeat(151) } }] }] }, [
      { rule: 'max-length', pointer: '/chunks/0/blocks/0/text/text', needle: 'hhhh' },
    ]);
  });

  it('reads chunks written as a JSON string', () => {
    expectClean(START, { channel: 'D1', chunks: JSON.stringify([markdown('Hello')]) });
    expectTwins(START, { channel: 'D1', chunks: JSON.stringify([{ type: 'markdown_txt', text: 'Hello' }]) }, [
      { rule: 'stream-chunk-type', pointer: '/chunks/0/type', needle: 'markdown_txt' },
    ]);
  });
});

describe('chat.appendStream', () => {
  it('follows the newer page: markdown_text or chunks, both optional', () => {
    expectClean(APPEND, { channel: 'C1', ts: '1503435956.000247', markdown_text: 'more text' });
    expectClean(APPEND, { channel: 'C1', ts: '1503435956.000247', chunks: [task({ status: 'complete' })] });
  });

  it('warns when there is nothing to append (the method JSON still requires markdown_text)', () => {
    expectTwins(APPEND, { channel: 'C1', ts: '1503435956.000247' }, [
      { rule: 'stream-content', pointer: '/markdown_text', needle: { json: '{', yaml: 'channel' } },
    ]);
  });

  it('requires ts and refuses arguments of startStream', () => {
    expectTwins(APPEND, { channel: 'C1', markdown_text: 'x', task_display_mode: 'plan' }, [
      { rule: 'required', pointer: '/ts', needle: { json: '{', yaml: 'channel' } },
      { rule: 'unknown-key', pointer: '/task_display_mode', needle: 'task_display_mode' },
    ]);
  });
});

describe('chat.stopStream', () => {
  it('accepts session_status, final blocks with feedback buttons, and metadata', () => {
    expectClean(STOP, {
      channel: 'C1',
      ts: '1503435956.000247',
      markdown_text: 'Done.',
      blocks: [feedback],
      metadata: { event_type: 'task_created', event_payload: { id: '11223' } },
      session_status: 'processing',
    });
  });

  it('checks session_status values', () => {
    expectTwins(STOP, { channel: 'C1', ts: '1.2', session_status: 'finished' }, [{ rule: 'enum', pointer: '/session_status', needle: 'finished' }]);
  });

  it('checks its blocks as Block Kit: feedback buttons need both buttons, at most 50 blocks', () => {
    const broken = { ...feedback, elements: [{ ...feedback.elements[0], negative_button: undefined }] };
    expectTwins(STOP, { channel: 'C1', ts: '1.2', blocks: [JSON.parse(JSON.stringify(broken))] }, [
      { rule: 'required', pointer: '/blocks/0/elements/0/negative_button', needle: { json: ['{', 3], yaml: 'feedback_buttons' } },
    ]);
    expectTwins(STOP, { channel: 'C1', ts: '1.2', blocks: Array.from({ length: 51 }, (_, i) => section(i)) }, [
      { rule: 'too-many-blocks', pointer: '/blocks', needle: { json: '"blocks"', yaml: 'blocks:' } },
    ]);
  });
});
