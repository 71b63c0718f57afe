import { type TSchema, Type } from '@sinclair/typebox';
import { failureEnvelope, successEnvelope } from '@academy/contracts';
import { DEFAULT_BAKE_MINUTES } from '../../../repositories/remoteRegistry';

const MAX_URL_LENGTH = 2000;
/** A week: a canary meant to bake longer is better promoted by a person. */
const MAX_BAKE_MINUTES = 7 * 24 * 60;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const remoteParams = Type.Object({ remote: Type.String({ maxLength: 100 }) });

export const entryBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH }) });

export const canaryBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** How long canary analysis lets it run before promoting it (when autoPromote); fractions allowed. */
  bakeMinutes: Type.Optional(
    Type.Number({ exclusiveMinimum: 0, maximum: MAX_BAKE_MINUTES, default: DEFAULT_BAKE_MINUTES }),
  ),
  /** Whether canary analysis promotes it once baked with no roll-back condition (it always rolls back). */
  autoPromote: Type.Optional(Type.Boolean({ default: false })),
});

/** A release an entry points at: its manifest, its pin (null: a build on this server's disk), its version. */
const release = {
  url: Type.String(),
  digest: nullable(Type.String()),
  version: Type.String(),
};

/**
 * A shared module a release's manifest requires, and the version the shell provides
 * (null: the shell provides none, so the release brings its own).
 */
const sharedModule = Type.Object({
  name: Type.String(),
  requiredVersion: nullable(Type.String()),
  providedVersion: nullable(Type.String()),
});

const canary = Type.Object({
  ...release,
  percent: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
  bakeMinutes: Type.Number(),
  autoPromote: Type.Boolean(),
  /** What the canary release requires of the shared modules (empty when its manifest cannot be read now). */
  shared: Type.Array(sharedModule),
});

const change = Type.Object({
  action: Type.Union([
    Type.Literal('set'),
    Type.Literal('rollback'),
    Type.Literal('canary'),
    Type.Literal('canary-off'),
    Type.Literal('canary-promote'),
    Type.Literal('canary-rollback'),
    Type.Literal('reset'),
  ]),
  from: nullable(Type.String()),
  to: nullable(Type.String()),
  percent: nullable(Type.Integer()),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
  digest: nullable(Type.String()),
  /** The figures that decided a canary analysis's change (views, error rates, z, LCP p75, the rule). */
  details: nullable(Type.Object({}, { additionalProperties: true })),
});

/** One remote as the registry has it: what visitors get now, what a rollback would bring back, its canary. */
export const registryEntry = Type.Object({
  name: Type.String(),
  section: Type.String(),
  /**
   * The release visitors outside the canary get; `builtHere` when it is the build on this server;
   * `since` and `by` null on the remote's initial entry.
   */
  current: Type.Object({
    ...release,
    builtHere: Type.Boolean(),
    since: nullable(Type.String({ format: 'date-time' })),
    by: nullable(Type.String()),
  }),
  previous: nullable(Type.Object(release)),
  canary: nullable(canary),
  history: Type.Array(change),
  /** Of the current release (empty when its manifest cannot be read now). */
  shared: Type.Array(sharedModule),
});

export const registryAnswers = {
  200: successEnvelope(Type.Object({ remotes: Type.Array(registryEntry) })),
  '4xx': failureEnvelope,
};

export const entryAnswers = { 200: successEnvelope(registryEntry), '4xx': failureEnvelope };

/** The public read the servers build every page's runtime config from. */
export const liveAnswers = {
  200: successEnvelope(
    Type.Record(
      Type.String(),
      Type.Object({
        ...release,
        canary: nullable(Type.Object({ ...release, percent: Type.Integer() })),
      }),
    ),
  ),
};

/** A release preview link: whoever opens it sees the whole site with that release until `expiresAt`. */
export const previewAnswers = {
  200: successEnvelope(Type.Object({ url: Type.String(), expiresAt: Type.String({ format: 'date-time' }) })),
  '4xx': failureEnvelope,
};
