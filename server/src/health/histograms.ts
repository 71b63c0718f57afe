/**
 * The fixed histograms of LCP, INP and CLS: a value is counted in the first bucket whose upper
 * bound it does not exceed (the last bucket also takes everything above it), and a p75 is the
 * upper bound of the bucket where the running count reaches three quarters. remote_health stores
 * the counts by bucket position, so these bounds may only ever grow at their end.
 */

/** Largest contentful paint, in milliseconds: 100 ms steps to 1.6 s, then coarser to 10 s and above. */
const LCP_BOUNDS_MS = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600, 1800, 2000, 2200,
  2400, 2600, 2800, 3000, 3300, 3600, 4000, 4500, 5000, 5500, 6000, 7000, 8000, 9000, 10_000,
];
/** Interaction to next paint, in milliseconds, to 2 s and above (browsers report durations by 8 ms). */
const INP_BOUNDS_MS = [
  40, 56, 72, 104, 136, 168, 200, 248, 304, 352, 400, 456, 504, 600, 704, 800, 1000, 1200, 1500, 2000,
];
/** Cumulative layout shift: none at all, then by hundredths to 0.25, then coarser to 1 and above. */
const CLS_BOUNDS = [
  0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.11, 0.12, 0.13, 0.14, 0.15, 0.16, 0.17,
  0.18, 0.19, 0.2, 0.21, 0.22, 0.23, 0.24, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7, 0.8, 1,
];

export const HISTOGRAM_BOUNDS = { lcp: LCP_BOUNDS_MS, inp: INP_BOUNDS_MS, cls: CLS_BOUNDS } as const;
export type Metric = keyof typeof HISTOGRAM_BOUNDS;
export const METRICS = Object.keys(HISTOGRAM_BOUNDS) as Metric[];

/** A histogram with nothing counted yet. */
export const emptyHistogram = (metric: Metric) => HISTOGRAM_BOUNDS[metric].map(() => 0);

/** Counts `value` into `counts` (a histogram of `metric`). */
export function countInto(counts: number[], metric: Metric, value: number): void {
  const bounds = HISTOGRAM_BOUNDS[metric];
  const bucket = bounds.findIndex((bound) => value <= bound);
  counts[bucket === -1 ? bounds.length - 1 : bucket] += 1;
}

/** Adds `more` into `counts` bucket by bucket (either may be shorter: a missing bucket counts 0). */
export function addInto(counts: number[], more: readonly number[]): void {
  more.forEach((count, bucket) => {
    counts[bucket] = (counts[bucket] ?? 0) + count;
  });
}

/** The 75th percentile of a histogram of `metric`, as its bucket's upper bound; null when it counts nothing. */
export function p75(metric: Metric, counts: readonly number[]): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = HISTOGRAM_BOUNDS[metric];
  let running = 0;
  for (const [bucket, count] of counts.entries()) {
    running += count;
    if (running >= 0.75 * total) return bounds[Math.min(bucket, bounds.length - 1)];
  }
  return bounds[bounds.length - 1];
}
