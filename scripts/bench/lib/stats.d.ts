// Types of stats.js, for its unit test.
export function median(values: number[]): number | undefined;
export function ratio(value: number | undefined, reference: number | undefined): number | undefined;
export function medians<F extends string>(
  records: Array<Record<F, number>>,
  fields: F[],
): Record<F, number | undefined>;
