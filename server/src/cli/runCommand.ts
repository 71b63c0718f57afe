import { BackupRefused } from '../backups/manifest';
import { ConfigError, loadConfig } from '../config';

/** A failure the command explains in a sentence of its own (no stack trace). */
export class CommandError extends Error {}

/** The configuration without the first administrator's settings, which a command never applies. */
export const commandConfig = () => loadConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });

/**
 * Runs a command line's work: prints its answer and exits 0, or prints the failure's sentence
 * (with `onFailure`'s words after it) and exits 1.
 */
export function runCommand(work: (args: string[]) => Promise<string>, onFailure = ''): void {
  // Node exits when nothing is left to wait for: a command whose work never settled has not done it.
  process.once('beforeExit', () => {
    console.error('The command stopped before it had finished.');
    process.exit(1);
  });
  work(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      const explained = [CommandError, ConfigError, BackupRefused].some((kind) => error instanceof kind);
      const message = error instanceof Error ? error.message : String(error);
      console.error(explained || error instanceof Error ? `${message}${onFailure}` : error);
      process.exit(1);
    },
  );
}
