import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type EncodedImage,
  IMAGE_ENCODING,
  type PreparedImage,
  prepareImage,
  rememberPrepared,
} from '../services/imageProcessing';

/*
 * The demo's pictures are the same files on every fresh site, and encoding their WebP and AVIF
 * copies takes about 6 seconds of a core per site: every test app and server started with demo
 * content, and every developer's first start, would pay it again. Each picture's copies are
 * kept in the system's temporary folder, named by its bytes and the encoding settings, and
 * stored from there as any upload is. A visitor's or a staff member's upload is never kept here.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'karate-academy-demo-pictures');

interface KeptPicture {
  width: number;
  height: number;
  variants: number[];
}

const fileOf = (folder: string, width: number, format: keyof EncodedImage) =>
  path.join(folder, `${width}.${format}`);

async function readEncoded(folder: string, width: number): Promise<EncodedImage> {
  const [webp, avif] = await Promise.all([
    fs.readFile(fileOf(folder, width, 'webp')),
    fs.readFile(fileOf(folder, width, 'avif')),
  ]);
  return { webp, avif };
}

async function readKept(folder: string): Promise<PreparedImage | undefined> {
  try {
    const kept = JSON.parse(await fs.readFile(path.join(folder, 'picture.json'), 'utf8')) as KeptPicture;
    return {
      width: kept.width,
      height: kept.height,
      data: await readEncoded(folder, kept.width),
      variants: await Promise.all(
        kept.variants.map(async (width) => ({ width, data: await readEncoded(folder, width) })),
      ),
    };
  } catch {
    return undefined;
  }
}

/**
 * Written aside and renamed, so a stopped start or two at once never leave half a picture; what
 * was there unreadable is replaced.
 */
async function keep(folder: string, prepared: PreparedImage): Promise<void> {
  await fs.rm(folder, { recursive: true, force: true });
  const building = `${folder}.${randomBytes(6).toString('hex')}`;
  await fs.mkdir(building, { recursive: true });
  const kept: KeptPicture = {
    width: prepared.width,
    height: prepared.height,
    variants: prepared.variants.map((variant) => variant.width),
  };
  for (const { width, data } of [{ width: prepared.width, data: prepared.data }, ...prepared.variants]) {
    await fs.writeFile(fileOf(building, width, 'webp'), data.webp);
    await fs.writeFile(fileOf(building, width, 'avif'), data.avif);
  }
  await fs.writeFile(path.join(building, 'picture.json'), JSON.stringify(kept));
  await fs.rename(building, folder).catch(() => fs.rm(building, { recursive: true, force: true }));
}

/** Where the copies of a picture with these bytes are kept. */
export function keptPictureFolder(data: Buffer): string {
  const key = createHash('sha256').update(IMAGE_ENCODING).update(data).digest('hex').slice(0, 32);
  return path.join(CACHE_DIR, key);
}

/**
 * A demo picture's bytes, read from `file`, whose WebP and AVIF copies the uploads will take from
 * the kept ones (made and kept now when there are none).
 */
export async function demoPicture(file: string): Promise<Buffer> {
  const data = await fs.readFile(file);
  const folder = keptPictureFolder(data);
  let prepared = await readKept(folder);
  if (!prepared) {
    prepared = await prepareImage(data);
    // A full temporary folder only costs the next start the encoding again.
    await fs
      .mkdir(CACHE_DIR, { recursive: true })
      .then(() => keep(folder, prepared!))
      .catch(() => undefined);
  }
  rememberPrepared(data, prepared);
  return data;
}
