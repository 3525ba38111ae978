import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the table block; `table-ragged-rows` and `table-cell-shape` apply to data tables too (one table per message is the surfaces' rule). */
export const tableRaggedRowsRule = defineRule({
  id: 'table-ragged-rows',
  defaultSeverity: 'error',
  description: 'The rows of a table or data table do not all have the same number of cells.',
});
export const tableColumnSettingsMismatchRule = defineRule({
  id: 'table-column-settings-mismatch',
  defaultSeverity: 'error',
  description: 'A table has more column_settings than columns.',
});
export const tableCellShapeRule = defineRule({
  id: 'table-cell-shape',
  defaultSeverity: 'error',
  description: 'A table cell lacks the field its type needs (raw_text needs `text`, rich_text needs `elements`) or has one of another type.',
});

export const TABLE_RULES: readonly Rule[] = [tableRaggedRowsRule, tableColumnSettingsMismatchRule, tableCellShapeRule];
