// First: the test app's helpers give the database code the PGlite module Node loads itself.
import { type TestApp, api, createTestApp, signIn, startApp } from './helpers/testApp';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupPaths } from '@academy/contracts';
import { readArchive } from '../src/backups/archive';
import { backupSocketPath, serveBackupSocket } from '../src/backups/backupSocket';
import { BackupRefused } from '../src/backups/manifest';
import { restoreBackup } from '../src/backups/restoreBackup';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import {
  TEST_BACKUP_KEY,
  archiveEntries,
  manifestOf,
  rowsOf,
  writeArchiveWith,
} from './helpers/backupArchives';

// Sealed backups (docs/decisions/0119-backups-sealed.md): a backup is sealed with BACKUP_KEY, so
// nobody without the key can read one or make one that a restore takes; what a restore takes is
// bounded by what the archive declares.

const ANOTHER_KEY = 'somebody-else-entirely-0123456789-abcdef';
const INTRUDER = 'intruder@example.net';

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

/** An archive's entries with the owner's account replaced by an intruder's, as a forger makes it. */
async function forgedEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = await archiveEntries(file);
  const admins = rowsOf(entries, 'admins').map((row) => ({ ...row, email: INTRUDER, totp_secret: null }));
  entries.set('database/admins.jsonl', Buffer.from(admins.map((row) => `${JSON.stringify(row)}\n`).join('')));
  return entries;
}

const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe('sealed backups', () => {
  let t: TestApp;
  let work: string;
  let good: string;

  beforeAll(async () => {
    t = await createTestApp();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-sealed-'));
    const response = await t.app.inject({
      method: 'GET',
      url: api(backupPaths.download),
      headers: await signIn(t.app),
    });
    expect(response.statusCode).toBe(200);
    good = path.join(work, 'good.tar.gz.enc');
    await fs.writeFile(good, response.rawPayload);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  const refused = async (file: string, sentence: RegExp, options: { key?: string; unsigned?: boolean }) => {
    const before = await folderContents(t.dataDir);
    const openTarget = jest.fn();
    const restoring = restoreBackup({ file, replace: true, dataDir: t.dataDir, openTarget, ...options });
    await expect(restoring).rejects.toThrow(BackupRefused);
    await expect(restoring).rejects.toThrow(sentence);
    expect(openTarget).not.toHaveBeenCalled();
    expect(await folderContents(t.dataDir)).toEqual(before);
  };

  it('refuses a forged archive made without the key (a plain .tar.gz), and says how an old one is restored', async () => {
    const file = path.join(work, 'forged.tar.gz');
    await writeArchiveWith(file, await forgedEntries(good), () => undefined, { key: null });
    await refused(
      file,
      /^This archive is not encrypted with a BACKUP_KEY, so nothing shows who made it or that it is unchanged\. If you made it yourself with a version before BACKUP_KEY, restore it with --unsigned\.$/,
      { key: TEST_BACKUP_KEY },
    );
  });

  it('refuses an archive sealed with another key, and a sealed one without a key', async () => {
    const file = path.join(work, 'other-key.tar.gz.enc');
    await writeArchiveWith(file, await forgedEntries(good), () => undefined, { key: ANOTHER_KEY });
    await refused(
      file,
      /^The archive does not pass its check with this BACKUP_KEY: it was made with another key, or it was changed or cut short after it was made\.$/,
      { key: TEST_BACKUP_KEY },
    );
    await refused(good, /^This backup is encrypted: set BACKUP_KEY to the key it was made with/, {});
  });

  it('refuses upload files under names the upload pipeline never writes (x.html beside x.js)', async () => {
    const entries = await archiveEntries(good);
    entries.set('uploads/x.html', Buffer.from('<script src="/uploads/x.js"></script>'));
    entries.set('uploads/x.js', Buffer.from('alert(document.cookie)'));
    const file = path.join(work, 'html.tar.gz.enc');
    await writeArchiveWith(file, entries, () => undefined);
    await refused(
      file,
      /^The archive is damaged or incomplete: it holds uploads\/x\.html, which is not a name the site gives its uploads\.$/,
      { key: TEST_BACKUP_KEY },
    );
  });

  it('stages no entry larger than the manifest declares', async () => {
    // A first reading's manifest that declares 10 bytes for the admins, and an archive whose
    // admins are 2 MB (as if the file were swapped between the two readings).
    const small = await readArchive(good, { key: TEST_BACKUP_KEY });
    small.entries['database/admins.jsonl'].bytes = 10;
    const entries = await archiveEntries(good);
    entries.set('database/admins.jsonl', Buffer.from(`${'{"x":1}\n'.repeat(256 * 1024)}`));
    const big = path.join(work, 'big.tar.gz.enc');
    await writeArchiveWith(big, entries, () => undefined);
    const staging = await fs.mkdtemp(path.join(work, 'staging-'));
    await expect(
      readArchive(big, { key: TEST_BACKUP_KEY, staging: { dir: staging, expected: small } }),
    ).rejects.toThrow(
      /^The archive is damaged or incomplete: database\/admins\.jsonl is larger than its manifest declares\.$/,
    );
    const staged = await fs.stat(path.join(staging, 'database', 'admins.jsonl')).catch(() => undefined);
    expect(staged).toBeUndefined();
  });

  it('restores an archive made before BACKUP_KEY with --unsigned, and tells the accounts it installs', async () => {
    const legacy = path.join(work, 'legacy.tar.gz');
    await writeArchiveWith(legacy, await archiveEntries(good), () => undefined, { key: null });
    const other = await createTestApp();
    await other.app.close();
    try {
      const accounts = jest.fn();
      const restored = await restoreBackup({
        file: legacy,
        unsigned: true,
        replace: true,
        dataDir: other.dataDir,
        openTarget: () => openDatabase({ databaseUrl: other.database.url, dataDir: other.dataDir }),
        accounts,
      });
      expect(restored.manifest.tables.admins).toBe(1);
      expect(accounts).toHaveBeenCalledWith([{ email: expect.stringMatching(/@/), role: 'owner' }]);
      const again = await startApp(other.dataDir, other.database);
      try {
        await signIn(again.app);
      } finally {
        await again.app.close();
      }
    } finally {
      await other.database.drop();
      await fs.rm(other.dataDir, { recursive: true, force: true });
    }
  });

  it('writes archives and the download folder for the server’s user alone', async () => {
    expect(await mode(path.join(t.dataDir, '.backup-downloads'))).toBe(0o700);
    const temporary = await t.app.backups.makeTemporary();
    try {
      expect(await mode(temporary)).toBe(0o600);
      expect(manifestOf(await archiveEntries(temporary)).format).toBe('karate-academy-backup');
    } finally {
      await fs.rm(temporary, { force: true });
    }
  });

  it('writes the mail outbox for the server’s user alone', async () => {
    await t.app.sendMail({ to: 'someone@example.com', subject: 'Private', text: 'A reset link' });
    const outbox = path.join(t.dataDir, 'outbox');
    expect(await mode(outbox)).toBe(0o700);
    const mails = (await fs.readdir(outbox)).filter((name) => name.endsWith('.eml'));
    expect(mails.length).toBeGreaterThan(0);
    for (const name of mails) expect(await mode(path.join(outbox, name))).toBe(0o600);
  });

  it('serves at /uploads/ only the names the upload pipeline writes', async () => {
    await fs.writeFile(path.join(t.dataDir, 'uploads', 'x.html'), '<p>not ours</p>');
    await fs.writeFile(path.join(t.dataDir, 'uploads', 'x.js'), 'alert(1)');
    for (const name of ['x.html', 'x.js']) {
      const answer = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(answer.statusCode).toBe(404);
    }
    const stored = rowsOf(await archiveEntries(good), 'stored_files').map((row) => String(row.name));
    for (const name of stored) {
      const answer = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(answer.statusCode).toBe(200);
    }
  });
});

describe('BACKUP_KEY and the rest of what backups need', () => {
  it('refuses a short key, and a schedule without a key, with a sentence naming the setting', () => {
    expect(() => loadConfig({ BACKUP_KEY: 'too short' })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_KEY: 'too short' })).toThrow(
      /^BACKUP_KEY must be at least 32 characters long \(it has 9\)/,
    );
    expect(() => loadConfig({ BACKUP_DIR: '/tmp/b', BACKUP_EVERY_HOURS: '6' })).toThrow(
      /^BACKUP_EVERY_HOURS needs BACKUP_KEY \(32 or more characters\)/,
    );
    expect(loadConfig({ BACKUP_KEY: TEST_BACKUP_KEY }).backupKey).toBe(TEST_BACKUP_KEY);
  });

  it('refuses the owner’s download without BACKUP_KEY (409 and a sentence)', async () => {
    const t = await createTestApp({ env: { BACKUP_KEY: '' } });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: api(backupPaths.download),
        headers: await signIn(t.app),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatch(/^Backups need BACKUP_KEY \(32 or more characters\)/);
    } finally {
      await t.close();
    }
  });

  it('keeps the socket in DATA_DIR (a too long DATA_DIR is refused) and private from its first moment', async () => {
    expect(() => backupSocketPath(`/tmp/${'d'.repeat(120)}`)).toThrow(
      /^DATA_DIR's path is too long for the backup socket \(\d+ bytes with \/backup\.sock, at most 100\)/,
    );
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-socket-'));
    // Even if the chmod after listening never happened, the socket was born 0600.
    const chmod = jest.spyOn(fs, 'chmod').mockResolvedValue(undefined);
    try {
      const socket = backupSocketPath(dir);
      const stop = await serveBackupSocket(socket, () => Promise.reject(new Error('unused')));
      try {
        expect(await mode(socket)).toBe(0o600);
      } finally {
        await stop();
      }
    } finally {
      chmod.mockRestore();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
