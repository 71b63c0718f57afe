import { type ArmFigures, type CanaryCase, errorShareZ, judgeCanary } from '../src/services/canaryJudgement';

/** A seeded generator (mulberry32): the same figures on every run, yet drawn at random. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An arm's figures: each view has an error with `errorRate`, and an LCP around `lcpMedianMs`. */
function generatedArm(
  random: () => number,
  release: string,
  { views, errorRate, lcpMedianMs }: { views: number; errorRate: number; lcpMedianMs: number },
): ArmFigures {
  let errorViews = 0;
  const lcps: number[] = [];
  for (let view = 0; view < views; view += 1) {
    if (random() < errorRate) errorViews += 1;
    // Log-normal, as page load times are (Box-Muller).
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    lcps.push(lcpMedianMs * Math.exp(0.5 * normal));
  }
  lcps.sort((a, b) => a - b);
  return { release, views, errorViews, lcpP75: Math.round(lcps[Math.floor(0.75 * (views - 1))]) };
}

const STARTED = new Date('2026-11-27T12:00:00Z');
const minutesAfter = (minutes: number) => new Date(STARTED.getTime() + minutes * 60_000);

const arm = (release: string, views: number, errorViews: number, lcpP75: number | null = 2000) => ({
  release,
  views,
  errorViews,
  lcpP75,
});

const caseOf = (overrides: Partial<CanaryCase>): CanaryCase => ({
  canary: arm('1.1.0', 1000, 10),
  stable: arm('1.0.0', 1000, 10),
  minViews: 100,
  startedAt: STARTED,
  bakeMinutes: 30,
  autoPromote: false,
  now: minutesAfter(5),
  ...overrides,
});

describe('canary judgement', () => {
  it('rolls nothing back in twenty runs of a healthy canary against a healthy stable (1% errors, 1000 views each)', () => {
    const random = seededRandom(29);
    const decisions = Array.from({ length: 20 }, () => {
      const healthy = { views: 1000, errorRate: 0.01, lcpMedianMs: 1800 };
      return judgeCanary(
        caseOf({
          canary: generatedArm(random, '1.1.0', healthy),
          stable: generatedArm(random, '1.0.0', healthy),
        }),
      ).decision;
    });
    expect(decisions).toEqual(Array(20).fill('wait'));
  });

  it('rolls back a canary failing for a third of its visitors, naming the rule and the figures', () => {
    const random = seededRandom(7);
    const canary = generatedArm(random, '1.1.0', { views: 150, errorRate: 1 / 3, lcpMedianMs: 1800 });
    const stable = generatedArm(random, '1.0.0', { views: 150, errorRate: 0.01, lcpMedianMs: 1800 });
    const judgement = judgeCanary(caseOf({ canary, stable }));
    expect(judgement.decision).toBe('rollback');
    if (judgement.decision === 'wait') return;
    expect(judgement.details).toMatchObject({
      rule: 'errors',
      canary: { ...canary, errorRate: canary.errorViews / 150 },
      stable: { ...stable, errorRate: stable.errorViews / 150 },
      minViews: 100,
      startedAt: STARTED.toISOString(),
    });
    expect(judgement.details.z).toBeGreaterThan(3);
    expect(judgement.details.reason).toMatch(/^\d+\.\d% of the canary's 150 views had an error, against /);
  });

  it('waits below CANARY_MIN_VIEWS, however bad the canary', () => {
    expect(judgeCanary(caseOf({ canary: arm('1.1.0', 99, 99, 90_000) })).decision).toBe('wait');
    expect(judgeCanary(caseOf({ canary: arm('1.1.0', 100, 99) })).decision).toBe('rollback');
  });

  it('needs both a 2-point difference and significance: neither alone rolls back', () => {
    // 3% against 1% over 100 views each: 2 points, but z is about 1.
    const unsure = caseOf({ canary: arm('1.1.0', 100, 3), stable: arm('1.0.0', 100, 1) });
    expect(errorShareZ(unsure.canary, unsure.stable)).toBeLessThan(3);
    expect(judgeCanary(unsure).decision).toBe('wait');
    // 2.5% against 1% over 10,000 views each: z above 8, but 1.5 points.
    const small = caseOf({ canary: arm('1.1.0', 10_000, 250), stable: arm('1.0.0', 10_000, 100) });
    expect(errorShareZ(small.canary, small.stable)).toBeGreaterThan(8);
    expect(judgeCanary(small).decision).toBe('wait');
    // 3.5% against 1% over 10,000 views each: both.
    const both = caseOf({ canary: arm('1.1.0', 10_000, 350), stable: arm('1.0.0', 10_000, 100) });
    expect(judgeCanary(both).decision).toBe('rollback');
  });

  it('finds no significance when the pooled proportion is 0 or 1, or an arm has no views', () => {
    expect(errorShareZ(arm('a', 500, 0), arm('b', 500, 0))).toBeNull();
    expect(errorShareZ(arm('a', 500, 500), arm('b', 500, 500))).toBeNull();
    expect(errorShareZ(arm('a', 500, 50), arm('b', 0, 0))).toBeNull();
    expect(
      judgeCanary(caseOf({ canary: arm('1.1.0', 500, 500), stable: arm('1.0.0', 500, 500) })).decision,
    ).toBe('wait');
    // A canary at 100% has no stable views to compare with: its errors decide nothing.
    expect(
      judgeCanary(caseOf({ canary: arm('1.1.0', 500, 400), stable: arm('1.0.0', 0, 0, null) })).decision,
    ).toBe('wait');
  });

  it("rolls back on an LCP p75 more than 1.25 times the stable arm's, when both are known over enough views", () => {
    const slow = judgeCanary(
      caseOf({ canary: arm('1.1.0', 1000, 10, 2600), stable: arm('1.0.0', 1000, 10, 2000) }),
    );
    expect(slow).toMatchObject({ decision: 'rollback', details: { rule: 'lcp' } });
    if (slow.decision !== 'wait')
      expect(slow.details.reason).toBe(
        "The canary's LCP p75 is 2600 ms, more than 1.25 times the stable release's 2000 ms.",
      );
    expect(
      judgeCanary(caseOf({ canary: arm('1.1.0', 1000, 10, 2500), stable: arm('1.0.0', 1000, 10, 2000) }))
        .decision,
    ).toBe('wait');
    expect(
      judgeCanary(caseOf({ canary: arm('1.1.0', 1000, 10, 9000), stable: arm('1.0.0', 1000, 10, null) }))
        .decision,
    ).toBe('wait');
    // A stable p75 of a few page loads compares with nothing.
    expect(
      judgeCanary(caseOf({ canary: arm('1.1.0', 1000, 10, 9000), stable: arm('1.0.0', 3, 0, 900) })).decision,
    ).toBe('wait');
  });

  it('promotes an auto-promoting canary once its bake has passed with enough views, and only then', () => {
    const baked = caseOf({ autoPromote: true, bakeMinutes: 30, now: minutesAfter(30) });
    expect(judgeCanary(baked)).toMatchObject({
      decision: 'promote',
      details: { rule: 'baked', bakeMinutes: 30 },
    });
    expect(judgeCanary({ ...baked, now: minutesAfter(29.9) }).decision).toBe('wait');
    expect(judgeCanary({ ...baked, autoPromote: false }).decision).toBe('wait');
    expect(judgeCanary({ ...baked, canary: arm('1.1.0', 99, 0) }).decision).toBe('wait');
    // A fraction of a minute is a bake too.
    expect(judgeCanary({ ...baked, bakeMinutes: 0.5, now: minutesAfter(0.5) }).decision).toBe('promote');
    // A canary that hurts visitors is rolled back, not promoted, however long it baked.
    expect(judgeCanary({ ...baked, canary: arm('1.1.0', 1000, 100) }).decision).toBe('rollback');
  });
});
