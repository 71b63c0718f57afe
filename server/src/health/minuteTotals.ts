import { type Arm, HEALTH_ERROR_KINDS, type HealthReport } from '@academy/contracts';
import { METRICS, addInto, countInto, emptyHistogram } from './histograms';

/** One minute's figures of one release of a remote in one arm: a row of remote_health. */
export interface MinuteTotals {
  minute: Date;
  remote: string;
  release: string;
  arm: Arm;
  views: number;
  errorViews: number;
  loadErrors: number;
  renderErrors: number;
  scriptErrors: number;
  serverFallbacks: number;
  lcp: number[];
  inp: number[];
  cls: number[];
}

const ERROR_COLUMNS = {
  load: 'loadErrors',
  render: 'renderErrors',
  script: 'scriptErrors',
} as const satisfies Record<(typeof HEALTH_ERROR_KINDS)[number], keyof MinuteTotals>;

/** The counts of a row, which add up. */
const COUNTS = [
  'views',
  'errorViews',
  'loadErrors',
  'renderErrors',
  'scriptErrors',
  'serverFallbacks',
] as const satisfies (keyof MinuteTotals)[];

const startOfMinute = (time: Date) => new Date(Math.floor(time.getTime() / 60_000) * 60_000);

/**
 * The figures received since they were last written, added up per minute, remote, release and
 * arm in memory, so that a page view costs no write of its own: `take` hands them over to be
 * written (and `putBack` returns them when that failed).
 */
export class PendingHealth {
  private totals = new Map<string, MinuteTotals>();

  private totalsOf(time: Date, remote: string, release: string, arm: Arm): MinuteTotals {
    const minute = startOfMinute(time);
    const key = JSON.stringify([minute.getTime(), remote, release, arm]);
    let totals = this.totals.get(key);
    if (!totals) {
      totals = {
        minute,
        remote,
        release,
        arm,
        views: 0,
        errorViews: 0,
        loadErrors: 0,
        renderErrors: 0,
        scriptErrors: 0,
        serverFallbacks: 0,
        lcp: emptyHistogram('lcp'),
        inp: emptyHistogram('inp'),
        cls: emptyHistogram('cls'),
      };
      this.totals.set(key, totals);
    }
    return totals;
  }

  /**
   * Counts one page view for each of its remotes that `known` accepts: the view, each kind of error
   * once, and the page's measures (a remote's figures are those of the pages it is on).
   */
  record(report: HealthReport, time: Date, known: (remote: string) => boolean): void {
    for (const { remote, release, arm, errors = [] } of report.remotes) {
      if (!known(remote)) continue;
      const totals = this.totalsOf(time, remote, release, arm);
      totals.views += 1;
      const kinds = new Set(errors);
      if (kinds.size > 0) totals.errorViews += 1;
      for (const kind of kinds) totals[ERROR_COLUMNS[kind]] += 1;
      for (const metric of METRICS) {
        const value = report[metric];
        if (value !== undefined) countInto(totals[metric], metric, value);
      }
    }
  }

  /** Counts a slot server rendering left to the browser. */
  serverFallback(time: Date, remote: string, release: string, arm: Arm): void {
    this.totalsOf(time, remote, release, arm).serverFallbacks += 1;
  }

  /** Everything counted so far, which is no longer held here. */
  take(): MinuteTotals[] {
    const taken = [...this.totals.values()];
    this.totals = new Map();
    return taken;
  }

  /** Figures taken that could not be written: counted again, to be written with the next. */
  putBack(taken: readonly MinuteTotals[]): void {
    for (const totals of taken) {
      const into = this.totalsOf(totals.minute, totals.remote, totals.release, totals.arm);
      for (const column of COUNTS) into[column] += totals[column];
      for (const metric of METRICS) addInto(into[metric], totals[metric]);
    }
  }
}
