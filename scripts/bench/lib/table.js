// Plain-text tables for the benchmark's output: one row per object, columns in key order; the
// first column and columns of text are aligned left, columns of numbers right.
const NUMBER = /^-?[\d.]*$/;

function formatTable(rows) {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const left = columns.map((_, i) => i === 0 || !cells.slice(1).every((line) => NUMBER.test(line[i])));
  const line = (values) =>
    `| ${values.map((value, i) => (left[i] ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (left[i] ? '-' : '').padEnd(width + 1, '-') + (left[i] ? '-' : ':')).join('|')}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

module.exports = { formatTable };
