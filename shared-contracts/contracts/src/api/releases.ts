import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { successEnvelope } from '../schemas/envelope';

// A release's health (README "Reading a release's health"): what visitors lived through with each
// release and arm of a remote, as `remoteRegistryPaths.health` answers it.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Which of a remote's releases a visitor gets: the current one, or its canary. */
export const arm = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);
export type Arm = Static<typeof arm>;

/** What visitors lived through with one release in one arm, since `HealthFigures.since`. */
export const releaseFigures = Type.Object({
  /** The release's version, or 'local' for the remote's own build on the server. */
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
  /** The 75th percentiles of the Web Vitals; null without a measurement. LCP and INP in ms. */
  lcpP75: nullable(Type.Number()),
  inpP75: nullable(Type.Number()),
  clsP75: nullable(Type.Number()),
});
export type ReleaseFigures = Static<typeof releaseFigures>;

/** What `GET /ops/remotes/<remote>/health?minutes=<n>` answers. */
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
