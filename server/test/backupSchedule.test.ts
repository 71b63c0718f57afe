// First: the test app's helpers give the database code the PGlite module Node loads itself.
import { type TestApp, api, createSecondInstance, createTestApp, signIn } from './helpers/testApp';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupPaths } from '@academy/contracts';
import { readArchive } from '../src/backups/archive';
import { TEST_BACKUP_KEY } from './helpers/backupArchives';

// Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP) with the app's test clock.

const HOUR_MS = 60 * 60 * 1000;

describe('scheduled backups', () => {
  let t: TestApp;
  let backupDir: string;
  const KEEP = 3;

  beforeAll(async () => {
    backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-scheduled-'));
    t = await createTestApp({
      env: { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: String(KEEP) },
    });
    // The server makes the current slot's backup as it starts.
    await t.app.backgroundTasksSettled();
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(backupDir, { recursive: true, force: true });
  });

  const backups = async () => (await fs.readdir(backupDir)).sort();
  const status = async () =>
    (await t.app.inject({ method: 'GET', url: api(backupPaths.status), headers: await signIn(t.app) })).json()
      .data;

  it('makes one checked backup per slot and keeps the newest BACKUP_KEEP', async () => {
    expect(await backups()).toHaveLength(1);
    expect(await t.app.backups.runScheduled()).toBeUndefined();
    expect(await backups()).toHaveLength(1);

    const made: string[] = [];
    for (let slot = 0; slot < KEEP + 2; slot += 1) {
      t.advanceClock(6 * HOUR_MS);
      const backup = await t.app.backups.runScheduled();
      made.push(path.basename(backup!.file));
      await readArchive(backup!.file, { key: TEST_BACKUP_KEY });
    }
    expect(await backups()).toEqual(made.slice(-KEEP));
    expect(await backups()).toHaveLength(KEEP);

    // What a server killed while writing a backup left a day ago goes; a younger one may be another's.
    const dayOld = path.join(
      backupDir,
      '.karate-academy-backup-2026-01-01T00-00-00Z.tar.gz.0a1b2c3d.partial',
    );
    const fresh = path.join(backupDir, '.karate-academy-backup-2026-01-02T00-00-00Z.tar.gz.4e5f6a7b.partial');
    const unrelated = path.join(backupDir, 'notes.txt');
    // Named like an old scheduled backup, but no backup_runs row records it: pruning leaves it.
    const lookalike = path.join(backupDir, 'karate-academy-backup-2001-01-01T00-00-00Z.tar.gz.enc');
    for (const file of [dayOld, fresh, unrelated, lookalike]) await fs.writeFile(file, 'x');
    const aDayAgo = new Date(Date.now() - 25 * HOUR_MS);
    await fs.utimes(dayOld, aDayAgo, aDayAgo);
    await fs.utimes(unrelated, aDayAgo, aDayAgo);
    t.advanceClock(6 * HOUR_MS);
    made.push(path.basename((await t.app.backups.runScheduled())!.file));
    expect(await backups()).toEqual(
      [...made.slice(-KEEP), path.basename(fresh), 'notes.txt', path.basename(lookalike)].sort(),
    );
    for (const file of [fresh, unrelated, lookalike]) await fs.rm(file);
    // The folder and the archives are the server's user's alone.
    expect((await fs.stat(backupDir)).mode & 0o777).toBe(0o700);
    for (const name of made.slice(-KEEP))
      expect((await fs.stat(path.join(backupDir, name))).mode & 0o777).toBe(0o600);

    const newest = made[made.length - 1];
    const answer = await status();
    expect(answer.schedule).toEqual({ everyHours: 6, keep: KEEP });
    expect(answer.last).toMatchObject({ file: path.join(backupDir, newest) });
    expect(answer.last.bytes).toBe((await fs.stat(path.join(backupDir, newest))).size);
    expect(answer.failure).toBeNull();
  });

  it('records a failure, which the status shows until a backup succeeds', async () => {
    await fs.rm(backupDir, { recursive: true, force: true });
    await fs.writeFile(backupDir, 'a file where the folder should be');
    t.advanceClock(6 * HOUR_MS);
    await expect(t.app.backups.runScheduled()).rejects.toThrow();
    const failed = await status();
    expect(failed.failure.message).toMatch(/EEXIST|ENOTDIR/);
    expect(failed.last).not.toBeNull();

    await fs.rm(backupDir);
    t.advanceClock(6 * HOUR_MS);
    await t.app.backups.runScheduled();
    expect((await status()).failure).toBeNull();
    expect(await backups()).toHaveLength(1);
  });
});

// Two servers on one PostgreSQL database, as a deployment runs several: each slot's backup once.
(process.env.DATABASE_URL ? test : test.skip)(
  'of several servers sharing a database, one makes each backup',
  async () => {
    const backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-shared-schedule-'));
    const env = { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '1' };
    const one = await createTestApp({ env });
    const other = await createSecondInstance(one, { env });
    try {
      await Promise.all([one.app.backgroundTasksSettled(), other.app.backgroundTasksSettled()]);
      expect(await fs.readdir(backupDir)).toHaveLength(1);
      for (let slot = 0; slot < 3; slot += 1) {
        one.advanceClock(HOUR_MS);
        other.advanceClock(HOUR_MS);
        const made = await Promise.all([one.app.backups.runScheduled(), other.app.backups.runScheduled()]);
        expect(made.filter(Boolean)).toHaveLength(1);
      }
      expect(await fs.readdir(backupDir)).toHaveLength(4);
    } finally {
      await other.close();
      await one.close();
      await fs.rm(backupDir, { recursive: true, force: true });
    }
  },
);

test('the schedule is off by default, and says so', async () => {
  const t = await createTestApp();
  try {
    const answer = await t.app.inject({
      method: 'GET',
      url: api(backupPaths.status),
      headers: await signIn(t.app),
    });
    expect(answer.json().data).toEqual({ schedule: null, last: null, failure: null });
    expect(await t.app.backups.runScheduled()).toBeUndefined();
  } finally {
    await t.close();
  }
});
