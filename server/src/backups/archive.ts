import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupRefused,
  type EntryDigest,
  FILE_FOLDERS,
  MANIFEST_ENTRY,
  type Manifest,
  fileOfEntry,
  tableEntry,
  tableOfEntry,
} from './manifest';
import { KIND_BYTES, archiveKind, openingStream, sealingStream } from './sealing';
import type { SiteSnapshot } from './siteSnapshot';

/** A file the snapshot refers to was removed before it could be read: the caller takes a new snapshot. */
export class FileMoved extends Error {}

/** The largest manifest read (it lists every entry: about 120 bytes each). */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** Where an upload file is now: its folder, or the other one if an item moved to or from the trash since. */
async function openUpload(dataDir: string, folder: string, name: string) {
  const places = [folder, ...FILE_FOLDERS.filter((other) => other !== folder)];
  for (const place of places) {
    const handle = await fs
      .open(path.join(dataDir, place, name), 'r')
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    if (handle) return handle;
  }
  throw new FileMoved(
    `The upload ${name} that the database refers to is in neither ${places.join(' nor ')}.`,
  );
}

/**
 * Writes the archive of a snapshot to `file` (a new file, readable by the server's user alone),
 * sealed with `key` (sealing.ts), and fsyncs it: the tables, then the upload files read from
 * `dataDir`, then the manifest with every entry's SHA-256. Resolves to the manifest.
 */
export async function writeArchive(
  file: string,
  snapshot: SiteSnapshot,
  about: Pick<Manifest, 'projectVersion' | 'database' | 'createdAt'>,
  dataDir: string,
  key: string,
): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    zlib.createGzip(),
    await sealingStream(key),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  const entries: Record<string, EntryDigest> = {};
  const mtime = new Date(about.createdAt);

  const addBuffer = async (name: string, data: Buffer) => {
    entries[name] = { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mtime }, data, (error) => (error ? reject(error) : resolve())),
    );
  };

  const addUpload = async (folder: string, name: string) => {
    const handle = await openUpload(dataDir, folder, name);
    try {
      const { size } = await handle.stat();
      const hash = createHash('sha256');
      const entryName = `${folder}/${name}`;
      let entry!: ReturnType<typeof pack.entry>;
      const finished = new Promise<void>((resolve, reject) => {
        entry = pack.entry({ name: entryName, size, mtime }, (error) => (error ? reject(error) : resolve()));
      });
      for await (const chunk of handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      entry.end(Buffer.alloc(0));
      await finished;
      entries[entryName] = { bytes: size, sha256: hash.digest('hex') };
    } finally {
      await handle.close();
    }
  };

  const addEverything = async () => {
    for (const [table, lines] of snapshot.tables) {
      await addBuffer(tableEntry(table), Buffer.from(lines.map((line) => `${line}\n`).join('')));
    }
    for (const { folder, name } of snapshot.files) await addUpload(folder, name);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      ...about,
      migrations: snapshot.migrations,
      migrationLevel: snapshot.migrations[snapshot.migrations.length - 1] ?? '',
      tables: Object.fromEntries([...snapshot.tables].map(([table, lines]) => [table, lines.length])),
      files: Object.fromEntries(
        FILE_FOLDERS.map((folder) => [
          folder,
          snapshot.files.filter((entry) => entry.folder === folder).length,
        ]),
      ) as Manifest['files'],
      entries: { ...entries },
    };
    await addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    return manifest;
  };

  const adding = addEverything();
  // A failing disk ends the pipeline: its error is the one to report, not a write left waiting.
  adding.catch(() => pack.destroy());
  const [manifest] = await Promise.all([adding, written]);
  const output = await fs.open(file, 'r+');
  try {
    await output.sync();
  } finally {
    await output.close();
  }
  return manifest;
}

const damaged = (why: string) => new BackupRefused(`The archive is damaged or incomplete: ${why}.`);

/** Checks a parsed manifest's shape against what this version writes. */
function checkedManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw damaged('its manifest is not JSON');
  }
  if (manifest?.format !== ARCHIVE_FORMAT)
    throw new BackupRefused('This file is not a backup of this site (its manifest names another format).');
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION)
    throw new BackupRefused(
      `This backup is in format ${String(manifest.formatVersion)}, which this version of the site does not read (it reads ${ARCHIVE_FORMAT_VERSION}): update the site first.`,
    );
  const wellFormed =
    Array.isArray(manifest.migrations) &&
    manifest.migrations.every((name) => typeof name === 'string') &&
    typeof manifest.createdAt === 'string' &&
    manifest.tables !== null &&
    typeof manifest.tables === 'object' &&
    manifest.entries !== null &&
    typeof manifest.entries === 'object';
  if (!wellFormed) throw damaged('its manifest lacks fields');
  return manifest;
}

export interface ReadOptions {
  /** BACKUP_KEY: a sealed archive is opened with it, each chunk checked before it is read. */
  key?: string;
  /** Accepts an unsealed archive (a plain .tar.gz, as versions before BACKUP_KEY wrote). */
  unsigned?: boolean;
  /**
   * Writes the entries into this folder under their names as they are read. Only with
   * `expected`: the manifest a first reading returned, whose sizes bound what is written.
   */
  staging?: { dir: string; expected: Manifest };
}

/** How a file is to be read: sealed with the key, or (with `unsigned`) a plain gzipped tar. */
async function archiveStream(file: string, options: ReadOptions) {
  const handle = await fs.open(file, 'r');
  const first = Buffer.alloc(KIND_BYTES);
  try {
    await handle.read(first, 0, KIND_BYTES, 0);
  } finally {
    await handle.close();
  }
  const kind = archiveKind(first);
  if (kind === 'sealed') {
    if (!options.key)
      throw new BackupRefused(
        'This backup is encrypted: set BACKUP_KEY to the key it was made with (32 or more characters).',
      );
    return [openingStream(options.key)];
  }
  if (kind === 'gzip' && !options.unsigned)
    throw new BackupRefused(
      'This archive is not encrypted with a BACKUP_KEY, so nothing shows who made it or that it is unchanged. If you made it yourself with a version before BACKUP_KEY, restore it with --unsigned.',
    );
  if (kind === 'other')
    throw new BackupRefused(
      'This file is not a backup of this site (neither an encrypted backup nor a .tar.gz).',
    );
  return [];
}

/**
 * Reads a whole archive and checks it: every entry's name and SHA-256 against the manifest, no
 * entry missing or added, every table's row count. With `staging`, the entries are written into
 * its folder as they are read, each refused once it would exceed the size the expected manifest
 * declares, and the manifest must be the expected one. Resolves to the manifest; refuses
 * (BackupRefused) with the reason otherwise.
 */
export async function readArchive(file: string, options: ReadOptions = {}): Promise<Manifest> {
  const stats = await fs.stat(file).catch(() => undefined);
  if (!stats?.isFile()) throw new BackupRefused(`There is no backup file at ${file}.`);
  const opening = await archiveStream(file, options);
  const staging = options.staging;
  const extract = tar.extract();
  const reading = pipeline([createReadStream(file), ...opening, zlib.createGunzip(), extract]);
  // Its failure may come while an entry is being read; it is thrown below, by `await reading`.
  reading.catch(() => undefined);
  const seen = new Map<string, EntryDigest & { lines: number }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (type !== 'file') throw damaged(`it holds ${name}, which is not a file`);
      if (seen.has(name) || (name === MANIFEST_ENTRY && manifestText !== undefined))
        throw damaged(`it holds ${name} twice`);
      if (name === MANIFEST_ENTRY) {
        if (size > MANIFEST_MAX_BYTES) throw damaged('its manifest is too large');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const isTable = tableOfEntry(name) !== undefined;
      if (!isTable && !fileOfEntry(name))
        throw damaged(
          /^uploads(-trash)?\//.test(name)
            ? `it holds ${name}, which is not a name the site gives its uploads`
            : `it holds an unexpected entry, ${name}`,
        );
      const declared = staging?.expected.entries[name]?.bytes;
      if (staging && declared === undefined)
        throw damaged(`it holds ${name}, which its manifest does not list`);
      if (declared !== undefined && size > declared)
        throw damaged(`${name} is larger than its manifest declares`);
      const hash = createHash('sha256');
      let lines = 0;
      let bytes = 0;
      const target = staging ? path.join(staging.dir, name) : undefined;
      if (target) await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const out = target ? createWriteStream(target, { flags: 'wx', mode: 0o600 }) : undefined;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        if (declared !== undefined && bytes > declared)
          throw damaged(`${name} is larger than its manifest declares`);
        // A table's rows are its lines; an upload file's bytes are only hashed.
        if (isTable) for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        if (out && !out.write(chunk)) await once(out, 'drain');
      }
      if (out) {
        out.end();
        await once(out, 'close');
      }
      seen.set(name, { bytes, sha256: hash.digest('hex'), lines });
    }
    await reading;
  } catch (error) {
    const failure =
      error instanceof BackupRefused
        ? error
        : await reading.then(
            () => error,
            (cause: unknown) => cause,
          );
    if (failure instanceof BackupRefused) throw failure;
    throw damaged((error as Error).message.replace(/\.$/, ''));
  }
  if (manifestText === undefined) throw damaged('it has no manifest');
  const manifest = checkedManifest(manifestText);
  if (staging && JSON.stringify(manifest) !== JSON.stringify(staging.expected))
    throw damaged('it changed while it was being read');
  for (const [name, digest] of Object.entries(manifest.entries)) {
    const found = seen.get(name);
    if (!found) throw damaged(`${name}, which its manifest lists, is missing`);
    if (found.sha256 !== digest.sha256 || found.bytes !== digest.bytes)
      throw damaged(`${name} does not match its checksum`);
  }
  for (const [name, found] of seen) {
    if (!manifest.entries[name]) throw damaged(`it holds ${name}, which its manifest does not list`);
    const table = tableOfEntry(name);
    if (table && manifest.tables[table] !== found.lines)
      throw damaged(`${name} does not hold the rows its manifest counts`);
  }
  const missingTable = Object.keys(manifest.tables).find((table) => !seen.has(tableEntry(table)));
  if (missingTable) throw damaged(`the table ${missingTable}, which its manifest counts, is missing`);
  return manifest;
}
