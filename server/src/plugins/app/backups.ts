import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BackupStatus } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupSocketPath, serveBackupSocket } from '../../backups/backupSocket';
import { type BackupMade, makeBackup } from '../../backups/makeBackup';
import {
  backupRunsBeyond,
  claimBackupSlot,
  finishBackupRun,
  forgetBackupFile,
  latestBackupRuns,
} from '../../repositories/backupRuns';

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      /** A new checked archive in DATA_DIR's download folder, for the caller to send and remove. */
      makeTemporary(): Promise<string>;
      /** Makes the backup of the schedule's current slot, unless a server has made or is making it. */
      runScheduled(): Promise<BackupMade | undefined>;
      status(): Promise<BackupStatus>;
    };
  }
}

const HOUR_MS = 60 * 60 * 1000;
/** How often a server looks whether a slot of the schedule has begun. */
const CHECK_INTERVAL_MS = 60 * 1000;
/** A temporary archive this old was left by a server that stopped while writing or sending it. */
const LEFT_OVER_MS = 24 * HOUR_MS;
/** The scheduled backups' names: the time in them sorts them oldest first. */
const SCHEDULED_NAME =
  /^karate-academy-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:-\d{3})?Z\.tar\.gz(?:\.enc)?$/;

/** A scheduled backup being written (saveCheckedArchive's temporary name). */
const SCHEDULED_PARTIAL = /^\.karate-academy-backup-.+\.partial$/;

/**
 * Removes the files of `dir` that `matches` and that are older than a day: what a server that
 * stopped midway left. Younger ones may be another server's, at work in a folder they share.
 */
async function removeLeftovers(dir: string, matches: (name: string) => boolean): Promise<void> {
  for (const name of (await fs.readdir(dir)).filter(matches)) {
    const file = path.join(dir, name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (stats && stats.mtimeMs < Date.now() - LEFT_OVER_MS) await fs.rm(file, { force: true });
  }
}

/** Makes a folder (if missing) that only the server's user may enter: 0700. */
export async function privateFolder(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
}

export const backupFileName = (at: Date) =>
  `karate-academy-backup-${at
    .toISOString()
    .replace(/\.000Z$/, 'Z')
    .replace(/[:.]/g, '-')}.tar.gz.enc`;

/**
 * Backups made by the server: on the schedule (BACKUP_EVERY_HOURS into BACKUP_DIR, the newest
 * BACKUP_KEEP kept), for an owner's download, and for `npm run backup` when the embedded database
 * is open here. One at a time in a process; of several servers sharing a database, the one that
 * claims a slot's row makes its backup.
 */
async function backupsPlugin(app: FastifyInstance) {
  const { config } = app;
  const schedule = config.backups;
  const downloads = path.join(config.dataDir, '.backup-downloads');
  await privateFolder(downloads);
  // Archives left by a server that stopped while sending one.
  await removeLeftovers(downloads, () => true);

  let queue: Promise<unknown> = Promise.resolve();
  const make = (file: string) => {
    const run = queue.then(() => makeBackup(app.database, config.dataDir, file, app.now, config.backupKey));
    queue = run.catch(() => undefined);
    return run;
  };

  async function makeTemporary() {
    const file = path.join(downloads, `${randomBytes(8).toString('hex')}.tar.gz.enc`);
    await make(file);
    return file;
  }

  /**
   * Deletes the oldest scheduled backups beyond BACKUP_KEEP: only files that backup_runs records
   * as made by this site's schedule (a file named like one but not recorded is left alone).
   */
  async function prune(dir: string, keep: number) {
    for (const run of await backupRunsBeyond(app.db, keep)) {
      if (run.file && SCHEDULED_NAME.test(path.basename(run.file))) await fs.rm(run.file, { force: true });
      await forgetBackupFile(app.db, run.dueAt);
    }
    // A backup's temporary file that a stopped server left behind.
    await removeLeftovers(dir, (name) => SCHEDULED_PARTIAL.test(name));
  }

  async function runScheduled(): Promise<BackupMade | undefined> {
    if (!schedule) return undefined;
    const now = app.now();
    const every = schedule.everyHours * HOUR_MS;
    const dueAt = new Date(Math.floor(now.getTime() / every) * every);
    if (!(await claimBackupSlot(app.db, dueAt, now))) return undefined;
    try {
      await privateFolder(schedule.dir);
      const made = await make(path.join(schedule.dir, backupFileName(now)));
      await finishBackupRun(app.db, dueAt, { finishedAt: app.now(), file: made.file, bytes: made.bytes });
      await prune(schedule.dir, schedule.keep);
      app.log.info(`Backed up the site to ${made.file} (${made.bytes} bytes)`);
      return made;
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      await finishBackupRun(app.db, dueAt, { finishedAt: app.now(), failure });
      throw error;
    }
  }

  async function status(): Promise<BackupStatus> {
    const { made, failed } = await latestBackupRuns(app.db);
    const failedLater = failed && (!made || failed.dueAt > made.dueAt);
    return {
      schedule: schedule ? { everyHours: schedule.everyHours, keep: schedule.keep } : null,
      last:
        made?.finishedAt && made.file
          ? { at: made.finishedAt.toISOString(), file: made.file, bytes: made.bytes ?? 0 }
          : null,
      failure:
        failedLater && failed.finishedAt
          ? { at: failed.finishedAt.toISOString(), message: failed.failure ?? '' }
          : null,
    };
  }

  app.decorate('backups', { makeTemporary, runScheduled, status });

  // A backup that fails is recorded and logged.
  if (schedule)
    app.repeatInBackground('The scheduled backup failed', CHECK_INTERVAL_MS, runScheduled, { atStart: true });

  if (app.database.kind === 'embedded') {
    const stop = await serveBackupSocket(backupSocketPath(config.dataDir), makeTemporary);
    app.addHook('onClose', stop);
  }
}

export default fp(backupsPlugin, {
  name: 'backups',
  dependencies: ['database', 'clock', 'background-tasks'],
});
