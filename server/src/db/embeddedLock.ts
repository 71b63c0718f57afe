import fs from 'node:fs/promises';

export const EMBEDDED_DATABASE_IN_USE =
  'The embedded database is open in another process (a running server?). It belongs to one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL) to run several.';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the embedded database folder for this process: PGlite opens a folder another process
 * has open without a word, and the two then overwrite each other's pages. The claim is a file
 * holding the process id beside the folder; a claim whose process has ended (a crash, a kill)
 * is taken over. Resolves to the function that gives the claim up.
 */
export async function claimEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  const claim = () => fs.writeFile(file, String(process.pid), { flag: 'wx' });
  try {
    await claim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(await fs.readFile(file, 'utf8').catch(() => ''));
    if (holder > 0 && holder !== process.pid && isRunning(holder)) throw new Error(EMBEDDED_DATABASE_IN_USE);
    await fs.rm(file, { force: true });
    await claim();
  }
  return () => fs.rm(file, { force: true });
}
