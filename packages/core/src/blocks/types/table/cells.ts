import Type, { type TSchema } from 'typebox';
import type { Problem } from '../../../problem.js';
import { Closed, List, OneOfValues, Optional, Str } from '../../../schema/common.js';
import { fieldName, isRecord, joinPointer } from '../../../source/pointer.js';
import { blockProblem, quoted } from '../../report.js';
import { RICH_TEXT_ELEMENT } from '../rich-text/index.js';
import { tableCellShapeRule, tableRaggedRowsRule } from './rules.js';

/** The fields each kind of cell takes: the first is required. */
const CELL_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['raw_text', ['text']],
  ['raw_number', ['value', 'text']],
  ['rich_text', ['elements']],
]);
const ALL_FIELDS = new Set([...CELL_FIELDS.values()].flat());

/**
 * The schema of a cell. A cell's fields depend on its `type`, so the schema accepts the union of them
 * and `cellProblems` checks which belong to which type.
 */
export function cellSchema(types: readonly string[], textMin: number): TSchema {
  const properties: Record<string, TSchema> = {
    type: OneOfValues(types, `The kind of cell: ${types.join(', ')}.`),
    text: Optional(Str({ ...(textMin > 0 ? { minLength: textMin } : {}), description: 'The text of a raw_text cell (or how a raw_number cell is shown).' })),
  };
  if (types.includes('raw_number')) properties['value'] = Optional(Type.Number({ description: 'The number of a raw_number cell.' }));
  properties['elements'] = Optional(List(RICH_TEXT_ELEMENT(), { description: 'The rich text elements of a rich_text cell.' }));
  return Closed(properties, { description: `A cell: ${types.join(', ')}.` });
}

/** Each cell's fields against its type: raw_text needs `text`, raw_number `value`, rich_text `elements`. */
export function cellProblems(rows: unknown, pointer: string): Problem[] {
  const problems: Problem[] = [];
  if (!Array.isArray(rows)) return problems;
  rows.forEach((row, r) => {
    if (!Array.isArray(row)) return;
    row.forEach((cell, c) => {
      if (!isRecord(cell) || typeof cell['type'] !== 'string') return;
      const fields = CELL_FIELDS.get(cell['type']);
      if (!fields) return;
      const at = joinPointer(pointer, r, c);
      const [required] = fields;
      if (required !== undefined && cell[required] === undefined) {
        problems.push(
          blockProblem(
            tableCellShapeRule,
            joinPointer(at, required),
            'key',
            `${quoted(fieldName(at))} is a ${cell['type']} cell without \`${required}\`; a ${cell['type']} cell needs it.`,
            { key: required, cellType: cell['type'], parent: at },
          ),
        );
      }
      for (const key of Object.keys(cell)) {
        if (key === 'type' || fields.includes(key) || !ALL_FIELDS.has(key)) continue;
        const owner = [...CELL_FIELDS].find(([, list]) => list[0] === key)?.[0];
        problems.push(
          blockProblem(
            tableCellShapeRule,
            joinPointer(at, key),
            'key',
            `\`${key}\` does not belong in a ${cell['type']} cell${owner ? `; it is the field of a ${owner} cell` : ''}. A ${cell['type']} cell takes ${fields.map((f) => `\`${f}\``).join(' and ')}.`,
            { key, cellType: cell['type'] },
          ),
        );
      }
    });
  });
  return problems;
}

/** The number of columns: the length of the first row, when it is a list. */
export function columnCount(rows: unknown): number | undefined {
  return Array.isArray(rows) && Array.isArray(rows[0]) ? rows[0].length : undefined;
}

/** Rows whose length differs from the first row's. */
export function raggedRows(rows: unknown, pointer: string, noun: string): Problem[] {
  const columns = columnCount(rows);
  if (columns === undefined || !Array.isArray(rows)) return [];
  const problems: Problem[] = [];
  rows.forEach((row, r) => {
    if (r === 0 || !Array.isArray(row) || row.length === columns) return;
    const at = joinPointer(pointer, r);
    problems.push(
      blockProblem(
        tableRaggedRowsRule,
        at,
        'container',
        `${quoted(fieldName(at))} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'}, but the first row has ${columns}; every row of a ${noun} has the same number of cells.`,
        { expected: columns, actual: row.length },
      ),
    );
  });
  return problems;
}
