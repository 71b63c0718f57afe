import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type RegistryAction, remoteRegistry, remoteRegistryChanges } from '../db/schema';

/** A remote's row in the registry: where it is loaded from when not from its build here. */
export interface RegistryRow {
  remote: string;
  url: string;
  previousUrl: string | null;
  canary: { url: string; percent: number } | null;
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
}

/** How much of each remote's history the registry answers with. */
const HISTORY_LENGTH = 50;

function toRow(row: typeof remoteRegistry.$inferSelect): RegistryRow {
  return {
    remote: row.remote,
    url: row.url,
    previousUrl: row.previousUrl,
    canary:
      row.canaryUrl !== null && row.canaryPercent !== null
        ? { url: row.canaryUrl, percent: row.canaryPercent }
        : null,
    updatedAt: row.updatedAt,
  };
}

export async function registryRows(db: Db): Promise<RegistryRow[]> {
  return (await db.select().from(remoteRegistry).orderBy(remoteRegistry.remote)).map(toRow);
}

/** The remote's row, locked for the rest of the transaction so two changes of it cannot interleave. */
export async function registryRowForUpdate(db: Db, remote: string): Promise<RegistryRow | undefined> {
  const [row] = await db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, remote)).for('update');
  return row && toRow(row);
}

/**
 * Writes the remote's row as it is now (none: back to its initial entry), and the change that made
 * it so. Run it inside the transaction that read the row for update.
 */
export async function saveRegistryRow(
  db: Db,
  row: RegistryRow | null,
  change: RegistryChange,
): Promise<void> {
  await db.insert(remoteRegistryChanges).values({
    remote: change.remote,
    action: change.action,
    fromUrl: change.from,
    toUrl: change.to,
    percent: change.percent,
    changedBy: change.by,
    changedAt: change.at,
  });
  if (!row) {
    await db.delete(remoteRegistry).where(eq(remoteRegistry.remote, change.remote));
    return;
  }
  const values = {
    url: row.url,
    previousUrl: row.previousUrl,
    canaryUrl: row.canary?.url ?? null,
    canaryPercent: row.canary?.percent ?? null,
    updatedAt: row.updatedAt,
  };
  await db
    .insert(remoteRegistry)
    .values({ remote: row.remote, ...values })
    .onConflictDoUpdate({ target: remoteRegistry.remote, set: values });
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
  }));
}
