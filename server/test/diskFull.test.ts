import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storedImageFiles } from '@academy/contracts';
import { type FilePart, type PartValue, multipartBody } from './helpers/multipart';
import { pngFile } from './helpers/images';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  signIn,
  uploadedFileNames,
} from './helpers/testApp';

const DISK_FULL =
  'The server has no room left to store this; nothing was saved. Please tell the site administrator.';

/** A real full disk: a tmpfs of a few hundred KB mounted as the uploads folder (needs root). */
function mountSmallDisk(dir: string): void {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k,mode=0755', 'tmpfs', dir], { stdio: 'pipe' });
}

function whyNoSmallDisk(): string | undefined {
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-mount-probe-'));
  try {
    mountSmallDisk(probe);
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

const cannotMount = whyNoSmallDisk();
if (cannotMount) console.warn(`Full-disk tests skipped: cannot mount a small tmpfs (${cannotMount})`);
const withSmallDisk = cannotMount ? describe.skip : describe;

/** Random pixels: its WebP (about 450 KB) cannot fit on the 256 KB disk. */
async function noisyPhoto(): Promise<FilePart> {
  const side = 800;
  const data = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  return { data, filename: 'noise.png', type: 'image/png' };
}

withSmallDisk('a full disk during an upload', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
    uploadsDir = path.join(t.dataDir, 'uploads');
    mountSmallDisk(uploadsDir);
  });
  afterAll(async () => {
    if (uploadsDir) execFileSync('umount', [uploadsDir], { stdio: 'pipe' });
    await t?.close();
  });

  const send = async (route: string, parts: Record<string, PartValue>) => {
    const body = await multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: api(route),
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('answers 507 with a sentence, stores nothing and leaves no temporary file', async () => {
    const response = await send('/dashboard/hero', { name: 'Dojo', logo: await noisyPhoto() });
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ success: false, error: DISK_FULL });
    expect(await uploadedFileNames(t.dataDir)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: api('/dashboard/hero') })).json().data).toBeNull();
  });

  it('removes the images that fitted when one of the same upload did not', async () => {
    const response = await send('/home/gallery', {
      galleryImages: [await pngFile('small.png'), await noisyPhoto(), await pngFile('other.png', '#123456')],
    });
    expect(response.statusCode).toBe(507);
    expect(await uploadedFileNames(t.dataDir)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: api('/home/gallery') })).json().data).toEqual([]);
  });

  it('stores what fits once there is room again', async () => {
    const response = await send('/dashboard/hero', { name: 'Dojo', logo: await pngFile() });
    expect(response.statusCode).toBe(200);
    expect(await uploadedFileNames(t.dataDir)).toEqual(
      storedImageFiles(path.basename(response.json().data.logo)).sort(),
    );
  });
});
