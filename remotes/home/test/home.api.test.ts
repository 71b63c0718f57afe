import fs from 'node:fs/promises';
import {
  UPLOAD_PATH,
  contentClient,
  phpAsPng,
  pngFile,
  type PartValue,
  api,
  type AuthHeaders,
  type TestApp,
  undescribedPicture,
  uploadedFileNames,
  withSignedInApp,
} from '@academy/server/testing';

describe('home section API: slots and gallery', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });

  const client = contentClient(() => ({ t, headers }));
  const { send, fileOf } = client;
  const get = async (route: string) => (await client.get(route)).json();

  describe.each([
    ['/home/service', 'service'],
    ['/home/blog', 'blog'],
  ])('%s slots', (route, kind) => {
    const title = `${kind}title`;
    const description = `${kind}description`;
    const image = `${kind}img`;

    it('upserts slots by position and lists them in order', async () => {
      expect(await get(route)).toEqual({ success: true, data: [] });
      const third = await send('POST', route, { position: '3', [title]: 'Third', [description]: 'D3' });
      expect(third.statusCode).toBe(200);
      expect(third.json().data).toEqual({
        _id: expect.any(String),
        position: 3,
        [title]: 'Third',
        [description]: 'D3',
        [image]: '',
        ...undescribedPicture(image),
        revision: '1',
      });
      await send('POST', route, {
        position: '1',
        [title]: 'First',
        [description]: 'D1',
        [image]: await pngFile(),
      });
      const replaced = await send('POST', route, {
        position: '3',
        [title]: 'Third again',
        [description]: 'D3',
      });
      expect(replaced.json().data._id).toBe(third.json().data._id);

      const list = (await get(route)).data;
      expect(
        list.map((slot: { position: number; [key: string]: unknown }) => [slot.position, slot[title]]),
      ).toEqual([
        [1, 'First'],
        [3, 'Third again'],
      ]);
      expect(list[0][image]).toEqual(UPLOAD_PATH);
    });

    it.each([
      [{ position: '0' }, 'position must be at least 1'],
      [{ position: '4' }, 'position must be at most 3'],
      [{ position: 'x' }, 'position must be a number'],
      [{}, 'position is required'],
    ])('refuses %p naming position', async (position, error) => {
      const response = await send('POST', route, { ...position, [title]: 'T', [description]: 'D' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error });
    });

    it('names a missing title', async () => {
      const response = await send('POST', route, { position: '2', [description]: 'D' });
      expect(response.json()).toEqual({ success: false, error: `${title} is required` });
    });
  });

  describe('gallery', () => {
    const upload = (files: PartValue) => send('POST', '/home/gallery', { galleryImages: files });

    it('stores up to ten images at once and lists them newest first', async () => {
      const first = await upload(await pngFile('a.png'));
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual([
        { _id: expect.any(String), imagePath: UPLOAD_PATH, ...undescribedPicture('imagePath') },
      ]);
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pngFile(`${i}.png`, `#0${i}0000`)),
      );
      const ten = await upload(batch);
      expect(ten.statusCode).toBe(200);
      expect(ten.json().data).toHaveLength(10);
      const list = (await get('/home/gallery')).data;
      expect(list).toHaveLength(11);
      expect(list[10]).toEqual(first.json().data[0]);
      expect(list.slice(0, 10)).toEqual(ten.json().data);
    });

    it('stores nothing when one file of ten is not an image, nor eleven files, nor none', async () => {
      const before = await get('/home/gallery');
      const files = await uploadedFileNames(t.dataDir);
      const images = await Promise.all(Array.from({ length: 9 }, (_, i) => pngFile(`${i}.png`)));

      const mixed = await upload([...images, phpAsPng()]);
      expect(mixed.statusCode).toBe(415);
      expect(mixed.json()).toEqual({
        success: false,
        error: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
      });

      const eleven = await upload([...images, await pngFile(), await pngFile()]);
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json()).toEqual({
        success: false,
        error: 'You can upload a maximum of 10 images at a time',
      });

      const none = await send('POST', '/home/gallery', {});
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ success: false, error: 'No images to upload' });

      expect(await get('/home/gallery')).toEqual(before);
      expect(await uploadedFileNames(t.dataDir)).toEqual(files);
    });

    it('deletes an image with its file, and answers 404 for an unknown id', async () => {
      const [image] = (await get('/home/gallery')).data;
      expect(
        (await t.app.inject({ method: 'DELETE', url: api(`/home/gallery/${image._id}`) })).statusCode,
      ).toBe(401);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: api(`/home/gallery/${image._id}`),
        headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data).toEqual(image);
      await expect(fs.stat(fileOf(image.imagePath))).rejects.toThrow();
      expect((await get('/home/gallery')).data.map((item: { _id: string }) => item._id)).not.toContain(
        image._id,
      );

      const again = await t.app.inject({ method: 'DELETE', url: api(`/home/gallery/${image._id}`), headers });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: 'There is no gallery image with that id.' });
    });

    it('takes a description or a decorative choice per file, in the order of the files', async () => {
      const response = await send('POST', '/home/gallery', {
        galleryImages: [await pngFile('a.png'), await pngFile('b.png', '#00aa00')],
        galleryImagesAlt: ['Two students bow before a bout', ''],
        galleryImagesDecorative: ['false', 'true'],
      });
      expect(response.statusCode).toBe(200);
      // Answered newest first, as the gallery lists them: the last file first.
      expect(response.json().data).toEqual([
        expect.objectContaining({ imagePathAlt: '', imagePathDecorative: true }),
        expect.objectContaining({
          imagePathAlt: 'Two students bow before a bout',
          imagePathDecorative: false,
        }),
      ]);
    });

    it('refuses an undescribed picture, naming it, once an owner asks for descriptions', async () => {
      const setRequired = (requireDescriptions: boolean) =>
        t.app.inject({
          method: 'PUT',
          url: api('/accessibility'),
          headers,
          payload: { requireDescriptions },
        });
      const before = (await get('/home/gallery')).data;
      await upload(await pngFile('undescribed.png'));
      const pictures = await t.app.inject({ method: 'GET', url: api('/accessibility/pictures'), headers });
      expect(pictures.json().data).toContainEqual(
        expect.objectContaining({ where: 'Home: Gallery', label: 'Gallery picture', editor: '/admin/home' }),
      );
      await setRequired(true);
      try {
        const refused = await send('POST', '/home/gallery', {
          galleryImages: [await pngFile('a.png'), await pngFile('b.png', '#00aa00')],
          galleryImagesAlt: ['Two students bow before a bout', ''],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          success: false,
          error: 'Describe the picture "Picture 2", or mark it decorative.',
        });
        expect((await get('/home/gallery')).data).toHaveLength(before.length + 1);
      } finally {
        await setRequired(false);
      }
    });

    it('describes a stored picture afterwards, which leaves the pictures to describe', async () => {
      const [image] = (await upload(await pngFile('later.png', '#123456'))).json().data;
      const toDescribe = async () =>
        (await t.app.inject({ method: 'GET', url: api('/accessibility/pictures'), headers })).json().data;
      expect(await toDescribe()).toContainEqual(expect.objectContaining({ image: image.imagePath }));
      const describe = (payload: object, id = image._id) =>
        t.app.inject({ method: 'PUT', url: api(`/home/gallery/${id}`), headers, payload });

      const described = await describe({
        imagePathAlt: '  A kiai at the end of a kata  ',
        imagePathFocus: '50% 20%',
      });
      expect(described.json()).toEqual({
        success: true,
        data: {
          ...image,
          imagePathAlt: 'A kiai at the end of a kata',
          imagePathDecorative: false,
          imagePathFocus: '50% 20%',
        },
      });
      expect((await get('/home/gallery')).data).toContainEqual(described.json().data);
      expect(await toDescribe()).not.toContainEqual(expect.objectContaining({ image: image.imagePath }));

      expect((await describe({ imagePathAlt: 'x'.repeat(251) })).statusCode).toBe(400);
      const unknown = await describe({ imagePathDecorative: true }, '00000000-0000-4000-8000-000000000000');
      expect([unknown.statusCode, unknown.json().error]).toEqual([
        404,
        'There is no gallery image with that id.',
      ]);
    });

    it('refuses an upload without a session', async () => {
      const response = await send(
        'POST',
        '/home/gallery',
        { galleryImages: await pngFile() },
        { authorization: '' },
      );
      expect(response.statusCode).toBe(401);
    });
  });
});
