import type { RemoteRelease } from '@academy/contracts';

// The shapes of the remote registry's admin answers and of the health figures, as the brief of
// issue 29 fixes them. They mirror the server's TypeBox schemas (`registryEntry` in
// server/src/routes/ops/remotes/schemas.ts, `healthFigures` in server/src/health/schemas.ts) until
// issue 30 moves the API's shapes to @academy/contracts, where both sides will share them.

/** What the registry's history records: a person's or a pipeline's change, or canary analysis's. */
export type RegistryAction =
  'set' | 'rollback' | 'canary' | 'canary-off' | 'reset' | 'canary-promote' | 'canary-rollback';

/** The release visitors outside the canary get. */
export interface CurrentRelease {
  /** Its manifest URL; `builtHere` when it is the remote's own build on this server. */
  url: string;
  builtHere: boolean;
  /** The SHA-256 of its release.json (hex); null for a build on the server's own disk. */
  digest: string | null;
  version: string;
  /** When and by whom it became current; null for the initial entry, which nobody set. */
  since: string | null;
  by: string | null;
}

/** What a roll-back brings back. */
export interface PreviousRelease {
  url: string;
  digest: string | null;
  version: string;
}

export interface CanaryRelease {
  url: string;
  /** The share of visitors who get it. */
  percent: number;
  digest: string | null;
  version: string;
  startedAt: string;
  /** How long it must run unharmed before canary analysis promotes it (fractions allowed). */
  bakeMinutes: number;
  autoPromote: boolean;
  /** What the canary release requires of the shared modules, against the shell's. */
  shared: SharedModule[];
}

export interface RegistryChange {
  action: RegistryAction;
  /** Manifest URLs; null where there was none (a canary's start has no earlier canary). */
  from: string | null;
  to: string | null;
  percent: number | null;
  /** An account's address, 'deploy token', or 'canary analysis'. */
  by: string;
  at: string;
  digest: string | null;
  /** The figures that decided a canary analysis's change. */
  details: Record<string, unknown> | null;
}

/** A shared module a release's manifest requires, and the version the shell provides. */
export interface SharedModule {
  name: string;
  /** A semver range ('^19.2.0'); null when the manifest accepts any version. */
  requiredVersion: string | null;
  /** Null when the shell provides no copy (the release brings its own). */
  providedVersion: string | null;
}

/** One remote as `GET /ops/remotes` lists it (and as each change answers it). */
export interface RegistryEntry {
  name: string;
  section: string;
  current: CurrentRelease;
  previous: PreviousRelease | null;
  canary: CanaryRelease | null;
  /** Newest first. */
  history: RegistryChange[];
  shared: SharedModule[];
}

export interface Registry {
  remotes: RegistryEntry[];
}

export type Arm = RemoteRelease['arm'];

/** What visitors lived through with one release in one arm, since `HealthFigures.since`. */
export interface ReleaseFigures {
  /** The release's version, or 'local' for the remote's own build on the server. */
  release: string;
  arm: Arm;
  views: number;
  /**
   * Views with an error of each kind (load, render, script), and the slots server rendering left
   * to the browser (`server`, which is not a visitor's error).
   */
  errors: { load: number; render: number; script: number; server: number };
  /** Views with at least one error of that remote, and their share of the views (0 to 1). */
  errorViews: number;
  errorRate: number;
  /** The 75th percentiles of the Web Vitals; null without a measurement. LCP and INP in ms. */
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** What `GET /ops/remotes/<remote>/health?minutes=<n>` answers. */
export interface HealthFigures {
  remote: string;
  since: string;
  releases: ReleaseFigures[];
}
