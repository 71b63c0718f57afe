import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import { REPO_ROOT } from '../paths';
import { syncDirectory } from '../services/durableFiles';
import { FileMoved, readArchive, writeArchive } from './archive';
import { BackupRefused, type Manifest } from './manifest';
import { KEY_NEEDED } from './sealing';
import { readSiteSnapshot } from './siteSnapshot';

/**
 * How many snapshots a backup takes before it gives up: another one is needed only when a save
 * released a file between a snapshot and the reading of its files, which the next one sees.
 */
const SNAPSHOT_TRIES = 5;

export interface BackupMade {
  file: string;
  bytes: number;
  manifest: Manifest;
}

async function projectVersion(): Promise<string> {
  const text = await fs.readFile(path.join(REPO_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * Writes an archive to `file`, which must not exist yet: `write` writes it under a temporary name
 * beside `file`; it is read back and checked whole, and only then renamed to `file`. A failure
 * leaves no file behind.
 */
export async function saveCheckedArchive(
  file: string,
  write: (temporary: string) => Promise<void>,
  key: string,
): Promise<BackupMade> {
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupRefused(`There is already a file at ${file}: name a new one.`);
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    await write(temporary);
    const manifest = await readArchive(temporary, { key });
    await fs.rename(temporary, file);
    await syncDirectory(path.dirname(file));
    return { file, bytes: (await fs.stat(file)).size, manifest };
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes a checked backup of the site to `file`, sealed with `key` (BACKUP_KEY): one database
 * snapshot and the files it refers to. Refuses without a key.
 */
export async function makeBackup(
  database: Pick<Database, 'snapshot' | 'kind'>,
  dataDir: string,
  file: string,
  now: () => Date,
  key: string | undefined,
): Promise<BackupMade> {
  if (!key) throw new BackupRefused(KEY_NEEDED);
  const about = { projectVersion: await projectVersion(), database: database.kind };
  return saveCheckedArchive(
    file,
    async (temporary) => {
      for (let attempt = 1; ; attempt += 1) {
        const snapshot = await readSiteSnapshot(database);
        try {
          await writeArchive(temporary, snapshot, { ...about, createdAt: now().toISOString() }, dataDir, key);
          return;
        } catch (error) {
          await fs.rm(temporary, { force: true });
          if (!(error instanceof FileMoved) || attempt === SNAPSHOT_TRIES) throw error;
        }
      }
    },
    key,
  );
}
