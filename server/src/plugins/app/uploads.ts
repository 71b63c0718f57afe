import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PATH } from 'shared-contracts/api';
import type { Db } from '../../db/connection';
import { forgetFiles, listFileNames, recordFiles } from '../../repositories/storedFiles';
import { removeFiles, writeFileDurably } from '../../services/durableFiles';
import { prepareImage } from '../../services/imageProcessing';

/** What a record write returns: its result and the public paths of files it no longer uses. */
export interface FileChange<T> {
  value: T;
  released?: string[];
}

export interface UploadStore {
  /** Folder of the stored files, served at UPLOADS_PATH. */
  dir: string;
  /**
   * Stores images together with the record that uses them: every image is checked and
   * re-encoded, written and fsynced under a new random name, then `write` runs in the same
   * transaction that records the files. If anything fails the new files are removed and
   * nothing is stored; after success the released files are removed.
   * With no images it is the same transaction for a write that only releases files.
   */
  store<T>(
    images: Buffer[],
    owner: string,
    write: (tx: Db, paths: string[]) => Promise<FileChange<T>>,
  ): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

// A file younger than this may belong to an upload still in flight (on another server sharing
// the folder), so the sweep leaves it for next time.
const SWEEP_GRACE_MS = 10 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const publicPath = (name: string) => `${UPLOADS_PATH}/${name}`;

/** File names behind public paths; paths that are not ours (absolute URLs, say) are skipped. */
function namesOf(paths: string[] = []): string[] {
  return paths.filter((p) => p.startsWith(`${UPLOADS_PATH}/`)).map((p) => path.basename(p));
}

async function uploadsPlugin(app: FastifyInstance) {
  const { config } = app;
  const dir = path.join(config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, name);

  async function writeAll(images: Buffer[], names: string[]): Promise<void> {
    const results = await Promise.allSettled(
      images.map((data, i) => writeFileDurably(fileOf(names[i]), data)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function store<T>(
    images: Buffer[],
    owner: string,
    write: (tx: Db, paths: string[]) => Promise<FileChange<T>>,
  ) {
    const encoded = await Promise.all(images.map(prepareImage));
    const names = encoded.map(() => `${randomBytes(16).toString('hex')}.webp`);
    let change: FileChange<T>;
    try {
      await writeAll(encoded, names);
      change = await app.db.transaction(async (tx) => {
        await recordFiles(tx, names, owner);
        const result = await write(tx, names.map(publicPath));
        await forgetFiles(tx, namesOf(result.released));
        return result;
      });
    } catch (error) {
      await removeFiles(names.map(fileOf));
      throw error;
    }
    await removeFiles(namesOf(change.released).map(fileOf)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Could not remove released files; the next sweep will'),
    );
    return change.value;
  }

  /** Removes files that no stored_files row references (left by a crash mid-upload). */
  async function sweepOrphans(): Promise<void> {
    const known = await listFileNames(app.db);
    const cutoff = Date.now() - SWEEP_GRACE_MS;
    for (const name of await fs.readdir(dir)) {
      if (known.has(name)) continue;
      const stats = await fs.stat(fileOf(name)).catch(() => undefined);
      if (stats?.isFile() && stats.mtimeMs < cutoff) {
        await fs.rm(fileOf(name), { force: true });
        app.log.info(`Removed orphan upload ${name}`);
      }
    }
  }

  app.decorate('uploads', { dir, store });
  app.database.afterMigrations('upload sweep', sweepOrphans);
  const timer = setInterval(() => {
    sweepOrphans().catch((error: unknown) => app.log.error({ err: error }, 'Upload sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['database'] });
