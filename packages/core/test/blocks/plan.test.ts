import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const rich = (text: string) => ({ type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text }] }] });
const plan = (extra: Record<string, unknown> = {}) => ({ type: 'plan', title: 'Thinking completed', ...extra });

describe('plan block', () => {
  it('accepts the documented example: a title and task cards without their type', () => {
    const example = plan({
      block_id: 'plan',
      tasks: [
        {
          task_id: 'call_001',
          title: 'Fetched user profile information',
          status: 'in_progress',
          details: rich('Searched the directory'),
          output: rich('Found 1 profile'),
        },
        { task_id: 'call_002', title: 'Checked calendar', status: 'pending' },
        {
          type: 'task_card',
          task_id: 'call_003',
          title: 'Summarised',
          status: 'complete',
          sources: [{ type: 'url', url: 'https://example.com', text: 'Example' }],
        },
      ],
    });
    expect(validateBlocks(message(example)).problems).toEqual([]);
    expect(validateBlocks(message(plan({ title: { type: 'plain_text', text: 'Plan', emoji: true } }))).problems).toEqual([]);
  });

  it("leaves a task's details and output out of the unique block_id, as the documented example repeats one", () => {
    const withId = (block_id: string, text: string) => ({ ...rich(text), block_id });
    const tasks = [
      { task_id: 't1', title: 'Read the ticket', status: 'in_progress', details: withId('r1', 'Opened it'), output: withId('r1', 'Two steps') },
      { task_id: 't2', title: 'Drafted a reply', status: 'complete', output: withId('r1', 'Sent') },
    ];
    expectTwins(message(plan({ tasks })), []);
    expectTwins({ blocks: [{ type: 'task_card', task_id: 't1', title: 'Read', details: withId('r2', 'a'), output: withId('r2', 'b') }] }, []);
    // The message's own blocks still may not share one.
    expectTwins({ blocks: [plan({ block_id: 'p', tasks }), { type: 'divider', block_id: 'p' }] }, [
      { rule: 'block-id-duplicate', pointer: '/blocks/1/block_id', needle: { json: ['"block_id": "p"', 2], yaml: ['block_id: p', 2] } },
    ]);
  });

  it('needs a title of at least one character, as a string or plain_text', () => {
    expectTwins(message(plan({ title: '' })), [{ rule: 'min-length', pointer: '/blocks/0/title', needle: 'title' }]);
    expectTwins(message(plan({ title: { type: 'mrkdwn', text: '*Plan*' } })), [
      { rule: 'type-not-allowed', pointer: '/blocks/0/title/type', needle: 'mrkdwn' },
    ]);
    expectTwins(message(plan({ title: { type: 'plain_text', text: '' } })), [
      { rule: 'min-length', pointer: '/blocks/0/title/text', needle: { json: '"text": ""', yaml: 'text: ""' } },
    ]);
  });

  it('checks each task as a task card', () => {
    expectTwins(
      message(
        plan({
          tasks: [
            { task_id: 't1', status: 'started' },
            { type: 'card', task_id: 't2', title: 'x' },
          ],
        }),
      ),
      [
        { rule: 'required', pointer: '/blocks/0/tasks/0/title', needle: { json: '        {\n          "task_id": "t1"', yaml: '- task_id: t1' } },
        { rule: 'enum', pointer: '/blocks/0/tasks/0/status', needle: 'started' },
        { rule: 'enum', pointer: '/blocks/0/tasks/1/type', needle: { json: '"type": "card"', yaml: 'type: card' } },
      ],
    );
  });

  it('a message holds one plan', () => {
    expect(validateBlocks(message(plan())).problems).toEqual([]);
    expectTwins(message(plan(), plan({ title: 'Second' })), [
      { rule: 'one-plan-per-message', pointer: '/blocks/1/type', needle: { json: ['"type": "plan"', 2], yaml: ['type: plan', 2] } },
    ]);
  });

  it('is shown in messages only', () => {
    const modal = { type: 'modal', title: { type: 'plain_text', text: 'Plan' }, blocks: [plan()] };
    expectTwins(modal, [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "plan"', yaml: 'type: plan' } }]);
  });
});
