import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_BAKE_MINUTES, LOCAL_RELEASE, type RegistryAction } from '@academy/contracts';
import type { Db } from '../db/database';
import { remoteRegistry, remoteRegistryChanges, remoteReleases } from '../db/schema';

/**
 * A release an entry points at: its manifest URL, the digest of its pinned release.json (null for
 * a build served from this server's own disk, which needs no pin), and its version (the pin's; a
 * release folder on this disk's own; `local` for the remote's build here).
 */
export interface ReleaseEntry {
  url: string;
  digest: string | null;
  version: string;
}

/** A running canary: its release, its share of visitors, and how canary analysis decides it. */
export interface CanaryEntry extends ReleaseEntry {
  percent: number;
  /** When it began: the health figures it is judged on are counted from then. */
  startedAt: Date;
  bakeMinutes: number;
  autoPromote: boolean;
}

/** A remote's row in the registry: where it is loaded from when not from its initial entry. */
export interface RegistryRow {
  remote: string;
  /** What visitors outside the canary get; `since` and `by` are null for an initial entry. */
  current: ReleaseEntry & { since: Date | null; by: string | null };
  previous: ReleaseEntry | null;
  canary: CanaryEntry | null;
  updatedAt: Date;
}

export interface RegistryChange {
  remote: string;
  action: RegistryAction;
  from: string | null;
  to: string | null;
  percent: number | null;
  by: string;
  at: Date;
  /**
   * The pin of the release the change is about: the one it put in place, or for a canary it ended
   * (canary-off, canary-rollback) the canary's.
   */
  digest: string | null;
  /** The figures that decided a canary analysis's change. */
  details: Record<string, unknown> | null;
}

/** How much of each remote's history the registry answers with. */
const HISTORY_LENGTH = 50;

/** A release folder this server serves from its disk (`npm run release`): /releases/<remote>/<version>/. */
const DISK_RELEASE = /^\/releases\/[^/]+\/([^/]+)\//;

/**
 * The release name of an entry without a pin, as the health figures name it: a release folder
 * on this server's disk by its version, anything else on this site (the remote's own build) as
 * `local`.
 */
export function unpinnedReleaseName(url: string): string {
  return DISK_RELEASE.exec(url)?.[1] ?? LOCAL_RELEASE;
}

const currentRelease = alias(remoteReleases, 'current_release');
const previousRelease = alias(remoteReleases, 'previous_release');
const canaryRelease = alias(remoteReleases, 'canary_release');

/** The registry's rows with the versions of their pins. */
const selectRows = (db: Db) =>
  db
    .select({
      row: remoteRegistry,
      currentVersion: currentRelease.version,
      previousVersion: previousRelease.version,
      canaryVersion: canaryRelease.version,
    })
    .from(remoteRegistry)
    .leftJoin(currentRelease, eq(currentRelease.digest, remoteRegistry.digest))
    .leftJoin(previousRelease, eq(previousRelease.digest, remoteRegistry.previousDigest))
    .leftJoin(canaryRelease, eq(canaryRelease.digest, remoteRegistry.canaryDigest));

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const versionOf = (url: string, pinnedVersion: string | null) => pinnedVersion ?? unpinnedReleaseName(url);

function toRow({ row, currentVersion, previousVersion, canaryVersion }: SelectedRow): RegistryRow {
  return {
    remote: row.remote,
    current: {
      url: row.url,
      digest: row.digest,
      version: versionOf(row.url, currentVersion),
      since: row.currentSince,
      by: row.currentBy,
    },
    previous: row.previousUrl
      ? {
          url: row.previousUrl,
          digest: row.previousDigest,
          version: versionOf(row.previousUrl, previousVersion),
        }
      : null,
    canary:
      row.canaryUrl !== null && row.canaryPercent !== null
        ? {
            url: row.canaryUrl,
            digest: row.canaryDigest,
            version: versionOf(row.canaryUrl, canaryVersion),
            percent: row.canaryPercent,
            // A canary older than these columns began, for its figures, when its row last changed.
            startedAt: row.canaryStartedAt ?? row.updatedAt,
            // A canary set before its bake was recorded (migration 0015) bakes as a new one would.
            bakeMinutes: row.canaryBakeMinutes ?? DEFAULT_BAKE_MINUTES,
            autoPromote: row.canaryAutoPromote ?? false,
          }
        : null,
    updatedAt: row.updatedAt,
  };
}

export async function registryRows(db: Db): Promise<RegistryRow[]> {
  return (await selectRows(db).orderBy(remoteRegistry.remote)).map(toRow);
}

/** The remote's row, locked for the rest of the transaction so two changes of it cannot interleave. */
async function registryRowForUpdate(db: Db, remote: string): Promise<RegistryRow | undefined> {
  const [row] = await selectRows(db)
    .where(eq(remoteRegistry.remote, remote))
    .for('update', { of: remoteRegistry });
  return row && toRow(row);
}

/**
 * Writes the remote's row as it is now (none: back to its initial entry), and the change that made
 * it so. Run it inside the transaction that read the row for update.
 */
async function saveRegistryRow(db: Db, row: RegistryRow | null, change: RegistryChange): Promise<void> {
  await db.insert(remoteRegistryChanges).values({
    remote: change.remote,
    action: change.action,
    fromUrl: change.from,
    toUrl: change.to,
    percent: change.percent,
    changedBy: change.by,
    changedAt: change.at,
    digest: change.digest,
    details: change.details,
  });
  if (!row) {
    await db.delete(remoteRegistry).where(eq(remoteRegistry.remote, change.remote));
    return;
  }
  const values = {
    url: row.current.url,
    digest: row.current.digest,
    currentSince: row.current.since,
    currentBy: row.current.by,
    previousUrl: row.previous?.url ?? null,
    previousDigest: row.previous?.digest ?? null,
    canaryUrl: row.canary?.url ?? null,
    canaryPercent: row.canary?.percent ?? null,
    canaryDigest: row.canary?.digest ?? null,
    canaryStartedAt: row.canary?.startedAt ?? null,
    canaryBakeMinutes: row.canary?.bakeMinutes ?? null,
    canaryAutoPromote: row.canary?.autoPromote ?? null,
    updatedAt: row.updatedAt,
  };
  await db
    .insert(remoteRegistry)
    .values({ remote: row.remote, ...values })
    .onConflictDoUpdate({ target: remoteRegistry.remote, set: values });
}

/** What a change does to a remote's row (null: back to its initial entry), and how it is recorded. */
export interface RegistryEdit {
  row: RegistryRow | null;
  change: Omit<RegistryChange, 'remote' | 'by' | 'at' | 'details'> & {
    details?: RegistryChange['details'];
  };
}

/**
 * Changes one remote's row in a transaction that holds it, so two changes of one remote (a
 * person's, a pipeline's, canary analysis's) run one after the other, each seeing the last.
 * `edit` gets the row as it is (the initial entry's when there is none) and answers the change,
 * or undefined to change nothing (what it was asked to change is gone). Answers the row as it is
 * after the transaction (undefined: on its initial entry) and whether it changed.
 */
export async function changeRegistryRow(
  db: Db,
  options: { remote: string; initial: ReleaseEntry; by: string; now: Date },
  edit: (row: RegistryRow) => RegistryEdit | undefined,
): Promise<{ row: RegistryRow | undefined; changed: boolean }> {
  const { remote, initial, by, now } = options;
  return db.transaction(async (tx) => {
    const stored = await registryRowForUpdate(tx, remote);
    const result = edit(
      stored ?? {
        remote,
        current: { ...initial, since: null, by: null },
        previous: null,
        canary: null,
        updatedAt: now,
      },
    );
    if (!result) return { row: stored, changed: false };
    const row = result.row && { ...result.row, updatedAt: now };
    await saveRegistryRow(tx, row, { details: null, ...result.change, remote, by, at: now });
    return { row: row ?? undefined, changed: true };
  });
}

/**
 * The canary becomes the current entry (the current one the previous), for a person or canary
 * analysis: `by` is recorded as who set the current entry, `details` with the change.
 */
export function canaryPromotion(
  row: RegistryRow & { canary: CanaryEntry },
  now: Date,
  by: string,
  details: RegistryChange['details'] = null,
): RegistryEdit {
  const { canary } = row;
  return {
    row: {
      ...row,
      current: { url: canary.url, digest: canary.digest, version: canary.version, since: now, by },
      previous: { url: row.current.url, digest: row.current.digest, version: row.current.version },
      canary: null,
    },
    change: {
      action: 'canary-promote',
      from: row.current.url,
      to: canary.url,
      percent: canary.percent,
      digest: canary.digest,
      details,
    },
  };
}

/** The canary ends (by a person: canary-off; by canary analysis: canary-rollback); the current entry stays. */
export function canaryEnd(
  row: RegistryRow,
  action: 'canary-off' | 'canary-rollback',
  details: RegistryChange['details'] = null,
): RegistryEdit {
  return {
    row: { ...row, canary: null },
    change: {
      action,
      from: row.canary?.url ?? null,
      to: null,
      percent: row.canary?.percent ?? null,
      digest: row.canary?.digest ?? null,
      details,
    },
  };
}

/** The remote's latest changes, newest first. */
export async function registryHistory(db: Db, remote: string): Promise<RegistryChange[]> {
  const rows = await db
    .select()
    .from(remoteRegistryChanges)
    .where(eq(remoteRegistryChanges.remote, remote))
    .orderBy(desc(remoteRegistryChanges.id))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({
    remote: row.remote,
    action: row.action,
    from: row.fromUrl,
    to: row.toUrl,
    percent: row.percent,
    by: row.changedBy,
    at: row.changedAt,
    digest: row.digest,
    details: row.details,
  }));
}
