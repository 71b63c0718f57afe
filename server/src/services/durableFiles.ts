import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Flushes a folder's entries, so a file just created or renamed in it is on disk. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await fs.open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a new file and fsyncs it and its folder before resolving. The data goes to a temporary
 * name first and is renamed into place, so nobody ever sees half a file under the final name.
 * If any step fails (a full disk, say) the temporary file is removed at once. `mode` is the
 * file's (less the umask's bits): 0o600 for a file only the server's user may read.
 */
export async function writeFileDurably(target: string, data: Buffer, mode = 0o666): Promise<void> {
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'wx', mode);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(target));
}

/** Removes files that may already be gone. */
export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
}

/**
 * Moves files from one folder to another by name (a rename: the same file system), then flushes
 * the target folder's entries. A name missing from `from` is skipped: it was moved already.
 */
export async function moveFiles(names: string[], from: string, to: string): Promise<void> {
  await Promise.all(
    names.map((name) =>
      fs.rename(path.join(from, name), path.join(to, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
  if (names.length > 0) await syncDirectory(to);
}
