// `npm run restore -- <file> [--replace] [--unsigned]`: puts a backup's site into the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR) and DATA_DIR, all or nothing (README
// "Backups"). The archive must be sealed with BACKUP_KEY; --unsigned takes a plain .tar.gz made
// before BACKUP_KEY existed, and says so.
import path from 'node:path';
import { restoreBackup } from '../backups/restoreBackup';
import { KEY_NEEDED } from '../backups/sealing';
import { openDatabase } from '../db/connection';
import { CommandError, commandConfig, runCommand } from './runCommand';

const USAGE = 'Usage: npm run restore -- <file> [--replace] [--unsigned]';

/**
 * ACADEMY_FAILPOINT=restore-before-commit stops the restore just before its transaction commits,
 * for ten minutes, so that a test can kill it there and show that the old site is left whole.
 */
async function failpoint(): Promise<void> {
  if (process.env.ACADEMY_FAILPOINT !== 'restore-before-commit') return;
  console.error('Paused before the commit (ACADEMY_FAILPOINT=restore-before-commit).');
  await new Promise((resolve) => setTimeout(resolve, 10 * 60 * 1000));
}

async function restore(file: string, replace: boolean, unsigned: boolean): Promise<string> {
  const config = commandConfig();
  if (!config.backupKey && !unsigned) throw new CommandError(KEY_NEEDED);
  if (unsigned)
    console.error(
      'Restoring with --unsigned: an archive that is not encrypted with BACKUP_KEY is accepted, which nothing shows to be yours or unchanged. Restore only an archive you made yourself with a version before BACKUP_KEY.',
    );
  const into = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  const { manifest, rows, files } = await restoreBackup({
    file: path.resolve(file),
    key: config.backupKey,
    unsigned,
    replace,
    dataDir: config.dataDir,
    openTarget: () => openDatabase(config),
    beforeCommit: failpoint,
    // Who will be able to sign in, before it is so: a forged or unexpected account shows here.
    accounts: (accounts) =>
      console.log(
        `The restored site has ${accounts.length} staff account${accounts.length === 1 ? '' : 's'}:\n${accounts
          .map(({ email, role }) => `  ${email} (${role})`)
          .join('\n')}`,
      ),
  });
  return `${unsigned ? 'Restored an unsigned archive (--unsigned). ' : ''}Restored the backup of ${manifest.createdAt} (version ${manifest.projectVersion}, migration level ${manifest.migrationLevel}) into ${into}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${files} upload files. Start the site as usual.`;
}

runCommand(async (args) => {
  const replace = args.includes('--replace');
  const unsigned = args.includes('--unsigned');
  const rest = args.filter((arg) => arg !== '--replace' && arg !== '--unsigned');
  if (rest.length !== 1 || rest[0].startsWith('-')) throw new CommandError(USAGE);
  return restore(rest[0], replace, unsigned);
}, ' Nothing was changed.');
