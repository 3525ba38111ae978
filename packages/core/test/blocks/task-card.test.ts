import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const rich = (text: string) => ({ type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text }] }] });
const taskCard = (extra: Record<string, unknown> = {}) => ({ type: 'task_card', task_id: 'task_1', title: 'Fetching weather data', ...extra });

describe('task card block', () => {
  it('accepts the documented example: status, details, output and url sources', () => {
    const example = taskCard({
      block_id: 'weather',
      status: 'complete',
      details: rich('Looked up the forecast.'),
      output: rich('Sunny, 22°C'),
      sources: [{ type: 'url', url: 'https://weather.com/', text: 'weather.com' }],
    });
    expect(validateBlocks(message(example)).problems).toEqual([]);
    for (const status of ['pending', 'in_progress', 'error']) expect(validateBlocks(message(taskCard({ status }))).problems).toEqual([]);
  });

  it('needs a task_id and a title of at least one character', () => {
    expectTwins(message({ type: 'task_card', task_id: '', title: '' }), [
      { rule: 'min-length', pointer: '/blocks/0/task_id', needle: 'task_id' },
      { rule: 'min-length', pointer: '/blocks/0/title', needle: 'title' },
    ]);
    expectTwins(message({ type: 'task_card' }), [
      { rule: 'required', pointer: '/blocks/0/task_id', needle: { json: '    {', yaml: '- type: task_card' } },
      { rule: 'required', pointer: '/blocks/0/title', needle: { json: '    {', yaml: '- type: task_card' } },
    ]);
  });

  it('checks status, sources and the rich text of details and output', () => {
    expectTwins(
      message(
        taskCard({
          status: 'done',
          details: { type: 'section', text: { type: 'mrkdwn', text: 'not rich' } },
          output: { type: 'rich_text', elements: [{ type: 'rich_text_sectoin', elements: [] }] },
          sources: [{ type: 'link', url: 'https://example.com', text: '' }],
        }),
      ),
      [
        { rule: 'enum', pointer: '/blocks/0/status', needle: 'done' },
        { rule: 'type-not-allowed', pointer: '/blocks/0/details/type', needle: { json: '"type": "section"', yaml: 'type: section' } },
        { rule: 'unknown-type', pointer: '/blocks/0/output/elements/0/type', needle: 'rich_text_sectoin' },
        { rule: 'enum', pointer: '/blocks/0/sources/0/type', needle: { json: '"type": "link"', yaml: 'type: link' } },
        { rule: 'min-length', pointer: '/blocks/0/sources/0/text', needle: { json: '"text": ""', yaml: 'text: ""' } },
      ],
    );
  });

  it('is shown in messages only', () => {
    expectTwins({ type: 'home', blocks: [taskCard()] }, [
      { rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "task_card"', yaml: 'type: task_card' } },
    ]);
  });

  it('the block id is at most 255 characters', () => {
    expectTwins(message(taskCard({ block_id: 'b'.repeat(256) })), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});
