// `npm run backup -- <file>`: one archive of the whole site (README "Backups"), whether the server
// runs or not. PostgreSQL is read directly, in one snapshot; the embedded database belongs to the
// server that has it open, which makes the archive when asked on its socket in DATA_DIR.
import fs from 'node:fs/promises';
import path from 'node:path';
import { backupFromServer, backupSocketPath } from '../backups/backupSocket';
import { type BackupMade, makeBackup } from '../backups/makeBackup';
import { KEY_NEEDED } from '../backups/sealing';
import { embeddedDatabaseExists, openDatabase } from '../db/connection';
import { CommandError, commandConfig, runCommand } from './runCommand';

const USAGE = 'Usage: npm run backup -- <file>   (for example backups/academy.tar.gz.enc)';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function summary({ file, bytes, manifest }: BackupMade, by: string): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const files = Object.values(manifest.files).reduce((sum, count) => sum + count, 0);
  return `Backed up the site to ${file} (${sizeOf(bytes)}${by}): ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${files} upload files, migration level ${manifest.migrationLevel}.`;
}

async function backup(file: string): Promise<string> {
  const config = commandConfig();
  const key = config.backupKey;
  if (!key) throw new CommandError(KEY_NEEDED);
  const target = path.resolve(file);
  // A folder it makes is the server's user's alone, as the archive is (0700, 0600).
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  if (!config.databaseUrl) {
    const fromServer = await backupFromServer(backupSocketPath(config.dataDir), target, key);
    if (fromServer) return summary(fromServer, ', made by the running server');
    if (!(await embeddedDatabaseExists(config.dataDir)))
      throw new CommandError(`There is no site to back up in ${config.dataDir} (DATA_DIR).`);
  }
  const database = await openDatabase(config);
  try {
    return summary(await makeBackup(database, config.dataDir, target, () => new Date(), key), '');
  } finally {
    await database.close();
  }
}

runCommand(async ([file, ...rest]) => {
  if (!file || rest.length > 0 || file.startsWith('-')) throw new CommandError(USAGE);
  return backup(file);
});
