import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Arm,
  HEALTH_KEPT_MINUTES,
  type HealthFigures,
  type HealthReport,
  sectionRemoteNames,
} from '@academy/contracts';
import { type MinuteTotals, PendingHealth } from '../../health/minuteTotals';
import { p75 } from '../../health/histograms';
import { addHealthTotals, deleteHealthBefore, healthSince } from '../../repositories/remoteHealth';

export interface RemoteHealth {
  /** Counts one page view's report (its remotes that are not the site's are left out). */
  record(report: HealthReport): void;
  /** Counts a slot server rendering left to the browser. */
  serverFallback(remote: string, release: string, arm: Arm): void;
  /** Each release and arm of `remote` since the minute `since` is in, the figures counted so far included. */
  figures(remote: string, since: Date): Promise<HealthFigures>;
  /** Writes the figures counted in memory (every few seconds, on close, and before `figures`). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: RemoteHealth;
  }
}

/** How often the figures counted in memory are written. */
const FLUSH_INTERVAL_MS = 5_000;
const HOUR_MS = 60 * 60_000;

const startOfMinute = (time: Date) => new Date(Math.floor(time.getTime() / 60_000) * 60_000);

/**
 * What visitors live through, per minute, remote, release and arm (remote_health): page views
 * and their errors from the browsers' reports, the slots server rendering left to the browser,
 * and LCP/INP/CLS histograms. Counted in memory and written every few seconds, so that a page view
 * costs no write of its own; the servers on one database add into the same rows. Kept for 30
 * days: the first write of each hour forgets older minutes.
 */
async function healthPlugin(app: FastifyInstance) {
  const remotes = new Set(app.sections.flatMap(({ definition }) => sectionRemoteNames(definition)));
  const pending = new PendingHealth();
  let lastPrunedHour: number | undefined;

  async function write(taken: MinuteTotals[]) {
    try {
      await addHealthTotals(app.db, taken);
    } catch (error) {
      pending.putBack(taken);
      throw error;
    }
    const hour = Math.floor(app.now().getTime() / HOUR_MS);
    if (hour !== lastPrunedHour) {
      await deleteHealthBefore(app.db, new Date(app.now().getTime() - HEALTH_KEPT_MINUTES * 60_000));
      lastPrunedHour = hour;
    }
  }

  // One write at a time, in order: `figures` waits for the writes before its own, so it reads
  // everything counted until it was asked.
  let writes: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    const taken = pending.take();
    const written = writes.catch(() => undefined).then(() => write(taken));
    writes = written;
    return written;
  }

  async function figures(remote: string, since: Date): Promise<HealthFigures> {
    const from = startOfMinute(since);
    await flush();
    const arms = await healthSince(app.db, remote, from);
    return {
      remote,
      since: from.toISOString(),
      releases: arms.map(({ histograms, ...counts }) => ({
        release: counts.release,
        arm: counts.arm,
        views: counts.views,
        errors: {
          load: counts.loadErrors,
          render: counts.renderErrors,
          script: counts.scriptErrors,
          server: counts.serverFallbacks,
        },
        errorViews: counts.errorViews,
        errorRate: counts.views > 0 ? counts.errorViews / counts.views : 0,
        lcpP75: p75('lcp', histograms.lcp),
        inpP75: p75('inp', histograms.inp),
        clsP75: p75('cls', histograms.cls),
      })),
    };
  }

  app.decorate('health', {
    record: (report) => pending.record(report, app.now(), (remote) => remotes.has(remote)),
    serverFallback: (remote, release, arm) => pending.serverFallback(app.now(), remote, release, arm),
    figures,
    flush,
  } satisfies RemoteHealth);

  app.repeatInBackground('Writing the health figures failed', FLUSH_INTERVAL_MS, flush, { atStart: true });
  // Before the database closes (hooks close in reverse order of registration).
  app.addHook('onClose', async () => {
    await flush().catch((error: unknown) =>
      app.log.error({ err: error }, 'The last health figures could not be written'),
    );
  });
}

export default fp(healthPlugin, {
  name: 'health',
  dependencies: ['database', 'clock', 'background-tasks', 'sections'],
});
