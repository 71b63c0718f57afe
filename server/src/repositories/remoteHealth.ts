import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { remoteHealth } from '../db/schema';
import type { MinuteTotals } from '../health/minuteTotals';
import type { Metric } from '../health/histograms';
import type { Arm } from '@academy/contracts';

const COUNT_COLUMNS = [
  'views',
  'error_views',
  'load_errors',
  'render_errors',
  'script_errors',
  'server_fallbacks',
] as const;
const HISTOGRAM_COLUMNS = ['lcp', 'inp', 'cls'] as const satisfies Metric[];

/** A row's count plus the one being written. */
const addedCount = (column: string) => sql.raw(`remote_health.${column} + excluded.${column}`);

/** A row's histogram plus the one being written, bucket by bucket (a shorter one counts 0 beyond its end). */
const addedHistogram = (column: string) =>
  sql.raw(
    `ARRAY(SELECT coalesce(a, 0) + coalesce(b, 0) FROM unnest(remote_health.${column}, excluded.${column}) WITH ORDINALITY AS t(a, b, i) ORDER BY i)`,
  );

/** Adds the totals to their minutes' rows, making the rows that do not exist yet. */
export async function addHealthTotals(db: Db, totals: readonly MinuteTotals[]): Promise<void> {
  if (totals.length === 0) return;
  await db
    .insert(remoteHealth)
    .values([...totals])
    .onConflictDoUpdate({
      target: [remoteHealth.minute, remoteHealth.remote, remoteHealth.release, remoteHealth.arm],
      set: {
        views: addedCount('views'),
        errorViews: addedCount('error_views'),
        loadErrors: addedCount('load_errors'),
        renderErrors: addedCount('render_errors'),
        scriptErrors: addedCount('script_errors'),
        serverFallbacks: addedCount('server_fallbacks'),
        lcp: addedHistogram('lcp'),
        inp: addedHistogram('inp'),
        cls: addedHistogram('cls'),
      },
    });
}

/** A release's counts in one arm, added up over the minutes asked for. */
export type ArmCounts = Omit<MinuteTotals, 'minute' | 'remote' | Metric> & {
  histograms: Record<Metric, number[]>;
};

/** Each release and arm of `remote` with its counts and histograms added up from `since` (a minute) on. */
export async function healthSince(db: Db, remote: string, since: Date): Promise<ArmCounts[]> {
  const inWindow = and(eq(remoteHealth.remote, remote), gte(remoteHealth.minute, since));
  const counted = await db
    .select({
      release: remoteHealth.release,
      arm: remoteHealth.arm,
      ...Object.fromEntries(
        COUNT_COLUMNS.map((column) => [column, sql<string>`sum(${sql.raw(column)})`.mapWith(Number)]),
      ),
    })
    .from(remoteHealth)
    .where(inWindow)
    .groupBy(remoteHealth.release, remoteHealth.arm)
    .orderBy(remoteHealth.arm, remoteHealth.release);
  // Each bucket of each histogram added up in the database: one row per release, arm and bucket.
  const buckets = (await db.execute(
    sql.join(
      HISTOGRAM_COLUMNS.map(
        (
          column,
        ) => sql`SELECT release, arm, ${column}::text AS metric, (i - 1)::int AS bucket, sum(v)::int AS count
          FROM remote_health CROSS JOIN LATERAL unnest(${sql.raw(column)}) WITH ORDINALITY AS u(v, i)
          WHERE ${inWindow}
          GROUP BY release, arm, i`,
      ),
      sql` UNION ALL `,
    ),
  )) as unknown as { rows: { release: string; arm: Arm; metric: Metric; bucket: number; count: number }[] };
  const key = (release: string, arm: string) => JSON.stringify([release, arm]);
  const histograms = new Map<string, Record<Metric, number[]>>();
  for (const { release, arm, metric, bucket, count } of buckets.rows) {
    const of = histograms.get(key(release, arm)) ?? { lcp: [], inp: [], cls: [] };
    histograms.set(key(release, arm), of);
    of[metric][bucket] = count;
  }
  return counted.map((row) => {
    const counts = row as unknown as Record<(typeof COUNT_COLUMNS)[number], number>;
    const found = histograms.get(key(row.release, row.arm));
    return {
      release: row.release,
      arm: row.arm,
      views: counts.views,
      errorViews: counts.error_views,
      loadErrors: counts.load_errors,
      renderErrors: counts.render_errors,
      scriptErrors: counts.script_errors,
      serverFallbacks: counts.server_fallbacks,
      // Buckets no row has counted into are holes: counted as 0.
      histograms: {
        lcp: Array.from(found?.lcp ?? [], (count) => count ?? 0),
        inp: Array.from(found?.inp ?? [], (count) => count ?? 0),
        cls: Array.from(found?.cls ?? [], (count) => count ?? 0),
      },
    };
  });
}

/** Forgets the minutes before `before`; answers how many rows went. */
export async function deleteHealthBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(remoteHealth)
    .where(lt(remoteHealth.minute, before))
    .returning({ minute: remoteHealth.minute });
  return deleted.length;
}
