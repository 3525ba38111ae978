// Plain-text tables for the terminal and Markdown tables for the README.

function cell(value) {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
  if (typeof value === 'boolean') return value ? 'yes' : 'NO';
  return String(value);
}

/** `columns` is a list of [header, row => value]. */
export function printTable(title, rows, columns) {
  const body = rows.map((row) => columns.map(([, get]) => cell(get(row))));
  const headers = columns.map(([header]) => header);
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}

export function markdownTable(rows, columns) {
  const out = [`| ${columns.map(([h]) => h).join(' | ')} |`, `|${columns.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) out.push(`| ${columns.map(([, get]) => cell(get(row))).join(' | ')} |`);
  return out.join('\n');
}
