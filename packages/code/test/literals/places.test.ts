import { describe, expect, it } from 'vitest';
import { literalsOf } from './read.js';

/**
 * Where a payload's parts are written (`Places`): a literal without spreads places each part when a problem
 * asks for it; with spreads, each part is placed as it is built. Both must point at the written part.
 */
const at = (text: string, needle: string, nth = 1): { line: number; character: number } => {
  let offset = -1;
  for (let count = 0; count < nth; count++) offset = text.indexOf(needle, offset + 1);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
};

describe('the places of a payload’s parts', () => {
  it('puts a key written twice at its last property, the one whose value the object holds', async () => {
    const text = [
      'export async function post(client) {',
      '  await client.chat.postMessage({ channel: "C1", blocks: [',
      '    { type: "header", text: { type: "plain_text", text: "ok" }, text: "Title" },',
      '  ] });',
      '}',
      '',
    ].join('\n');
    const [problems] = await literalsOf([{ fileName: '/app/post.js', text }]);
    expect(problems!.map((problem) => [problem.pointer, problem.range.start])).toEqual([['/blocks/0/text', at(text, '"Title"')]]);
  });

  it('counts a list’s holes as items and places each item at its element, with spreads or without', async () => {
    const text = [
      'const extra = [{ type: "divider" }];',
      'export async function post(client) {',
      '  await client.chat.postMessage({ channel: "C1", blocks: [, { type: "sectoin" }] });',
      '  await client.chat.postMessage({ channel: "C1", blocks: [...extra, { type: "sectoin" }] });',
      '  await client.chat.postMessage({ channel: "C1", blocks: [{ ...extra[0], type: "dividr" }] });',
      '}',
      '',
    ].join('\n');
    const [problems] = await literalsOf([{ fileName: '/app/post.js', text }]);
    expect(problems!.filter((problem) => problem.rule === 'unknown-type').map((problem) => [problem.pointer, problem.range.start])).toEqual([
      ['/blocks/1/type', at(text, '"sectoin"')],
      ['/blocks/1/type', at(text, '"sectoin"', 2)],
      ['/blocks/0/type', at(text, '"dividr"')],
    ]);
  });
});
