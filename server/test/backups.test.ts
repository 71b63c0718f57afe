// First: the test app's helpers give the database code the PGlite module Node loads itself.
import { type AuthHeaders, type TestApp, api, createTestApp, signIn, startApp } from './helpers/testApp';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupPaths } from '@academy/contracts';
import { readArchive } from '../src/backups/archive';
import { BackupRefused, tableEntry } from '../src/backups/manifest';
import { migrationFiles } from '../src/db/migrate';
import { restoreBackup } from '../src/backups/restoreBackup';
import { openDatabase } from '../src/db/connection';
import {
  TEST_BACKUP_KEY,
  archiveEntries,
  corruptedCopy,
  manifestOf,
  rowsOf,
  truncatedCopy,
  writeArchiveWith,
} from './helpers/backupArchives';
import { pngFile } from './helpers/images';
import { multipartBody } from './helpers/multipart';

/** Saves the home hero with a new image, which releases the previous one's files. */
async function saveHeroWithImage(t: TestApp, headers: AuthHeaders, title: string) {
  const body = await multipartBody({
    herotitle: title,
    herodescription: 'Text',
    heroimg: await pngFile(
      'hero.png',
      `#${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`,
    ),
  });
  const response = await t.app.inject({
    method: 'PUT',
    url: api('/home/hero'),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { heroimg: string } }>().data.heroimg;
}

/** Every file under a folder with its bytes, to show that nothing changed. */
async function folderContents(dir: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    contents[path.relative(dir, file)] = (await fs.readFile(file)).toString('base64');
  }
  return contents;
}

const NOT_VERIFIED_SENTENCE =
  /^The archive does not pass its check with this BACKUP_KEY: it was made with another key, or it was changed or cut short after it was made\.$/;

describe('backups', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  let work: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-backups-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  const download = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: api(backupPaths.download), headers: owner });
    const file = path.join(work, name);
    await fs.writeFile(file, response.rawPayload);
    return { response, file };
  };

  it('gives the owner one checked archive of the whole site, and the audit log says who took it', async () => {
    const image = await saveHeroWithImage(t, owner, 'Kept in the archive');
    const { response, file } = await download('download.tar.gz');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="karate-academy-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d{3})?Z\.tar\.gz\.enc"$/,
    );
    // Sealed: nothing of the site reads in clear, not even the owner's address.
    expect(response.rawPayload.subarray(0, 16).toString()).toBe('KARATE-BACKUP-1\n');
    expect(response.rawPayload.includes(Buffer.from('admin@'))).toBe(false);
    const manifest = await readArchive(file, { key: TEST_BACKUP_KEY });
    expect(manifest.migrationLevel).toMatch(/^\d{4}_.+\.sql$/);
    expect(manifest.migrations[manifest.migrations.length - 1]).toBe(manifest.migrationLevel);
    expect(manifest.tables.admins).toBe(1);
    for (const table of ['sessions', 'request_limits', 'login_throttle', 'password_resets', 'backup_runs'])
      expect(manifest.tables).not.toHaveProperty(table);
    expect(manifest.tables).toHaveProperty('contact_submissions');

    const entries = await archiveEntries(file);
    const [hero] = rowsOf(entries, 'content_blocks').filter((row) => row.section === 'home');
    expect(JSON.stringify(hero.fields)).toContain(image);
    const stored = rowsOf(entries, 'stored_files').map((row) => String(row.name));
    expect(stored).toContain(path.basename(image));
    for (const name of stored) {
      expect(entries.get(`uploads/${name}`)).toEqual(
        await fs.readFile(path.join(t.dataDir, 'uploads', name)),
      );
    }
    expect(await fs.readdir(path.join(t.dataDir, '.backup-downloads'))).toEqual([]);

    const audit = await t.app.inject({ method: 'GET', url: api('/audit?action=backup'), headers: owner });
    expect(audit.json().data.entries[0]).toMatchObject({ action: 'backup', path: backupPaths.download });
  });

  it('writes each backup from one snapshot: saves running meanwhile leave no record without its file', async () => {
    const saves = (async () => {
      for (let round = 0; round < 6; round += 1) await saveHeroWithImage(t, owner, `Round ${round}`);
    })();
    const archives: string[] = [];
    for (let backup = 0; backup < 3; backup += 1)
      archives.push((await download(`during-${backup}.tar.gz`)).file);
    await saves;

    for (const file of archives) {
      await readArchive(file, { key: TEST_BACKUP_KEY });
      const entries = await archiveEntries(file);
      const stored = new Set(rowsOf(entries, 'stored_files').map((row) => String(row.name)));
      for (const name of stored) expect(entries.has(`uploads/${name}`)).toBe(true);
      const [hero] = rowsOf(entries, 'content_blocks').filter((row) => row.section === 'home');
      const heroImage = path.basename(String((hero.fields as { heroimg: string }).heroimg));
      expect(stored.has(heroImage)).toBe(true);
    }
  });

  describe('an archive that fails a check is refused, and nothing changes', () => {
    let good: string;
    beforeAll(async () => {
      good = (await download('good.tar.gz')).file;
    });

    const refused = async (file: string, sentence: RegExp) => {
      const before = await folderContents(t.dataDir);
      const openTarget = jest.fn();
      const restoring = restoreBackup({
        file,
        key: TEST_BACKUP_KEY,
        replace: true,
        dataDir: t.dataDir,
        openTarget,
      });
      await expect(restoring).rejects.toThrow(BackupRefused);
      await expect(restoring).rejects.toThrow(sentence);
      expect(openTarget).not.toHaveBeenCalled();
      expect(await folderContents(t.dataDir)).toEqual(before);
    };

    it('a corrupted one', async () => {
      const file = path.join(work, 'corrupted.tar.gz');
      await corruptedCopy(good, file);
      await refused(file, NOT_VERIFIED_SENTENCE);
    });

    it('a truncated one', async () => {
      const file = path.join(work, 'truncated.tar.gz');
      await truncatedCopy(good, file);
      await refused(file, NOT_VERIFIED_SENTENCE);
    });

    it('one whose entry does not match its checksum', async () => {
      const file = path.join(work, 'edited.tar.gz');
      const entries = await archiveEntries(good);
      const manifest = manifestOf(entries);
      entries.set('database/admins.jsonl', Buffer.from('{"id":"intruder"}\n'));
      entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
      await writeArchiveWith(file, entries, (changed) => {
        changed.entries['database/admins.jsonl'] = manifest.entries['database/admins.jsonl'];
      });
      await refused(
        file,
        /^The archive is damaged or incomplete: database\/admins\.jsonl does not match its checksum\.$/,
      );
    });

    it('one whose manifest counts other rows than a table holds', async () => {
      const file = path.join(work, 'miscounted.tar.gz');
      await writeArchiveWith(file, await archiveEntries(good), (manifest) => {
        manifest.tables.admins += 1;
      });
      await refused(
        file,
        /^The archive is damaged or incomplete: database\/admins\.jsonl does not hold the rows its manifest counts\.$/,
      );
    });

    it('one from a newer migration level', async () => {
      const file = path.join(work, 'newer.tar.gz');
      await writeArchiveWith(file, await archiveEntries(good), (manifest) => {
        manifest.migrations.push('9999_from_the_future.sql');
        manifest.migrationLevel = '9999_from_the_future.sql';
      });
      await refused(
        file,
        /^This backup comes from a newer version of the site: its database has the migration 9999_from_the_future\.sql, which this version does not know\. Update the site, then restore it\.$/,
      );
    });

    it('a file that is no backup', async () => {
      const file = path.join(work, 'notes.txt');
      await fs.writeFile(file, 'not an archive');
      await refused(
        file,
        /^This file is not a backup of this site \(neither an encrypted backup nor a \.tar\.gz\)\.$/,
      );
    });
  });

  it('restores into a site that holds content only with --replace, and then every read is the same', async () => {
    const title = `Restored ${Date.now()}`;
    const image = await saveHeroWithImage(t, owner, title);
    const { file } = await download('to-restore.tar.gz');
    const other = await createTestApp();
    await other.app.close();
    const restore = (replace: boolean) =>
      restoreBackup({
        file,
        key: TEST_BACKUP_KEY,
        replace,
        dataDir: other.dataDir,
        openTarget: () => openDatabase({ databaseUrl: other.database.url, dataDir: other.dataDir }),
      });
    try {
      await expect(restore(false)).rejects.toThrow(
        /^The database already holds a site \(rows in .*admins.*\)\. Add --replace to replace it with the backup\.$/,
      );
      const restored = await restore(true);
      expect(restored.rows).toBeGreaterThan(0);
      const again = await startApp(other.dataDir, other.database);
      try {
        const hero = await again.app.inject({ method: 'GET', url: api('/home/hero') });
        expect(hero.json().data).toEqual(
          (await t.app.inject({ method: 'GET', url: api('/home/hero') })).json().data,
        );
        const picture = await again.app.inject({ method: 'GET', url: image });
        expect(picture.statusCode).toBe(200);
        expect(picture.rawPayload).toEqual(
          await fs.readFile(path.join(t.dataDir, 'uploads', path.basename(image))),
        );
        await signIn(again.app);
      } finally {
        await again.app.close();
      }
    } finally {
      await other.database.drop();
      await fs.rm(other.dataDir, { recursive: true, force: true });
    }
  });
});

/** The tables a migration creates (CREATE TABLE in its SQL). */
async function tablesMadeBy(migration: string): Promise<string[]> {
  const found = (await migrationFiles()).find(
    ({ name }) => name === migration || name === `${migration}.sql`,
  );
  if (!found) throw new Error(`No migration file ${migration}`);
  const sql = await fs.readFile(found.file, 'utf8');
  return [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?(\w+)"?/gi)].map((match) => match[1]);
}

test('a backup from an older migration level is restored and brought up to this version', async () => {
  const t = await createTestApp();
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-older-'));
  try {
    const headers = await signIn(t.app);
    await saveHeroWithImage(t, headers, 'Made by last year’s version');
    const current = path.join(work, 'current.tar.gz');
    await fs.writeFile(
      current,
      (await t.app.inject({ method: 'GET', url: api(backupPaths.download), headers })).rawPayload,
    );
    // Without the newest migration and the tables it makes, this is last year's archive.
    const older = path.join(work, 'older.tar.gz');
    const entries = await archiveEntries(current);
    const newest = manifestOf(entries).migrationLevel;
    const newTables = await tablesMadeBy(newest);
    for (const table of newTables) entries.delete(tableEntry(table));
    await writeArchiveWith(older, entries, (manifest) => {
      manifest.migrations.pop();
      manifest.migrationLevel = manifest.migrations[manifest.migrations.length - 1];
      for (const table of newTables) {
        delete manifest.tables[table];
        delete manifest.entries[tableEntry(table)];
      }
    });
    await t.app.close();
    await restoreBackup({
      file: older,
      key: TEST_BACKUP_KEY,
      replace: true,
      dataDir: t.dataDir,
      openTarget: () => openDatabase({ databaseUrl: t.database.url, dataDir: t.dataDir }),
    });
    expect((await fs.readdir(t.dataDir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);
    const again = await startApp(t.dataDir, t.database);
    try {
      const hero = await again.app.inject({ method: 'GET', url: api('/home/hero') });
      expect(hero.json().data.herotitle).toBe('Made by last year’s version');
      const level = await again.app.database.snapshot((query) =>
        query('SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1'),
      );
      expect(level[0].version).toBe(newest);
    } finally {
      await again.app.close();
    }
  } finally {
    await t.database.drop();
    await fs.rm(t.dataDir, { recursive: true, force: true });
    await fs.rm(work, { recursive: true, force: true });
  }
});
