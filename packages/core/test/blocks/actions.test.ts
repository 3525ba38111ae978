import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { blockStart, button, msg, plain } from './layout-fixtures.js';

const actions = (elements: unknown, extra: Record<string, unknown> = {}) => ({ type: 'actions', elements, ...extra });
const buttons = (n: number) => Array.from({ length: n }, (_, i) => button(`b${i}`));

describe('actions block', () => {
  it('accepts the docs examples: a select and a button, a datepicker and an overflow menu', () => {
    const select = {
      type: 'static_select',
      placeholder: plain('Which witch is the witchiest witch?'),
      action_id: 'select_2',
      options: [
        { text: plain('Matilda'), value: 'matilda' },
        { text: plain('Glinda'), value: 'glinda' },
      ],
    };
    const first = actions([select, { ...button('button_1', 'Cancel'), value: 'cancel' }], { block_id: 'actions1' });
    const second = actions(
      [
        { type: 'datepicker', action_id: 'datepicker123', initial_date: '1990-04-28', placeholder: plain('Select a date') },
        {
          type: 'overflow',
          action_id: 'overflow',
          options: [
            { text: plain('*this is plain_text text*'), value: 'value-0' },
            { text: plain('*this is plain_text text*'), value: 'value-1' },
          ],
        },
        { type: 'button', text: plain('Click Me'), value: 'click_me_123', action_id: 'button', style: 'primary' },
      ],
      { block_id: 'actionblock789' },
    );
    expect(validateBlocks(msg(first, second)).problems).toEqual([]);
  });

  it('takes 25 elements and reports the 26th, in YAML and JSON', () => {
    expect(validateBlocks(msg(actions(buttons(25)))).problems).toEqual([]);
    expectTwins(msg(actions(buttons(26))), [{ rule: 'max-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
    const [problem] = validateBlocks(msg(actions(buttons(26)))).problems;
    expect(problem?.data).toMatchObject({ limit: 25, actual: 26 });
  });

  it('needs at least one element', () => {
    expect(validateBlocks(msg(actions(buttons(1)))).problems).toEqual([]);
    expectTwins(msg(actions([])), [{ rule: 'min-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
    expectTwins(msg({ type: 'actions' }), [{ rule: 'required', pointer: '/blocks/0/elements', needle: blockStart('actions') }]);
  });

  it('rejects input-only elements and names a misspelled type', () => {
    expectTwins(
      msg(
        actions([
          { type: 'plain_text_input', action_id: 'x' },
          { type: 'buton', text: plain('Hi') },
        ]),
      ),
      [
        { rule: 'type-not-allowed', pointer: '/blocks/0/elements/0/type', needle: 'plain_text_input' },
        { rule: 'unknown-type', pointer: '/blocks/0/elements/1/type', needle: 'buton' },
      ],
    );
    const problems = validateBlocks(msg(actions([{ type: 'buton', text: plain('Hi') }]))).problems;
    expect(problems[0]?.data).toMatchObject({ suggestion: 'button' });
  });

  it('reports an unknown key with its likely meaning', () => {
    expectTwins(msg(actions(buttons(1), { blockid: 'x' })), [{ rule: 'unknown-key', pointer: '/blocks/0/blockid', needle: 'blockid' }]);
  });
});
