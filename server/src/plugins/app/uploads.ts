import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  MEDIA_SENTENCES,
  UPLOADS_PATH,
  avifImageName,
  imageVariantName,
  storedImageName,
} from '@academy/contracts';
import type { Db } from '../../db/database';
import {
  forgetFiles,
  isStoredFile,
  listFileNames,
  pathsStillNamed,
  recordFiles,
} from '../../repositories/storedFiles';
import { badRequest } from '../../services/httpErrors';
import { moveFiles, removeFiles, writeFileDurably } from '../../services/durableFiles';
import { fileNamesBehind } from '../../services/uploadedFiles';
import { prepareImage } from '../../services/imageProcessing';
import { checkVideo } from '../../services/videoFiles';

/** What a record write returns: its result and the public paths of files it no longer uses. */
export interface FileChange<T> {
  value: T;
  released?: string[];
}

/** A picture chosen from the media library: the public path of a stored upload, named once more. */
export interface ChosenPicture {
  stored: string;
}

/** What an image field takes: a new image, or a picture the library already stores. */
export type ImageUpload = Buffer | ChosenPicture;

/**
 * A file to store: an image (a Buffer), checked and re-encoded to WebP, or a video (MP4 or
 * WebM), checked by its content and kept byte for byte, so a browser can seek in it; or a picture
 * chosen from the library, written nowhere, checked to be stored and served still.
 */
export type Upload = ImageUpload | { video: Buffer };

export interface UploadStore {
  /** Folder of the stored files, served at UPLOADS_PATH. */
  dir: string;
  /**
   * Moves the files behind these public paths out of the served folder, into the trash's
   * (DATA_DIR/uploads-trash: kept, not served).
   */
  withdraw(paths: string[]): Promise<void>;
  /** Moves the files behind these public paths back into the served folder. */
  reinstate(paths: string[]): Promise<void>;
  /**
   * Moves every file of the trash's folder that is not behind these public paths (those of the
   * items in the trash) back into the served folder: files a crash left there.
   */
  reinstateAllExcept(paths: string[]): Promise<void>;
  /**
   * Stores files together with the record that uses them: every file is checked (and an image
   * re-encoded), written and fsynced under a new random name, then `write` runs in the same
   * transaction that records the files, receiving their public paths in the given order. If
   * anything fails the new files are removed and nothing is stored; after success the released
   * files are removed (from the trash's folder too: an item purged from the trash releases its).
   * With no files it is the same transaction for a write that only releases files.
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

/** The folder below DATA_DIR of the files of items in the trash (kept, not served). */
export const UPLOADS_TRASH_FOLDER = 'uploads-trash';

/** A file to write: an upload's files share a random stem, the one the record names first. */
interface PreparedFile {
  name: string;
  data: Buffer;
}

/** An upload's files: an image with its narrower copies and their AVIF twins, or a video on its own. */
async function prepareUpload(upload: Exclude<Upload, ChosenPicture>): Promise<PreparedFile[]> {
  const stem = randomBytes(16).toString('hex');
  if (!Buffer.isBuffer(upload)) return [{ name: `${stem}.${checkVideo(upload.video)}`, data: upload.video }];
  const image = await prepareImage(upload);
  return [
    { name: storedImageName(stem, image.width, image.height), data: image.data.webp },
    { name: avifImageName(stem, image.width, image.height), data: image.data.avif },
    ...image.variants.flatMap((variant) => [
      { name: imageVariantName(stem, variant.width), data: variant.data.webp },
      { name: imageVariantName(stem, variant.width, 'avif'), data: variant.data.avif },
    ]),
  ];
}

async function uploadsPlugin(app: FastifyInstance) {
  const { config } = app;
  const dir = path.join(config.dataDir, 'uploads');
  const trashDir = path.join(config.dataDir, UPLOADS_TRASH_FOLDER);
  await fs.mkdir(dir, { recursive: true });
  await fs.mkdir(trashDir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, name);
  /** A file may be in either folder: a released file is removed from both. */
  const placesOf = (name: string) => [fileOf(name), path.join(trashDir, name)];

  /** Refuses a chosen picture the library no longer has, or whose file is not served (in the trash). */
  async function assertChosenStored(tx: Db, chosen: string): Promise<void> {
    const name = path.basename(chosen);
    const served = await fs.stat(fileOf(name)).then(
      () => true,
      () => false,
    );
    if (!served || !(await isStoredFile(tx, name))) throw badRequest(MEDIA_SENTENCES.chosenGone);
  }

  async function writeAll(files: PreparedFile[]): Promise<void> {
    const results = await Promise.allSettled(
      files.map(({ name, data }) => writeFileDurably(fileOf(name), data)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function store<T>(
    files: Upload[],
    owner: string,
    write: (tx: Db, paths: string[]) => Promise<FileChange<T>>,
  ) {
    const prepared = await Promise.all(files.map((file) => ('stored' in file ? [] : prepareUpload(file))));
    const written = prepared.flat();
    const names = written.map(({ name }) => name);
    let change: FileChange<T>;
    try {
      await writeAll(written);
      change = await app.db.transaction(async (tx) => {
        await recordFiles(tx, names, owner);
        for (const file of files) if ('stored' in file) await assertChosenStored(tx, file.stored);
        const result = await write(
          tx,
          files.map((file, index) => ('stored' in file ? file.stored : publicPath(prepared[index][0].name))),
        );
        // A file the media library put in several records stays while any of them names it.
        const named = await pathsStillNamed(tx, result.released ?? []);
        const released = (result.released ?? []).filter((file) => !named.has(file));
        await forgetFiles(tx, fileNamesBehind(released));
        return { ...result, released };
      });
    } catch (error) {
      await removeFiles(names.map(fileOf));
      throw error;
    }
    await removeFiles(fileNamesBehind(change.released).flatMap(placesOf)).catch((error: unknown) =>
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

  app.decorate('uploads', {
    dir,
    store,
    withdraw: (paths) => moveFiles(fileNamesBehind(paths), dir, trashDir),
    reinstate: (paths) => moveFiles(fileNamesBehind(paths), trashDir, dir),
    async reinstateAllExcept(paths) {
      const kept = new Set(fileNamesBehind(paths));
      const strays = (await fs.readdir(trashDir)).filter((name) => !kept.has(name));
      await moveFiles(strays, trashDir, dir);
      if (strays.length > 0)
        app.log.warn(`Moved ${strays.length} files no item in the trash has back to uploads`);
    },
  });
  app.database.afterMigrations('upload sweep', sweepOrphans);
  const timer = setInterval(() => {
    sweepOrphans().catch((error: unknown) => app.log.error({ err: error }, 'Upload sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['database'] });
