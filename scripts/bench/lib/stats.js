// Small statistics for the benchmark's repeated runs.

/** The middle value (the mean of the two middle ones for an even count); undefined when empty. */
function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `value / reference`, rounded to two decimals; undefined when either is missing or zero. */
function ratio(value, reference) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return undefined;
  return Math.round((value / reference) * 100) / 100;
}

/** The median of each numeric field over a list of records with the same fields. */
function medians(records, fields) {
  return Object.fromEntries(fields.map((field) => [field, median(records.map((record) => record[field]))]));
}

/** The value at or below which `p` percent of the values fall (nearest rank). */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

module.exports = { median, ratio, medians, percentile };
