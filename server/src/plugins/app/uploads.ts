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
import { checkVideo } from '../../services/videoFiles';

/** What a record write returns: its result and the public paths of files it no longer uses. */
export interface FileChange<T> {
  value: T;
  released?: string[];
}

/**
 * A file to store: an image (a Buffer), checked and re-encoded to WebP, or a video (MP4 or
 * WebM), checked by its content and kept byte for byte, so a browser can seek in it.
 */
export type Upload = Buffer | { video: Buffer };

export interface UploadStore {
  /** Folder of the stored files, served at UPLOADS_PATH. */
  dir: string;
  /**
   * Stores files together with the record that uses them: every file is checked (and an image
   * re-encoded), written and fsynced under a new random name, then `write` runs in the same
   * transaction that records the files, receiving their public paths in the given order. If
   * anything fails the new files are removed and nothing is stored; after success the released
   * files are removed. With no files it is the same transaction for a write that only releases files.
   */
  store<T>(
    files: Upload[],
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

/** The bytes to write and the extension of the stored name. */
async function prepareUpload(upload: Upload): Promise<{ data: Buffer; extension: string }> {
  if (Buffer.isBuffer(upload)) return { data: await prepareImage(upload), extension: 'webp' };
  return { data: upload.video, extension: checkVideo(upload.video) };
}

async function uploadsPlugin(app: FastifyInstance) {
  const { config } = app;
  const dir = path.join(config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, name);

  async function writeAll(files: Buffer[], names: string[]): Promise<void> {
    const results = await Promise.allSettled(
      files.map((data, i) => writeFileDurably(fileOf(names[i]), data)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function store<T>(
    files: Upload[],
    owner: string,
    write: (tx: Db, paths: string[]) => Promise<FileChange<T>>,
  ) {
    const prepared = await Promise.all(files.map(prepareUpload));
    const names = prepared.map(({ extension }) => `${randomBytes(16).toString('hex')}.${extension}`);
    let change: FileChange<T>;
    try {
      await writeAll(
        prepared.map(({ data }) => data),
        names,
      );
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
