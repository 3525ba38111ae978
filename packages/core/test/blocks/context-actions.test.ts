import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';
import { button, home, modal, msg, plain } from './layout-fixtures.js';

const contextActions = (elements: unknown) => ({ type: 'context_actions', elements });
const feedback = (id: string) => ({
  type: 'feedback_buttons',
  action_id: id,
  positive_button: { text: plain('Good Response'), accessibility_label: 'Submit positive feedback on this response', value: 'good-feedback' },
  negative_button: { text: plain('Bad Response'), accessibility_label: 'Submit negative feedback on this response', value: 'bad-feedback' },
});
const trash = (id: string) => ({ type: 'icon_button', icon: 'trash', text: plain('Delete'), action_id: id, value: 'delete' });
const elements = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? trash(`t${i}`) : feedback(`f${i}`)));

describe('context_actions block', () => {
  it('accepts the docs example: feedback buttons and an icon button', () => {
    expect(validateBlocks(msg(contextActions([feedback('feedback'), trash('remove')]))).problems).toEqual([]);
  });

  it('takes 5 elements and reports the 6th, in YAML and JSON', () => {
    expect(validateBlocks(msg(contextActions(elements(5)))).problems).toEqual([]);
    expectTwins(msg(contextActions(elements(6))), [{ rule: 'max-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
    const [problem] = validateBlocks(msg(contextActions(elements(6)))).problems;
    expect(problem?.data).toMatchObject({ limit: 5, actual: 6 });
  });

  it('needs at least one element', () => {
    expectTwins(msg(contextActions([])), [{ rule: 'min-items', pointer: '/blocks/0/elements', needle: 'elements' }]);
  });

  it('holds feedback buttons and icon buttons only', () => {
    expectTwins(msg(contextActions([button('b')])), [{ rule: 'type-not-allowed', pointer: '/blocks/0/elements/0/type', needle: 'button' }]);
  });

  it('belongs in messages, not in modals or home tabs', () => {
    expectTwins(modal(contextActions([trash('t')])), [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'context_actions' }]);
    expectTwins(home(contextActions([trash('t')])), [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: 'context_actions' }]);
  });
});
