import { defineRule, type Rule } from '../../../rules/define.js';

/** The rules of the data table block, beyond the table rules it shares (ragged rows, cell shape, one per message). */
export const dataTableHeaderRichTextRule = defineRule({
  id: 'data-table-header-rich-text',
  defaultSeverity: 'error',
  description: 'The header row (the first row) of a data table has a rich_text cell.',
  docs: {
    why: 'The header row of a data table names the columns and takes plain text only.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_table",
      "rows": [
        [
          {
            "type": "rich_text",
            "elements": [{ "type": "rich_text_section", "elements": [{"type": "text", "text": "Team"}] }]
          }
        ],
        [{ "type": "raw_text", "text": "Billing" }]
      ]
    }
  ]
}
`,
    },
  },
});
export const dataTableRowHeaderIndexRule = defineRule({
  id: 'data-table-row-header-index',
  defaultSeverity: 'error',
  description: 'row_header_column_index is not the index of one of the data table’s columns.',
  docs: {
    why: "The row header column must be one of the table's columns, or there is nothing to use as row headers.",
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_table",
      "rows": [[{ "type": "raw_text", "text": "Team" }], [{ "type": "raw_text", "text": "Billing" }]],
      "row_header_column_index": 3
    }
  ]
}
`,
    },
  },
});
export const dataTablePageSizeRule = defineRule({
  id: 'data-table-page-size',
  defaultSeverity: 'error',
  description: 'A data table’s page_size is not between 1 and 100.',
  docs: {
    why: 'A data table shows 1 to 100 rows a page; any other page size is refused.',
    example: {
      file: 'message.blocks.json',
      text: `{
  "blocks": [
    {
      "type": "data_table",
      "rows": [[{ "type": "raw_text", "text": "Team" }], [{ "type": "raw_text", "text": "Billing" }]],
      "page_size": 0
    }
  ]
}
`,
    },
  },
});
export const dataTableTextTooLongRule = defineRule({
  id: 'data-table-text-too-long',
  defaultSeverity: 'error',
  description: 'The cells of a data table hold more than 10,000 characters of text in all.',
  docs: { why: 'The platform refuses a data table whose cells hold more than 10,000 characters of text in all.' },
});

export const DATA_TABLE_RULES: readonly Rule[] = [dataTableHeaderRichTextRule, dataTableRowHeaderIndexRule, dataTablePageSizeRule, dataTableTextTooLongRule];
