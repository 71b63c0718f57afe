import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { HEALTH_ERROR_KINDS, successEnvelope } from '@academy/contracts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Ten minutes: no paint or interaction a browser reports for a page takes longer. */
const MAX_DURATION_MS = 600_000;

export const arm = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);
export type Arm = Static<typeof arm>;

/** A remote's name as the sections make them (`about`, `admin-blog`). */
export const remoteName = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$' });

/**
 * One page view's health report, as the start script sends it (README "What visitors live
 * through"). Checked strictly (no property of another name, nothing converted): the page's path,
 * which is checked and dropped, for each remote on the page its release, arm and the kinds of
 * error it had in this view, and the page's LCP and INP (milliseconds) and CLS when measured.
 */
export const healthReport = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 300, pattern: '^/[^?#\\s]*$' }),
    remotes: Type.Array(
      Type.Object(
        {
          remote: remoteName,
          // A release's version (`1.0.0-3f9a2c1b7d`) or `local`.
          release: Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,99}$' }),
          arm,
          errors: Type.Optional(
            Type.Array(Type.Union(HEALTH_ERROR_KINDS.map((kind) => Type.Literal(kind))), {
              maxItems: HEALTH_ERROR_KINDS.length,
            }),
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    lcp: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DURATION_MS })),
    inp: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DURATION_MS })),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type HealthReport = Static<typeof healthReport>;

const releaseFigures = Type.Object({
  release: Type.String(),
  arm,
  views: Type.Integer(),
  /** Views with an error of each kind; `server` counts slots server rendering left to the browser. */
  errors: Type.Object({
    load: Type.Integer(),
    render: Type.Integer(),
    script: Type.Integer(),
    server: Type.Integer(),
  }),
  /** Views with at least one load, render or script error of the remote. */
  errorViews: Type.Integer(),
  /** errorViews / views (0 without views). */
  errorRate: Type.Number(),
  lcpP75: nullable(Type.Number()),
  inpP75: nullable(Type.Number()),
  clsP75: nullable(Type.Number()),
});
export type ReleaseFigures = Static<typeof releaseFigures>;

export const healthFigures = Type.Object({
  remote: Type.String(),
  since: Type.String({ format: 'date-time' }),
  releases: Type.Array(releaseFigures),
});
export type HealthFigures = Static<typeof healthFigures>;

/** Thirty days: as long as the figures are kept. */
export const HEALTH_KEPT_MINUTES = 30 * 24 * 60;

export const healthFiguresQuery = Type.Object({
  minutes: Type.Integer({ minimum: 1, maximum: HEALTH_KEPT_MINUTES, default: 60 }),
});

export const healthFiguresAnswers = { 200: successEnvelope(healthFigures) };
