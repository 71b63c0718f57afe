import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { failureEnvelope, successEnvelope } from '../schemas/envelope';

// The live remote registry and a developer's overrides (README "Releases, promotion, canaries and
// rollback"): the bodies and answers at `remoteRegistryPaths` and `remoteOverridePaths`.

const MAX_URL_LENGTH = 2000;
/** A week: a canary meant to bake longer is better promoted by a person. */
const MAX_BAKE_MINUTES = 7 * 24 * 60;
/** How long canary analysis lets a canary run before promoting it, when its start names none. */
export const DEFAULT_BAKE_MINUTES = 30;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const remoteParams = Type.Object({ remote: Type.String({ maxLength: 100 }) });

/** A release to make current, or to preview: its manifest's URL. */
export const entryBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH }) });
export type EntryBody = Static<typeof entryBody>;

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
export type CanaryBody = Static<typeof canaryBody>;

/**
 * A release an entry points at: its manifest URL, the SHA-256 of its pinned release.json (hex;
 * null for a build on this server's disk), its version.
 */
const release = {
  url: Type.String(),
  digest: nullable(Type.String()),
  version: Type.String(),
};

/**
 * A shared module a release's manifest requires (a semver range; null when it accepts any), and
 * the version the shell provides (null: the shell provides none, so the release brings its own).
 */
export const sharedModule = Type.Object({
  name: Type.String(),
  requiredVersion: nullable(Type.String()),
  providedVersion: nullable(Type.String()),
});
export type SharedModule = Static<typeof sharedModule>;

const canaryRelease = Type.Object({
  ...release,
  /** The share of visitors who get it. */
  percent: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
  /** How long it must run unharmed before canary analysis promotes it (fractions allowed). */
  bakeMinutes: Type.Number(),
  autoPromote: Type.Boolean(),
  /** What the canary release requires of the shared modules (empty when its manifest cannot be read now). */
  shared: Type.Array(sharedModule),
});
export type CanaryRelease = Static<typeof canaryRelease>;

/** What the registry's history records: a person's or a pipeline's change, or canary analysis's. */
export const REGISTRY_ACTIONS = [
  'set',
  'rollback',
  'canary',
  'canary-off',
  // The canary became the current entry (a person, or canary analysis).
  'canary-promote',
  // Canary analysis ended a canary that hurt visitors.
  'canary-rollback',
  'reset',
] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];

const registryChange = Type.Object({
  action: Type.Union(REGISTRY_ACTIONS.map((action) => Type.Literal(action))),
  /** Manifest URLs; null where there was none (a canary's start has no earlier canary). */
  from: nullable(Type.String()),
  to: nullable(Type.String()),
  percent: nullable(Type.Integer()),
  /** An account's address, 'deploy token', or 'canary analysis'. */
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
  digest: nullable(Type.String()),
  /** The figures that decided a canary analysis's change (views, error rates, z, LCP p75, the rule). */
  details: nullable(Type.Object({}, { additionalProperties: true })),
});
export type RegistryChange = Static<typeof registryChange>;

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
  /** What a roll-back brings back. */
  previous: nullable(Type.Object(release)),
  canary: nullable(canaryRelease),
  /** Newest first. */
  history: Type.Array(registryChange),
  /** Of the current release (empty when its manifest cannot be read now). */
  shared: Type.Array(sharedModule),
});
export type RegistryEntry = Static<typeof registryEntry>;

/** What `GET /ops/remotes` answers. */
export const registry = Type.Object({ remotes: Type.Array(registryEntry) });
export type Registry = Static<typeof registry>;

export const registryAnswers = { 200: successEnvelope(registry), '4xx': failureEnvelope };

export const entryAnswers = { 200: successEnvelope(registryEntry), '4xx': failureEnvelope };

/** The public read the servers build every page's runtime config from: each remote's release and canary. */
export const liveRegistry = Type.Record(
  Type.String(),
  Type.Object({ ...release, canary: nullable(Type.Object({ ...release, percent: Type.Integer() })) }),
);
export type LiveRegistry = Static<typeof liveRegistry>;

export const liveAnswers = { 200: successEnvelope(liveRegistry) };

/** A release preview link: whoever opens it sees the whole site with that release until `expiresAt`. */
export const releasePreviewLink = Type.Object({
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type ReleasePreviewLink = Static<typeof releasePreviewLink>;

export const previewAnswers = { 200: successEnvelope(releasePreviewLink), '4xx': failureEnvelope };

/** A developer's overrides: remote name to the URL of its manifest on a dev server. */
export const overridesBody = Type.Object({
  remotes: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2000 }), {
    maxProperties: 50,
  }),
});
export type OverridesBody = Static<typeof overridesBody>;

/** What GET and PUT of the overrides answer: this browser's overrides and DEV_REMOTE_ORIGINS. */
const overrides = Type.Object({
  remotes: Type.Record(Type.String(), Type.String()),
  /** DEV_REMOTE_ORIGINS: where an override may point. */
  allowedOrigins: Type.Array(Type.String()),
});
export type Overrides = Static<typeof overrides>;

export const overridesAnswers = { 200: successEnvelope(overrides), '4xx': failureEnvelope };

export const clearedAnswers = { 200: successEnvelope(Type.Null()), '4xx': failureEnvelope };
