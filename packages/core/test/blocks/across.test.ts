import { describe, expect, test } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const section = (block_id?: string) => ({ type: 'section', ...(block_id ? { block_id } : {}), text: { type: 'mrkdwn', text: 'Hello' } });
const button = (action_id: string, text = 'Go') => ({ type: 'button', text: plain(text), action_id });
const actions = (block_id: string, ...ids: string[]) => ({ type: 'actions', block_id, elements: ids.map((id, i) => button(id, `B${i}`)) });
const textInput = (action_id: string, focus?: boolean) => ({
  type: 'input',
  label: plain(action_id),
  element: { type: 'plain_text_input', action_id, ...(focus === undefined ? {} : { focus_on_load: focus }) },
});
const modal = (...blocks: unknown[]) => ({ type: 'modal', title: plain('Form'), submit: plain('Send'), blocks });
const table = (block_id?: string) => ({ type: 'table', ...(block_id ? { block_id } : {}), rows: [[{ type: 'raw_text', text: 'a' }]] });
const markdown = (length: number) => ({ type: 'markdown', text: 'a'.repeat(length) });
const rules = (value: unknown) => validateBlocks(value).problems.map((p) => [p.rule, p.pointer]);

describe('block-id-duplicate', () => {
  test('distinct block ids pass', () => {
    expect(validateBlocks(message(section('a'), section('b'), { type: 'divider', block_id: 'c' })).problems).toEqual([]);
  });
  test('a repeated block_id is an error at the second, naming the first', () => {
    expectTwins(message(section('a'), section('b'), { type: 'divider', block_id: 'a' }), [
      { rule: 'block-id-duplicate', pointer: '/blocks/2/block_id', needle: { json: ['"a"', 2], yaml: ['block_id: a', 2] } },
    ]);
    const [problem] = validateBlocks(message(section('a'), section('a'))).problems;
    expect(problem?.message).toBe('`blocks[1].block_id` is "a", already the block_id of `blocks[0]`; each block_id must be unique within a message.');
    expect(problem?.data).toEqual({ value: 'a', first: '/blocks/0/block_id' });
  });
  test('in a view, and across a message and its attachments', () => {
    expect(rules(modal(section('x'), textInput('name'), section('x')))).toEqual([['block-id-duplicate', '/blocks/2/block_id']]);
    expect(rules({ text: 'x', blocks: [section('x')], attachments: [{ blocks: [section('x')] }] })).toEqual([
      ['block-id-duplicate', '/attachments/0/blocks/0/block_id'],
    ]);
  });
  test('markdown blocks are left out: the service drops their block_id', () => {
    expect(validateBlocks(message({ ...markdown(5), block_id: 'm' }, { ...markdown(5), block_id: 'm' })).problems).toEqual([]);
  });
  test('the same block_id in two messages is fine: each document is one payload', () => {
    expect(validateBlocks([section('a')]).problems).toEqual([]);
  });
});

describe('action-id-duplicate', () => {
  test('distinct action ids in a block pass, and the same action_id in two blocks passes', () => {
    expect(validateBlocks(message(actions('one', 'a', 'b'), actions('two', 'a', 'b'))).problems).toEqual([]);
  });
  test('a repeated action_id within a block is an error at the second', () => {
    expectTwins(message(actions('one', 'go', 'stop', 'go')), [{ rule: 'action-id-duplicate', pointer: '/blocks/0/elements/2/action_id', needle: ['go', 2] }]);
    const [problem] = validateBlocks(message(actions('one', 'go', 'go'))).problems;
    expect(problem?.data).toEqual({ value: 'go', first: '/blocks/0/elements/0/action_id' });
  });
});

test('each card of a carousel is a block of its own for action ids', () => {
  const card = (title: string) => ({ type: 'card', title: plain(title), actions: [button('open')] });
  expect(validateBlocks(message({ type: 'carousel', elements: [card('One'), card('Two')] })).problems).toEqual([]);
});

describe('focus-on-load-multiple', () => {
  test('one focused element in a view passes', () => {
    expect(validateBlocks(modal(textInput('a', true), textInput('b', false), textInput('c'))).problems).toEqual([]);
  });
  test('a second focused element is an error at its focus_on_load', () => {
    expectTwins(modal(textInput('a', true), textInput('b'), textInput('c', true)), [
      { rule: 'focus-on-load-multiple', pointer: '/blocks/2/element/focus_on_load', needle: ['focus_on_load', 2] },
    ]);
    const problems = validateBlocks(modal(textInput('a', true), textInput('b', true), textInput('c', true))).problems;
    expect(problems.map((p) => [p.pointer, p.data])).toEqual([
      ['/blocks/1/element/focus_on_load', { limit: 1, actual: 3, first: '/blocks/0/element/focus_on_load' }],
      ['/blocks/2/element/focus_on_load', { limit: 1, actual: 3, first: '/blocks/0/element/focus_on_load' }],
    ]);
  });
});

describe('markdown-total-too-long', () => {
  test('12,000 characters of markdown in a message pass', () => {
    expect(validateBlocks(message(markdown(6000), markdown(6000))).problems).toEqual([]);
  });
  test('12,001 are an error at the block that passes the total', () => {
    expectTwins(message(markdown(6000), section(), markdown(6001)), [{ rule: 'markdown-total-too-long', pointer: '/blocks/2/text', needle: 'a'.repeat(6001) }]);
    expect(validateBlocks(message(markdown(6000), markdown(6001), markdown(10))).problems.map((p) => [p.pointer, p.data])).toEqual([
      ['/blocks/1/text', { limit: 12_000, actual: 12_011 }],
    ]);
  });
  test('one block over the limit alone is its own max-length problem only', () => {
    expect(validateBlocks(message(markdown(12_001), markdown(5))).problems.map((p) => [p.rule, p.pointer])).toEqual([['max-length', '/blocks/0/text']]);
  });
  test('characters are code points: an emoji counts once', () => {
    expect(validateBlocks(message({ type: 'markdown', text: '😀'.repeat(6000) }, markdown(6000))).problems).toEqual([]);
  });
});

describe('one-table-per-message', () => {
  test('one table passes', () => {
    expect(validateBlocks(message(section(), table())).problems).toEqual([]);
  });
  test('a second table is an error at its type, naming the first', () => {
    expectTwins(message(table(), section(), table()), [{ rule: 'one-table-per-message', pointer: '/blocks/2/type', needle: ['table', 2] }]);
    expect(validateBlocks(message(table(), table())).problems[0]?.data).toEqual({ limit: 1, actual: 2, first: '/blocks/0' });
  });
});
