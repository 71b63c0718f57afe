import fs from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@academy/contracts';
import sharp from 'sharp';
import { jpegFile, oversizedFile, phpAsPng, pngClaimingSize, pngFile, svgFile } from './helpers/images';
import { type FilePart, multipartBody } from './helpers/multipart';
import {
  type TestApp,
  api,
  createTestApp,
  restartTestApp,
  signIn,
  uploadedFileNames,
} from './helpers/testApp';

const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.';

describe('the upload pipeline', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  const postLogo = async (logo: FilePart) => {
    const body = await multipartBody({ name: 'Dojo', logo });
    return t.app.inject({
      method: 'POST',
      url: api('/dashboard/hero'),
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it.each([
    ['a PHP file named .png', phpAsPng, 415, NOT_AN_IMAGE],
    ['an SVG declared as image/svg+xml', svgFile, 415, NOT_AN_IMAGE],
    [
      'a file over the size cap',
      () => oversizedFile(MAX_IMAGE_BYTES),
      413,
      'File is too large. Files can be at most 5 MB.',
    ],
    [
      'an image claiming too many pixels',
      () => pngClaimingSize(10_000, 10_000),
      413,
      expect.stringMatching(/^The image is too large/),
    ],
  ])('refuses %s and stores nothing', async (_name, make, status, error) => {
    const response = await postLogo(await make());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error });
    expect((await t.app.inject({ method: 'GET', url: api('/dashboard/hero') })).json().data).toBeNull();
    expect(await uploadedFileNames(t.dataDir)).toEqual([]);
  });

  it('re-encodes to WebP, drops metadata, and serves the file for good', async () => {
    const photo = await jpegFile();
    photo.data = await sharp(photo.data)
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Secret Person' } } })
      .jpeg()
      .toBuffer();
    const response = await postLogo(photo);
    expect(response.statusCode).toBe(200);
    const { logo } = response.json().data;
    const file = await t.app.inject({ method: 'GET', url: logo });
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    // 16x24 rotated by the EXIF orientation (90°) becomes 24x16.
    expect([metadata.width, metadata.height]).toEqual([24, 16]);
  });

  it('keeps the stored image when the file field holds text (a form re-sending the old path)', async () => {
    const body = await multipartBody({ name: 'Dojo', logo: '/uploads/whatever.webp' });
    const response = await t.app.inject({
      method: 'POST',
      url: api('/dashboard/hero'),
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.logo).not.toBe('/uploads/whatever.webp');
  });

  it('answers a plain 404 for a missing upload', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    expect(response.statusCode).toBe(404);
  });

  it('removes files no record references at the next start, and keeps the others', async () => {
    const kept = await uploadedFileNames(t.dataDir);
    const orphan = path.join(t.dataDir, 'uploads', 'feedfacefeedfacefeedfacefeedface.webp');
    await fs.writeFile(orphan, (await pngFile()).data);
    const longAgo = new Date(Date.now() - 24 * 3_600_000);
    await fs.utimes(orphan, longAgo, longAgo);
    t = await restartTestApp(t);
    expect(await uploadedFileNames(t.dataDir)).toEqual(kept);
  });
});
