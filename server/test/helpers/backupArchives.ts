import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { Manifest } from '../../src/backups/manifest';

/** Every entry of a backup archive by name, read without any check. */
export async function archiveEntries(file: string): Promise<Map<string, Buffer>> {
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
  extract.end(zlib.gunzipSync(await fs.readFile(file)));
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
 * `change`: a well-made archive that says something else (a newer migration level, say).
 */
export async function writeArchiveWith(
  file: string,
  entries: Map<string, Buffer>,
  change: (manifest: Manifest) => void,
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
  await fs.writeFile(file, zlib.gzipSync(Buffer.concat(chunks)));
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
