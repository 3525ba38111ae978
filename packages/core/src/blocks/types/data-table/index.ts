import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import type { SchemaError } from '../../../schema/compiled.js';
import { Closed, List, Optional, Str } from '../../../schema/common.js';
import { fieldName, isRecord, joinPointer } from '../../../source/pointer.js';
import type { Place } from '../../kit/object.js';
import { noted } from '../../limits/limit.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { checkBlockSchema } from '../schema-check.js';
import { cellProblems, cellSchema, columnCount, raggedRows } from '../table/cells.js';
import { DATA_TABLE_RULES, dataTableHeaderRichTextRule, dataTablePageSizeRule, dataTableRowHeaderIndexRule, dataTableTextTooLongRule } from './rules.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.data_table;

const DATA_TABLE_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('data_table'),
      caption: Str({ minLength: LIMITS['caption.min'].value, description: 'What the table shows, for screen readers and the table’s heading.' }),
      rows: List(
        List(cellSchema(['raw_text', 'raw_number', 'rich_text'], LIMITS['cell_text.min'].value), {
          minItems: LIMITS['cells.min'].value,
          maxItems: LIMITS.cells.value,
          description: `One row: ${LIMITS['cells.min'].value} to ${LIMITS.cells.value} cells (raw_text, raw_number or rich_text).`,
          ...noted(LIMITS.cells),
        }),
        {
          minItems: LIMITS['rows.min'].value,
          maxItems: LIMITS.rows.value,
          description: `The rows, ${LIMITS['rows.min'].value} to ${LIMITS.rows.value}: the first is the header (no rich_text), then the data.`,
          ...noted(LIMITS.rows),
        },
      ),
      page_size: Optional(
        Type.Integer({
          minimum: LIMITS['page_size.min'].value,
          maximum: LIMITS.page_size.value,
          description: `Rows per page, ${LIMITS['page_size.min'].value} to ${LIMITS.page_size.value}.`,
        }),
      ),
      row_header_column_index: Optional(
        Type.Integer({
          minimum: LIMITS['row_header_column_index.min'].value,
          maximum: LIMITS.row_header_column_index.value,
          description: 'The index (from 0) of the column whose cells head each row.',
        }),
      ),
      block_id: BlockId(),
    },
    { description: 'A data table block: a header row and data rows, with paging and sorting. One table per message.' },
  ),
);

const RANGED = new Set(['page_size', 'row_header_column_index']);

/** A bound of page_size or row_header_column_index: reported by the rules below, with the limit and the value. */
function isRangeError(error: SchemaError): boolean {
  return (error.keyword === 'minimum' || error.keyword === 'maximum') && RANGED.has(error.instancePath.split('/').pop() ?? '');
}

function checkSchema(block: Record<string, unknown>, place: Place): Problem[] {
  const problems = checkBlockSchema(DATA_TABLE_SCHEMA(), block, place.pointer, place.root, isRangeError);
  const pageSize = block['page_size'];
  const [min, max] = [LIMITS['page_size.min'].value, LIMITS.page_size.value];
  if (typeof pageSize === 'number' && Number.isInteger(pageSize) && (pageSize < min || pageSize > max)) {
    const at = joinPointer(place.pointer, 'page_size');
    problems.push(
      blockProblem(dataTablePageSizeRule, at, 'value', `${quoted(fieldName(at))} is ${pageSize}; it must be between ${min} and ${max} rows.`, {
        limit: pageSize < min ? min : max,
        actual: pageSize,
      }),
    );
  }
  return problems;
}

/** The text of a cell toward the table's total: raw text, a number's text, the text of rich text elements. */
function cellText(cell: unknown): number {
  if (!isRecord(cell)) return 0;
  if (typeof cell['text'] === 'string') return [...cell['text']].length;
  return Array.isArray(cell['elements']) ? cell['elements'].reduce((sum: number, element) => sum + richLength(element, 0), 0) : 0;
}

function richLength(value: unknown, depth: number): number {
  if (!isRecord(value) || depth > 16) return 0;
  let total = typeof value['text'] === 'string' ? [...value['text']].length : 0;
  if (Array.isArray(value['elements'])) for (const element of value['elements']) total += richLength(element, depth + 1);
  return total;
}

function check(block: Record<string, unknown>, place: Place): Problem[] {
  const pointer = place.pointer;
  const rows = block['rows'];
  const rowsAt = joinPointer(pointer, 'rows');
  const problems = [...cellProblems(rows, rowsAt), ...raggedRows(rows, rowsAt, 'data table')];
  if (!Array.isArray(rows)) return problems;
  const header = rows[0];
  if (Array.isArray(header)) {
    header.forEach((cell, c) => {
      if (!isRecord(cell) || cell['type'] !== 'rich_text') return;
      const at = joinPointer(rowsAt, 0, c, 'type');
      problems.push(
        blockProblem(
          dataTableHeaderRichTextRule,
          at,
          'value',
          `${quoted(fieldName(joinPointer(rowsAt, 0, c)))} is a rich_text cell in the header row; header cells are raw_text or raw_number.`,
          { allowed: ['raw_text', 'raw_number'] },
        ),
      );
    });
  }
  const index = block['row_header_column_index'];
  const columns = columnCount(rows);
  const maxIndex = LIMITS.row_header_column_index.value;
  if (typeof index === 'number' && Number.isInteger(index) && (index < 0 || index > maxIndex || (columns !== undefined && index >= columns))) {
    const at = joinPointer(pointer, 'row_header_column_index');
    const last = Math.min(maxIndex, (columns ?? maxIndex + 1) - 1);
    problems.push(
      blockProblem(
        dataTableRowHeaderIndexRule,
        at,
        'value',
        `${quoted(fieldName(at))} is ${index}, but the table's columns are numbered 0 to ${last}; it must name one of them.`,
        { limit: last, actual: index },
      ),
    );
  }
  const total = rows.reduce((sum: number, row) => sum + (Array.isArray(row) ? row.reduce((s: number, cell) => s + cellText(cell), 0) : 0), 0);
  const limit = LIMITS.text_total;
  if (total > limit.value) {
    problems.push(
      blockProblem(
        dataTableTextTooLongRule,
        rowsAt,
        'container',
        `The cells of ${quoted(fieldName(rowsAt))} hold ${total} characters of text; the limit is ${limit.value}.`,
        { limit: limit.value, actual: total },
      ),
    );
  }
  return problems;
}

/** The data table block: a header row, data rows, paging; it counts toward the one table per message. */
export const dataTable: BlockType = {
  family: 'block',
  type: 'data_table',
  description: 'A data table with a header row, paging and sorting; one table per message.',
  rules: DATA_TABLE_RULES,
  schemaFor: () => DATA_TABLE_SCHEMA(),
  checkSchema,
  check,
};
