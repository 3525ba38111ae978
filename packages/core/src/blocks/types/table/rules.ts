import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the table block; `table-ragged-rows` and `table-cell-shape` apply to data tables too (one table per message is the surfaces' rule). */
export const tableRaggedRowsRule = defineRule({
  id: 'table-ragged-rows',
  defaultSeverity: 'error',
  description: 'The rows of a table or data table do not all have the same number of cells.',
  docs: {
    why: 'A table is drawn as a grid; rows of different lengths leave cells with no column, and the platform refuses the table.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "table",
      "rows": [
        [{ "type": "raw_text", "text": "Team" }, { "type": "raw_text", "text": "Tickets" }],
        [{ "type": "raw_text", "text": "Billing" }]
      ]
    }
  ]
}
`,
    },
  },
});
export const tableColumnSettingsMismatchRule = defineRule({
  id: 'table-column-settings-mismatch',
  defaultSeverity: 'error',
  description: 'A table has more column_settings than columns.',
  docs: {
    why: 'Each `column_settings` entry configures one column; more entries than columns describe columns that do not exist.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "table",
      "rows": [[{ "type": "raw_text", "text": "Team" }]],
      "column_settings": [{ "align": "left" }, { "align": "right" }]
    }
  ]
}
`,
    },
  },
});
export const tableCellShapeRule = defineRule({
  id: 'table-cell-shape',
  defaultSeverity: 'error',
  description: 'A table cell lacks the field its type needs (raw_text needs `text`, rich_text needs `elements`) or has one of another type.',
  docs: {
    why: 'A cell is drawn from the field its type names (`text` for raw_text, `elements` for rich_text); without it the cell has nothing to show.',
    example: {
      file: 'message.blocks.json',
      text: `{ "blocks": [{"type": "table", "rows": [[{"type": "raw_text", "elements": []}]]}] }
`,
    },
  },
});

export const TABLE_RULES: readonly Rule[] = [tableRaggedRowsRule, tableColumnSettingsMismatchRule, tableCellShapeRule];
