import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storedFiles } from '../src/db/schema';
import { UPLOAD_PATH, contentClient } from './helpers/contentClient';
import { pngFile, pngOfSize } from './helpers/images';
import { type AuthHeaders, type TestApp, uploadedFileNames, withSignedInApp } from './helpers/testApp';

/**
 * Uploaded images get narrower WebP copies beside them, named by width, and an AVIF twin of each,
 * all removed with them.
 */
describe('narrower copies of uploaded images', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, remove } = contentClient(() => ({ t, headers }));

  const stemOf = (uploadPath: string) => path.basename(uploadPath).split('-')[0];
  /** The files on disk that belong to an upload, each with its size as sharp reads it. */
  /** The files of these images in the trash's folder (kept, not served). */
  const trashedFileNames = async (uploadPaths: string[]) =>
    (await fs.readdir(path.join(t.dataDir, 'uploads-trash'))).filter((name) =>
      uploadPaths.some((uploadPath) => name.startsWith(stemOf(uploadPath))),
    );

  async function filesOf(uploadPath: string): Promise<Record<string, string>> {
    const stem = stemOf(uploadPath);
    const names = (await uploadedFileNames(t.dataDir)).filter((name) => name.startsWith(stem));
    const sizes = await Promise.all(
      names.map(async (name) => {
        const { width, height, format } = await sharp(path.join(t.dataDir, 'uploads', name)).metadata();
        // libvips names AVIF "heif".
        expect(format).toBe(name.endsWith('.avif') ? 'heif' : 'webp');
        return [name.slice(stem.length), `${width}x${height}`];
      }),
    );
    return Object.fromEntries(sizes);
  }

  const addService = async (image: Awaited<ReturnType<typeof pngFile>>) => {
    const response = await send('POST', '/service/services', {
      servicetitle: 'Kata',
      servicedescription: 'Forms',
      serviceimg: image,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { _id: string; serviceimg: string };
  };

  it('writes a copy at 480, 960 and 1600 pixels wide beside a wider image, each of its shape, and AVIF twins', async () => {
    const { serviceimg } = await addService(await pngOfSize(2000, 1200));
    expect(serviceimg).toEqual(UPLOAD_PATH);
    expect(path.basename(serviceimg)).toBe(`${stemOf(serviceimg)}-2000x1200-avif.webp`);
    expect(await filesOf(serviceimg)).toEqual({
      '-2000x1200-avif.webp': '2000x1200',
      '-2000x1200.avif': '2000x1200',
      '-1600w.webp': '1600x960',
      '-1600w.avif': '1600x960',
      '-960w.webp': '960x576',
      '-960w.avif': '960x576',
      '-480w.webp': '480x288',
      '-480w.avif': '480x288',
    });
    // The copies are served like the image itself, cached for good, each with its own type.
    for (const [name, type] of [
      ['960w.webp', 'image/webp'],
      ['960w.avif', 'image/avif'],
    ]) {
      const copy = await t.app.inject({ method: 'GET', url: `/uploads/${stemOf(serviceimg)}-${name}` });
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe(type);
      expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes only the copies narrower than the image, after fitting it within 2400 pixels', async () => {
    const medium = await addService(await pngOfSize(700, 500));
    expect(await filesOf(medium.serviceimg)).toEqual({
      '-700x500-avif.webp': '700x500',
      '-700x500.avif': '700x500',
      '-480w.webp': '480x343',
      '-480w.avif': '480x343',
    });
    const portrait = await addService(await pngOfSize(1200, 3000));
    expect(await filesOf(portrait.serviceimg)).toEqual({
      '-960x2400-avif.webp': '960x2400',
      '-960x2400.avif': '960x2400',
      '-480w.webp': '480x1200',
      '-480w.avif': '480x1200',
    });
    const small = await addService(await pngFile());
    expect(await filesOf(small.serviceimg)).toEqual({ '-24x16-avif.webp': '24x16', '-24x16.avif': '24x16' });
  });

  it('keeps the old copies when a record gets a new image (its revision refers to them), and removes every copy when it is deleted for good', async () => {
    const item = await addService(await pngOfSize(1000, 600));
    expect(Object.keys(await filesOf(item.serviceimg))).toHaveLength(6);
    const replaced = await send('PUT', `/service/services/${item._id}`, {
      servicetitle: 'Kata',
      servicedescription: 'Forms',
      serviceimg: await pngOfSize(1000, 600, 'new.png'),
    });
    expect(replaced.statusCode).toBe(200);
    const { serviceimg } = replaced.json().data;
    expect(Object.keys(await filesOf(item.serviceimg))).toHaveLength(6);
    expect(Object.keys(await filesOf(serviceimg))).toHaveLength(6);
    expect((await remove(`/service/services/${item._id}`)).statusCode).toBe(200);
    expect(await filesOf(serviceimg)).toEqual({});
    expect(await filesOf(item.serviceimg)).toEqual({});
    expect(await trashedFileNames([serviceimg, item.serviceimg])).toHaveLength(12);
    expect((await remove(`/trash/${item._id}`)).statusCode).toBe(200);
    expect(await trashedFileNames([serviceimg, item.serviceimg])).toEqual([]);
    const names = (await t.app.db.select().from(storedFiles)).map((row) => row.name);
    const stems = [stemOf(serviceimg), stemOf(item.serviceimg)];
    expect(names.filter((name) => stems.some((stem) => name.startsWith(stem)))).toEqual([]);
  });

  it('keeps the old copies when a hero is replaced, and removes a gallery image’s when it is deleted for good', async () => {
    const hero = async (file: Awaited<ReturnType<typeof pngFile>>) => {
      const response = await send('PUT', '/home/hero', {
        herotitle: 'Dojo',
        herodescription: 'Karate',
        heroimg: file,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.heroimg as string;
    };
    const first = await hero(await pngOfSize(1700, 900));
    expect(Object.keys(await filesOf(first))).toHaveLength(8);
    const second = await hero(await pngOfSize(1700, 900, 'second.png'));
    expect(Object.keys(await filesOf(first))).toHaveLength(8);
    expect(Object.keys(await filesOf(second))).toHaveLength(8);

    const gallery = await send('POST', '/home/gallery', { galleryImages: await pngOfSize(600, 400) });
    const [{ _id, imagePath }] = gallery.json().data;
    const copies = await filesOf(imagePath);
    expect(Object.keys(copies)).toEqual(expect.arrayContaining(['-480w.webp', '-480w.avif']));
    expect((await remove(`/home/gallery/${_id}`)).statusCode).toBe(200);
    expect(await filesOf(imagePath)).toEqual({});
    expect(await trashedFileNames([imagePath])).toHaveLength(Object.keys(copies).length);
    expect((await remove(`/trash/${_id}`)).statusCode).toBe(200);
    expect(await trashedFileNames([imagePath])).toEqual([]);
  });

  it('removes a blog picture with its copies, and an image stored before the copies existed alone, once no revision refers to them', async () => {
    const blog = await send('POST', '/blog/blogs', { blogtitle: 'Grading', blogdescription: 'Day' });
    const detailed = await send('POST', '/blog/detailed', {
      blogId: blog.json().data._id,
      subtitle: 'Belts',
      subDescription: '',
      content: 'Text',
      media: [await pngOfSize(1000, 700), await pngOfSize(1000, 700, 'old.png')],
    });
    expect(detailed.statusCode).toBe(200);
    const [picture, older] = detailed.json().data.media as { _id: string; url: string }[];
    expect(Object.keys(await filesOf(picture.url))).toHaveLength(6);

    // The second one as an earlier version stored it: `<stem>.webp`, no size in the name, no copies.
    const stem = stemOf(older.url);
    const oldName = `${stem}.webp`;
    for (const name of Object.keys(await filesOf(older.url))) {
      await fs.rm(path.join(t.dataDir, 'uploads', `${stem}${name}`));
    }
    await fs.writeFile(path.join(t.dataDir, 'uploads', oldName), (await pngOfSize(10, 10)).data);
    await t.app.db.delete(storedFiles).where(eq(storedFiles.name, path.basename(older.url)));
    await t.app.db.insert(storedFiles).values({ name: oldName, owner: 'blog/detailed' });
    // The blog's own table, by SQL: the platform's tests know no section's tables.
    await t.app.db.execute(sql`UPDATE blog_media SET url = ${`/uploads/${oldName}`} WHERE id = ${older._id}`);

    const detailId = detailed.json().data._id;
    expect((await remove(`/blog/detailed/${detailId}/media/${picture._id}`)).statusCode).toBe(200);
    expect(Object.keys(await filesOf(picture.url))).toHaveLength(6);
    expect((await remove(`/blog/detailed/${detailId}/media/${older._id}`)).statusCode).toBe(200);
    expect(await uploadedFileNames(t.dataDir)).toContain(oldName);
    expect((await get(`/blog/detailed/${blog.json().data._id}`)).json().data.media).toEqual([]);
    // Deleting the detailed content deletes its revisions, the last that referred to them.
    expect((await remove(`/blog/detailed/${detailId}`)).statusCode).toBe(200);
    expect(await filesOf(picture.url)).toEqual({});
    expect(await uploadedFileNames(t.dataDir)).not.toContain(oldName);
  });
});
