import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Bool, Closed, List, OneOfValues, Optional } from '../../../schema/common.js';
import { fieldName, joinPointer } from '../../../source/pointer.js';
import { noted } from '../../limits/limit.js';
import { CONTAINER_BLOCK_LIMITS } from '../../limits/containers-blocks.js';
import { BlockId } from '../../objects/block-id.js';
import { blockProblem, quoted } from '../../report.js';
import type { BlockType } from '../block-type.js';
import { cellProblems, cellSchema, columnCount, raggedRows } from './cells.js';
import { TABLE_RULES, tableColumnSettingsMismatchRule } from './rules.js';
import { lazy } from '../../../lazy.js';

const LIMITS = CONTAINER_BLOCK_LIMITS.table;

const COLUMN_SETTING = lazy((): TSchema =>
  Type.Union(
    [
      Type.Null(),
      Closed(
        {
          align: Optional(OneOfValues(['left', 'center', 'right'], 'How the column’s text is aligned.')),
          is_wrapped: Optional(Bool('Whether long text wraps instead of being cut.')),
        },
        { description: 'How one column is shown; null keeps the defaults.' },
      ),
    ],
    { description: 'How one column is shown (align, is_wrapped), or null for the defaults.' },
  ),
);

const TABLE_SCHEMA = lazy((): TSchema =>
  Closed(
    {
      type: Type.Literal('table'),
      rows: List(
        List(cellSchema(['raw_text', 'rich_text'], 0), {
          minItems: LIMITS['cells.min'].value,
          maxItems: LIMITS.cells.value,
          description: `One row: ${LIMITS['cells.min'].value} to ${LIMITS.cells.value} cells, raw_text or rich_text.`,
          ...noted(LIMITS.cells),
        }),
        {
          minItems: LIMITS['rows.min'].value,
          maxItems: LIMITS.rows.value,
          description: `The rows, ${LIMITS['rows.min'].value} to ${LIMITS.rows.value}, all of the same length.`,
          ...noted(LIMITS.rows),
        },
      ),
      column_settings: Optional(
        List(COLUMN_SETTING(), {
          maxItems: LIMITS.column_settings.value,
          description: `Settings of the first columns, at most one per column (${LIMITS.column_settings.value} at most).`,
          ...noted(LIMITS.column_settings),
        }),
      ),
      block_id: BlockId(),
    },
    { description: 'A table block: rows of raw_text or rich_text cells. One table per message.' },
  ),
);

function checkTable(block: Record<string, unknown>, pointer: string): Problem[] {
  const rowsAt = joinPointer(pointer, 'rows');
  const problems = [...cellProblems(block['rows'], rowsAt), ...raggedRows(block['rows'], rowsAt, 'table')];
  const columns = columnCount(block['rows']);
  const settings = block['column_settings'];
  if (columns !== undefined && Array.isArray(settings) && settings.length > columns) {
    const at = joinPointer(pointer, 'column_settings');
    problems.push(
      blockProblem(
        tableColumnSettingsMismatchRule,
        at,
        'container',
        `${quoted(fieldName(at))} has ${settings.length} settings, but the table has ${columns} columns; give at most one setting per column (fewer settings leave the last columns as they are).`,
        { limit: columns, actual: settings.length },
      ),
    );
  }
  return problems;
}

/** The table block: a grid of cells (one table per message is counted by the surfaces, `surfaces/across.ts`). */
export const table: BlockType = {
  family: 'block',
  type: 'table',
  description: 'A table of raw_text or rich_text cells; one table per message.',
  surfaces: ['message'],
  rules: TABLE_RULES,
  schemaFor: () => TABLE_SCHEMA(),
  check: (block, place) => checkTable(block, place.pointer),
};
