import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { Manifest } from '../../src/backups/manifest';
import { archiveKind, openingStream, sealingStream } from '../../src/backups/sealing';

/** The BACKUP_KEY of the test apps (testApp.ts) and of the archives these helpers write. */
export const TEST_BACKUP_KEY = 'test-backup-key-0123456789abcdefghijklmnop';

/** A sealed archive's gzipped tar (or an unsealed one's file as it is). */
export async function openedArchive(file: string, key = TEST_BACKUP_KEY): Promise<Buffer> {
  const data = await fs.readFile(file);
  if (archiveKind(data) !== 'sealed') return data;
  return buffer(Readable.from([data]).pipe(openingStream(key)));
}

/** Seals a gzipped tar with a key, as the server does. */
export async function sealed(gzippedTar: Buffer, key = TEST_BACKUP_KEY): Promise<Buffer> {
  return buffer(Readable.from([gzippedTar]).pipe(await sealingStream(key)));
}

/** Every entry of a backup archive by name (opened with the test key if sealed), read without any check. */
export async function archiveEntries(file: string, key = TEST_BACKUP_KEY): Promise<Map<string, Buffer>> {
  const extract = tar.extract();
  const entries = new Map<string, Buffer>();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        entries.set(header.name, Buffer.concat(chunks));
        next();
      });
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(zlib.gunzipSync(await openedArchive(file, key)));
  await done;
  return entries;
}

export const manifestOf = (entries: Map<string, Buffer>) =>
  JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;

/** The rows of a table in an archive, parsed. */
export const rowsOf = (entries: Map<string, Buffer>, table: string) =>
  entries
    .get(`database/${table}.jsonl`)!
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * Writes an archive of these entries, with a manifest whose checksums match them, changed by
 * `change`: a well-made archive that says something else (a newer migration level, say). Sealed
 * with `key` (the test key by default), or a plain .tar.gz with `key: null` (as before BACKUP_KEY,
 * or as someone without the key would make it).
 */
export async function writeArchiveWith(
  file: string,
  entries: Map<string, Buffer>,
  change: (manifest: Manifest) => void,
  { key = TEST_BACKUP_KEY as string | null } = {},
): Promise<void> {
  const manifest = manifestOf(entries);
  const pack = tar.pack();
  for (const [name, data] of entries) {
    if (name === 'manifest.json') continue;
    manifest.entries[name] = { bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    pack.entry({ name }, data);
  }
  change(manifest);
  pack.entry({ name: 'manifest.json' }, Buffer.from(JSON.stringify(manifest)));
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const gzipped = zlib.gzipSync(Buffer.concat(chunks));
  await fs.writeFile(file, key === null ? gzipped : await sealed(gzipped, key));
}

/** A copy of an archive with one byte changed at `at` (a fraction of its length). */
export async function corruptedCopy(file: string, target: string, at = 0.5): Promise<void> {
  const data = await fs.readFile(file);
  const position = Math.floor(data.length * at);
  data[position] ^= 0xff;
  await fs.writeFile(target, data);
}

/** A copy of an archive cut short. */
export async function truncatedCopy(file: string, target: string, fraction = 0.6): Promise<void> {
  const data = await fs.readFile(file);
  await fs.writeFile(target, data.subarray(0, Math.floor(data.length * fraction)));
}
