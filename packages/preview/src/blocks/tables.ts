import { esc, isRecord, list } from '../html.js';
import { richTextElements } from '../text/rich-text.js';
import { plain } from '../text/text-object.js';

// The table block and the data table block: the first row heads the columns.

function cell(value: unknown): string {
  if (!isRecord(value)) return '';
  if (value['type'] === 'rich_text') return richTextElements(value['elements']);
  if (typeof value['text'] === 'string') return plain(value['text']);
  return typeof value['value'] === 'number' ? esc(String(value['value'])) : '';
}

function alignment(settings: unknown[], column: number): string {
  const setting = settings[column];
  if (!isRecord(setting)) return '';
  const align = setting['align'] === 'center' || setting['align'] === 'right' ? ` align-${setting['align']}` : '';
  return `${align}${setting['is_wrapped'] === true ? ' wrap' : ''}`;
}

export function table(block: Record<string, unknown>): string {
  const settings = list(block['column_settings']);
  const rows = list(block['rows']).map((row, r) => {
    const name = r === 0 ? 'th' : 'td';
    return `<tr>${list(row)
      .map((value, c) => `<${name} class="cell${alignment(settings, c)}">${cell(value)}</${name}>`)
      .join('')}</tr>`;
  });
  return `<div class="table-scroll"><table class="kit-table">${rows.join('')}</table></div>`;
}

export function dataTable(block: Record<string, unknown>): string {
  const rows = list(block['rows']);
  const pageSize = typeof block['page_size'] === 'number' && block['page_size'] >= 1 ? Math.floor(block['page_size']) : 10;
  const headerColumn = typeof block['row_header_column_index'] === 'number' ? block['row_header_column_index'] : -1;
  const [head, ...data] = rows;
  const header = `<tr>${list(head)
    .map((value) => `<th scope="col" class="cell">${cell(value)} <span class="sort">↕</span></th>`)
    .join('')}</tr>`;
  const body = data.slice(0, pageSize).map(
    (row) =>
      `<tr>${list(row)
        .map((value, c) => (c === headerColumn ? `<th scope="row" class="cell">${cell(value)}</th>` : `<td class="cell">${cell(value)}</td>`))
        .join('')}</tr>`,
  );
  const pages = Math.max(1, Math.ceil(data.length / pageSize));
  const footer = pages > 1 ? `<div class="muted small">Page 1 of ${pages} (${data.length} rows)</div>` : '';
  const caption = typeof block['caption'] === 'string' ? `<caption>${plain(block['caption'])}</caption>` : '';
  return `<div class="table-scroll"><table class="kit-table data-table">${caption}<thead>${header}</thead><tbody>${body.join('')}</tbody></table></div>${footer}`;
}
