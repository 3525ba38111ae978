import { expect } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins } from './helpers.js';

/** Payload builders for the element and composition object tests. */
export const pt = (text: string, extra: Record<string, unknown> = {}) => ({ type: 'plain_text', text, ...extra });
export const md = (text: string) => ({ type: 'mrkdwn', text });
export const opt = (value: string, text = value, extra: Record<string, unknown> = {}) => ({ text: pt(text), value, ...extra });
export const mdOpt = (value: string, text = value) => ({ text: md(text), value });
export const repeat = (letter: string, count: number) => letter.repeat(count);

export const inActions = (...elements: unknown[]) => ({ text: 'fallback', blocks: [{ type: 'actions', elements }] });
export const inInput = (element: unknown) => ({ text: 'fallback', blocks: [{ type: 'input', label: pt('Label'), element }] });
export const inAccessory = (element: unknown) => ({ text: 'fallback', blocks: [{ type: 'section', text: md('Text'), accessory: element }] });
export const inContext = (...elements: unknown[]) => ({ text: 'fallback', blocks: [{ type: 'context', elements }] });
export const inContextActions = (...elements: unknown[]) => ({ text: 'fallback', blocks: [{ type: 'context_actions', elements }] });
export const modal = (...blocks: unknown[]) => ({ type: 'modal', title: pt('Title'), submit: pt('Send'), blocks });
export const inModalInput = (element: unknown) => modal({ type: 'input', label: pt('Label'), element });

/** No problem at all. */
export function clean(value: unknown): void {
  expect(validateBlocks(value).problems).toEqual([]);
}

/** Exactly one problem, of `rule` at `pointer`, on the line holding `needle`, in JSON and YAML. */
type Needle = string | [string, number];

export function one(value: unknown, rule: string, pointer: string, needle: Needle | { json: Needle; yaml: Needle }): void {
  expectTwins(value, [{ rule, pointer, needle }]);
}

/** The problems as rule and pointer, for checks where the line does not matter. */
export function found(value: unknown): { rule: string; pointer: string }[] {
  return validateBlocks(value).problems.map(({ rule, pointer }) => ({ rule, pointer }));
}

/** The single problem's data. */
export function dataOf(value: unknown): unknown {
  const problems = validateBlocks(value).problems;
  expect(problems).toHaveLength(1);
  return problems[0]?.data;
}
