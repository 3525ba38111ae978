import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the data table block, beyond the table rules it shares (ragged rows, cell shape, one per message). */
export const dataTableHeaderRichTextRule = defineRule({
  id: 'data-table-header-rich-text',
  defaultSeverity: 'error',
  description: 'The header row (the first row) of a data table has a rich_text cell.',
});
export const dataTableRowHeaderIndexRule = defineRule({
  id: 'data-table-row-header-index',
  defaultSeverity: 'error',
  description: 'row_header_column_index is not the index of one of the data table’s columns.',
});
export const dataTablePageSizeRule = defineRule({
  id: 'data-table-page-size',
  defaultSeverity: 'error',
  description: 'A data table’s page_size is not between 1 and 100.',
});
export const dataTableTextTooLongRule = defineRule({
  id: 'data-table-text-too-long',
  defaultSeverity: 'error',
  description: 'The cells of a data table hold more than 10,000 characters of text in all.',
});

export const DATA_TABLE_RULES: readonly Rule[] = [dataTableHeaderRichTextRule, dataTableRowHeaderIndexRule, dataTablePageSizeRule, dataTableTextTooLongRule];
