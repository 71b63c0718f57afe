// `npm run restore -- <file> [--replace]`: puts a backup's site into the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR) and DATA_DIR, all or nothing (README "Backups").
import path from 'node:path';
import { restoreBackup } from '../backups/restoreBackup';
import { openDatabase } from '../db/connection';
import { CommandError, commandConfig, runCommand } from './runCommand';

const USAGE = 'Usage: npm run restore -- <file> [--replace]';

/**
 * ACADEMY_FAILPOINT=restore-before-commit stops the restore just before its transaction commits,
 * for ten minutes, so that a test can kill it there and show that the old site is left whole.
 */
async function failpoint(): Promise<void> {
  if (process.env.ACADEMY_FAILPOINT !== 'restore-before-commit') return;
  console.error('Paused before the commit (ACADEMY_FAILPOINT=restore-before-commit).');
  await new Promise((resolve) => setTimeout(resolve, 10 * 60 * 1000));
}

async function restore(file: string, replace: boolean): Promise<string> {
  const config = commandConfig();
  const into = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  const { manifest, rows, files } = await restoreBackup({
    file: path.resolve(file),
    replace,
    dataDir: config.dataDir,
    openTarget: () => openDatabase(config),
    beforeCommit: failpoint,
  });
  return `Restored the backup of ${manifest.createdAt} (version ${manifest.projectVersion}, migration level ${manifest.migrationLevel}) into ${into}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${files} upload files. Start the site as usual.`;
}

runCommand(async (args) => {
  const replace = args.includes('--replace');
  const rest = args.filter((arg) => arg !== '--replace');
  if (rest.length !== 1 || rest[0].startsWith('-')) throw new CommandError(USAGE);
  return restore(rest[0], replace);
}, ' Nothing was changed.');
