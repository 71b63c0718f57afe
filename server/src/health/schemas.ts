import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { successEnvelope } from '@academy/contracts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const arm = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);
export type Arm = Static<typeof arm>;

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
