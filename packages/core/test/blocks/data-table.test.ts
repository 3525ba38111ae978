import { describe, expect, it } from 'vitest';
import { validateBlocks } from 'manifesto-core';
import { expectTwins, message } from './helpers.js';

const raw = (text: string) => ({ type: 'raw_text', text });
const num = (value: number, text?: string) => (text === undefined ? { type: 'raw_number', value } : { type: 'raw_number', value, text });
const rich = (text: string) => ({ type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text, style: { bold: true } }] }] });
const dataTable = (rows: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'data_table', caption: 'Open deals', rows, ...extra });
const grid = (rows: number, columns: number) => Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => raw(`r${r}c${c}`)));

describe('data table block', () => {
  it('accepts a table in the documented shape: caption, paging, a row header, raw text, numbers and rich text', () => {
    const example = dataTable(
      [
        [raw('Account'), raw('Stage'), raw('Amount')],
        [raw('Acme'), rich('Negotiation'), num(12000, '$12,000')],
        [raw('Globex'), raw('Closed won'), num(8000.5)],
      ],
      { page_size: 10, row_header_column_index: 0, block_id: 'deals' },
    );
    expect(validateBlocks(message(example)).problems).toEqual([]);
  });

  it('needs a caption of at least one character', () => {
    expectTwins(message({ type: 'data_table', rows: grid(2, 1) }), [
      { rule: 'required', pointer: '/blocks/0/caption', needle: { json: '    {', yaml: '- type' } },
    ]);
    expectTwins(message(dataTable(grid(2, 1), { caption: '' })), [{ rule: 'min-length', pointer: '/blocks/0/caption', needle: 'caption' }]);
  });

  it('holds 2 to 101 rows', () => {
    expect(validateBlocks(message(dataTable(grid(101, 1)))).problems).toEqual([]);
    expect(validateBlocks(message(dataTable(grid(2, 1)))).problems).toEqual([]);
    expectTwins(message(dataTable(grid(102, 1))), [{ rule: 'max-items', pointer: '/blocks/0/rows', needle: 'rows' }]);
    expect(validateBlocks(message(dataTable(grid(102, 1)))).problems[0]?.data).toEqual({ limit: 101, actual: 102 });
    expectTwins(message(dataTable(grid(1, 1))), [{ rule: 'min-items', pointer: '/blocks/0/rows', needle: 'rows' }]);
  });

  it('holds 1 to 20 cells per row, every row as long as the header', () => {
    expect(validateBlocks(message(dataTable(grid(2, 20)))).problems).toEqual([]);
    expectTwins(message(dataTable([grid(1, 21)[0], grid(1, 21)[0]])), [
      { rule: 'max-items', pointer: '/blocks/0/rows/0', needle: { json: ['        [\n', 1], yaml: ['- - type', 1] } },
      { rule: 'max-items', pointer: '/blocks/0/rows/1', needle: { json: ['        [\n', 2], yaml: ['- - type', 2] } },
    ]);
    expectTwins(message(dataTable([[raw('a')], []])), [
      { rule: 'min-items', pointer: '/blocks/0/rows/1', needle: { json: '        []', yaml: '- []' } },
      { rule: 'table-ragged-rows', pointer: '/blocks/0/rows/1', needle: { json: '        []', yaml: '- []' } },
    ]);
  });

  it('pages 1 to 100 rows at a time', () => {
    expect(validateBlocks(message(dataTable(grid(2, 1), { page_size: 1 }))).problems).toEqual([]);
    expect(validateBlocks(message(dataTable(grid(2, 1), { page_size: 100 }))).problems).toEqual([]);
    expectTwins(message(dataTable(grid(2, 1), { page_size: 101 })), [{ rule: 'data-table-page-size', pointer: '/blocks/0/page_size', needle: 'page_size' }]);
    expectTwins(message(dataTable(grid(2, 1), { page_size: 0 })), [{ rule: 'data-table-page-size', pointer: '/blocks/0/page_size', needle: 'page_size' }]);
    expect(validateBlocks(message(dataTable(grid(2, 1), { page_size: 101 }))).problems[0]?.data).toEqual({ limit: 100, actual: 101 });
  });

  it('names a row header column that exists: 0 to 19, and within the columns', () => {
    expect(validateBlocks(message(dataTable(grid(2, 20), { row_header_column_index: 19 }))).problems).toEqual([]);
    expect(validateBlocks(message(dataTable(grid(2, 3), { row_header_column_index: 2 }))).problems).toEqual([]);
    expectTwins(message(dataTable(grid(2, 20), { row_header_column_index: 20 })), [
      { rule: 'data-table-row-header-index', pointer: '/blocks/0/row_header_column_index', needle: 'row_header_column_index' },
    ]);
    expectTwins(message(dataTable(grid(2, 3), { row_header_column_index: 3 })), [
      { rule: 'data-table-row-header-index', pointer: '/blocks/0/row_header_column_index', needle: 'row_header_column_index' },
    ]);
    expectTwins(message(dataTable(grid(2, 3), { row_header_column_index: -1 })), [
      { rule: 'data-table-row-header-index', pointer: '/blocks/0/row_header_column_index', needle: 'row_header_column_index' },
    ]);
  });

  it('keeps rich text out of the header row', () => {
    expect(validateBlocks(message(dataTable([[raw('Name')], [rich('Acme')]]))).problems).toEqual([]);
    expectTwins(message(dataTable([[rich('Name')], [raw('Acme')]])), [
      { rule: 'data-table-header-rich-text', pointer: '/blocks/0/rows/0/0/type', needle: { json: '"type": "rich_text"', yaml: 'type: rich_text' } },
    ]);
  });

  it('needs text in raw_text cells and a value in raw_number cells', () => {
    expectTwins(message(dataTable([[raw('Name')], [raw('')], [{ type: 'raw_number', text: 'twelve' }]])), [
      { rule: 'min-length', pointer: '/blocks/0/rows/1/0/text', needle: { json: '"text": ""', yaml: 'text: ""' } },
      {
        rule: 'table-cell-shape',
        pointer: '/blocks/0/rows/2/0/value',
        needle: { json: ['          {\n            "type": "raw_number"', 1], yaml: 'type: raw_number' },
      },
    ]);
  });

  it('holds at most 10,000 characters of cell text in all', () => {
    const cells = (n: number, last: number) => Array.from({ length: n }, (_, c) => raw('x'.repeat(c === n - 1 ? last : 250)));
    expect(validateBlocks(message(dataTable([cells(20, 250), cells(20, 250)]))).problems).toEqual([]);
    expectTwins(message(dataTable([cells(20, 250), cells(20, 251)])), [{ rule: 'data-table-text-too-long', pointer: '/blocks/0/rows', needle: 'rows' }]);
    const [problem] = validateBlocks(message(dataTable([cells(20, 250), cells(20, 251)]))).problems;
    expect(problem?.data).toEqual({ limit: 10000, actual: 10001 });
  });

  it('counts toward one table per message', () => {
    expectTwins(message({ type: 'table', rows: grid(1, 1) }, dataTable(grid(2, 1))), [
      { rule: 'one-table-per-message', pointer: '/blocks/1/type', needle: { json: '"type": "data_table"', yaml: 'type: data_table' } },
    ]);
  });
});
