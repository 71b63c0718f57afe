// Plain-text tables for the benchmark's output: one row per object, columns in key order.

function formatTable(rows) {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values) =>
    `| ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? '-' : '').padEnd(width + 1, '-') + (i === 0 ? '-' : ':')).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

module.exports = { formatTable };
