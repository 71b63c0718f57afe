/**
 * The judgement of a canary against its stable release, from what visitors of each arm lived
 * through since the canary began (README "Canaries that decide"). Pure: figures in, a decision
 * and the figures that decided it out, so it is tested on generated figures alone.
 */

/** What one arm's visitors lived through: views, views with an error of the remote, LCP p75. */
export interface ArmFigures {
  /** The release's name in the health figures (its version, or `local`). */
  release: string;
  views: number;
  errorViews: number;
  /** Milliseconds; null while no view of the arm reported an LCP. */
  lcpP75: number | null;
}

export interface CanaryCase {
  canary: ArmFigures;
  stable: ArmFigures;
  /** CANARY_MIN_VIEWS: the canary views below which nothing is decided. */
  minViews: number;
  startedAt: Date;
  bakeMinutes: number;
  autoPromote: boolean;
  now: Date;
}

/** A canary's error share must be this much above the stable arm's (2 percentage points)... */
export const ERROR_SHARE_MARGIN = 0.02;
/** ...and significantly so: a one-sided two-proportion z-test above this. */
export const Z_THRESHOLD = 3;
/** A canary's LCP p75 above this many times the stable arm's rolls it back. */
export const LCP_RATIO_LIMIT = 1.25;

/** Which rule decided: the canary's errors, its LCP, or a bake that passed without either. */
export type CanaryRule = 'errors' | 'lcp' | 'baked';

/**
 * The figures that decided, as the registry's history and the owners' mail keep them (a type
 * rather than an interface: it is stored as it is, as a change's plain `details` record).
 */
export type CanaryDetails = {
  rule: CanaryRule;
  /** The rule in a sentence, with its figures. */
  reason: string;
  canary: ArmFigures & { errorRate: number | null };
  stable: ArmFigures & { errorRate: number | null };
  /** The two-proportion z of the canary's error share over the stable arm's; null when undefined. */
  z: number | null;
  minViews: number;
  startedAt: string;
  bakeMinutes: number;
  autoPromote: boolean;
};

export type CanaryJudgement =
  { decision: 'rollback' | 'promote'; details: CanaryDetails } | { decision: 'wait' };

const errorRate = ({ views, errorViews }: ArmFigures) => (views > 0 ? errorViews / views : null);

/**
 * The one-sided two-proportion z of the canary's error share over the stable arm's, with the
 * pooled proportion. Undefined (null) when an arm has no views, or when the pooled proportion is
 * 0 or 1 (every view of both arms alike: no difference to find).
 */
export function errorShareZ(canary: ArmFigures, stable: ArmFigures): number | null {
  if (canary.views === 0 || stable.views === 0) return null;
  const pooled = (canary.errorViews + stable.errorViews) / (canary.views + stable.views);
  if (pooled <= 0 || pooled >= 1) return null;
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / canary.views + 1 / stable.views));
  return (canary.errorViews / canary.views - stable.errorViews / stable.views) / standardError;
}

const percent = (rate: number | null) => (rate === null ? 'none' : `${(rate * 100).toFixed(1)}%`);

/**
 * Rolls back as soon as the canary has `minViews` views and either its share of views with an
 * error is at least 2 points above the stable arm's and significantly so (z > 3), or both arms
 * report an LCP p75 and the canary's is more than 1.25 times the stable's (the stable arm having
 * `minViews` views too: the p75 of a handful of page loads, on a busy phone or a cold cache, says
 * nothing of the release, and rolled back a healthy canary); promotes when it
 * auto-promotes, its bake has passed and it has `minViews` views; otherwise waits. A stable arm
 * without views cannot be compared with: only the LCP rule (which needs its p75) could fire.
 */
export function judgeCanary(input: CanaryCase): CanaryJudgement {
  const { canary, stable, minViews } = input;
  if (canary.views < minViews) return { decision: 'wait' };
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  const z = errorShareZ(canary, stable);
  const details = (rule: CanaryRule, reason: string): CanaryDetails => ({
    rule,
    reason,
    canary: { ...canary, errorRate: canaryRate },
    stable: { ...stable, errorRate: stableRate },
    z,
    minViews,
    startedAt: input.startedAt.toISOString(),
    bakeMinutes: input.bakeMinutes,
    autoPromote: input.autoPromote,
  });

  if (
    canaryRate !== null &&
    stableRate !== null &&
    z !== null &&
    canaryRate - stableRate >= ERROR_SHARE_MARGIN &&
    z > Z_THRESHOLD
  ) {
    return {
      decision: 'rollback',
      details: details(
        'errors',
        `${percent(canaryRate)} of the canary's ${canary.views} views had an error, against ${percent(stableRate)} of the stable release's ${stable.views} (z = ${z.toFixed(2)} > ${Z_THRESHOLD}).`,
      ),
    };
  }
  if (
    stable.views >= minViews &&
    canary.lcpP75 !== null &&
    stable.lcpP75 !== null &&
    canary.lcpP75 > LCP_RATIO_LIMIT * stable.lcpP75
  ) {
    return {
      decision: 'rollback',
      details: details(
        'lcp',
        `The canary's LCP p75 is ${canary.lcpP75} ms, more than ${LCP_RATIO_LIMIT} times the stable release's ${stable.lcpP75} ms.`,
      ),
    };
  }
  const baked = input.now.getTime() - input.startedAt.getTime() >= input.bakeMinutes * 60_000;
  if (input.autoPromote && baked) {
    return {
      decision: 'promote',
      details: details(
        'baked',
        `The canary baked ${input.bakeMinutes} minutes over ${canary.views} views with no error rate or LCP above the stable release's limits.`,
      ),
    };
  }
  return { decision: 'wait' };
}
