import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const raw = (text: string) => ({ type: 'raw_text', text });
const rich = (text: string) => ({ type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text }] }] });
const table = (rows: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'table', rows, ...extra });
const grid = (rows: number, columns: number) => Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => raw(`r${r}c${c}`)));

describe('table block', () => {
  it('accepts the documented example: settings for some columns, raw and rich text cells', () => {
    const example = table(
      [
        [raw('Header A'), raw('Header B')],
        [raw('Data 1A'), raw('Data 1B')],
        [
          rich('Data 2A'),
          {
            type: 'rich_text',
            elements: [{ type: 'rich_text_section', elements: [{ type: 'link', text: 'Data 2B', url: 'https://slack.com' }] }],
          },
        ],
      ],
      { column_settings: [{ is_wrapped: true }, { align: 'right' }] },
    );
    expect(validateBlocks(message(example)).problems).toEqual([]);
    expect(validateBlocks(message(table([[raw('a'), raw('b'), raw('')]], { column_settings: [null, { align: 'center' }] }))).problems).toEqual([]);
  });

  it('holds 1 to 100 rows', () => {
    expect(validateBlocks(message(table(grid(100, 1)))).problems).toEqual([]);
    expect(validateBlocks(message(table(grid(1, 1)))).problems).toEqual([]);
    expectTwins(message(table(grid(101, 1))), [{ rule: 'max-items', pointer: '/blocks/0/rows', needle: 'rows' }]);
    expectTwins(message(table([])), [{ rule: 'min-items', pointer: '/blocks/0/rows', needle: 'rows' }]);
  });

  it('holds 1 to 20 cells per row', () => {
    expect(validateBlocks(message(table(grid(2, 20)))).problems).toEqual([]);
    expectTwins(message(table(grid(1, 21))), [
      { rule: 'max-items', pointer: '/blocks/0/rows/0', needle: { json: '        [\n          {', yaml: '- - type' } },
    ]);
    expectTwins(message(table([[]])), [{ rule: 'min-items', pointer: '/blocks/0/rows/0', needle: { json: '        []', yaml: '- []' } }]);
  });

  it('takes at most 20 column settings, and no more than the table has columns', () => {
    expect(validateBlocks(message(table(grid(1, 20), { column_settings: Array.from({ length: 20 }, () => ({ align: 'left' })) }))).problems).toEqual([]);
    expectTwins(message(table(grid(1, 20), { column_settings: Array.from({ length: 21 }, () => null) })), [
      { rule: 'max-items', pointer: '/blocks/0/column_settings', needle: 'column_settings' },
      { rule: 'table-column-settings-mismatch', pointer: '/blocks/0/column_settings', needle: 'column_settings' },
    ]);
    expectTwins(message(table(grid(2, 2), { column_settings: [null, null, { align: 'right' }] })), [
      { rule: 'table-column-settings-mismatch', pointer: '/blocks/0/column_settings', needle: 'column_settings' },
    ]);
  });

  it('reports rows of different lengths at each short or long row', () => {
    expectTwins(message(table([[raw('a'), raw('b')], [raw('c')], [raw('d'), raw('e')], [raw('f'), raw('g'), raw('h')]])), [
      { rule: 'table-ragged-rows', pointer: '/blocks/0/rows/1', needle: { json: ['        [\n', 2], yaml: '- - type: raw_text\n          text: c' } },
      { rule: 'table-ragged-rows', pointer: '/blocks/0/rows/3', needle: { json: ['        [\n', 4], yaml: '- - type: raw_text\n          text: f' } },
    ]);
  });

  it('checks each cell against its type, and the rich text inside', () => {
    expectTwins(
      message(
        table([
          [
            { type: 'raw_text', elements: [] },
            { type: 'rich_txt', text: 'x' },
            { type: 'rich_text', elements: [{ type: 'rich_text_sectoin', elements: [] }] },
          ],
        ]),
      ),
      [
        {
          rule: 'table-cell-shape',
          pointer: '/blocks/0/rows/0/0/text',
          needle: { json: '          {\n            "type": "raw_text"', yaml: '- - type: raw_text' },
        },
        { rule: 'table-cell-shape', pointer: '/blocks/0/rows/0/0/elements', needle: { json: '"elements": []', yaml: 'elements: []' } },
        { rule: 'enum', pointer: '/blocks/0/rows/0/1/type', needle: 'rich_txt' },
        { rule: 'unknown-type', pointer: '/blocks/0/rows/0/2/elements/0/type', needle: 'rich_text_sectoin' },
      ],
    );
  });

  it('takes cells whose type names an object property without failing', () => {
    expectTwins(message(table([[{ type: 'constructor', text: 'x' }]])), [{ rule: 'enum', pointer: '/blocks/0/rows/0/0/type', needle: 'constructor' }]);
  });

  it('names a misspelled column setting', () => {
    expectTwins(message(table(grid(1, 2), { column_settings: [{ aling: 'left' }, { align: 'middle' }] })), [
      { rule: 'unknown-key', pointer: '/blocks/0/column_settings/0/aling', needle: 'aling' },
      { rule: 'enum', pointer: '/blocks/0/column_settings/1/align', needle: 'middle' },
    ]);
  });

  it('belongs in messages only', () => {
    const view = (type: string) => ({ type, ...(type === 'modal' ? { title: { type: 'plain_text', text: 'Report' } } : {}), blocks: [table(grid(1, 1))] });
    expectTwins(view('modal'), [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "table"', yaml: 'type: table' } }]);
    expectTwins(view('home'), [{ rule: 'not-on-surface', pointer: '/blocks/0/type', needle: { json: '"type": "table"', yaml: 'type: table' } }]);
  });

  it('the block id is at most 255 characters', () => {
    expect(validateBlocks(message(table(grid(1, 1), { block_id: 'b'.repeat(255) }))).problems).toEqual([]);
    expectTwins(message(table(grid(1, 1), { block_id: 'b'.repeat(256) })), [{ rule: 'max-length', pointer: '/blocks/0/block_id', needle: 'bbbb' }]);
  });
});
