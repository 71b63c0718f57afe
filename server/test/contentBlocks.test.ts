import fs from 'node:fs/promises';
import type { ContentFieldNames } from '@academy/contracts';
import { loadSections } from '../src/sections/discover';
import { UPLOAD_PATH, contentClient } from './helpers/contentClient';
import { phpAsPng, pngFile, undescribedPicture } from './helpers/images';
import { type AuthHeaders, type TestApp, uploadedFileNames, withSignedInApp } from './helpers/testApp';

/** Every section's single records (heroes, about us, why choose us): one registration, one test. */
function contentRecords(): [string, ContentFieldNames][] {
  return loadSections().flatMap(({ definition }) =>
    Object.values(definition.records).flatMap((record) =>
      record.fields && (record.method ?? 'PUT') === 'PUT'
        ? [[record.path, record.fields] as [string, ContentFieldNames]]
        : [],
    ),
  );
}

describe('content blocks', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const client = contentClient(() => ({ t, headers }));
  const { send, fileOf } = client;
  const get = async (route: string) => (await client.get(route)).json();

  // Every single record of a content kind (title, description, image) that any section declares.
  describe.each(contentRecords())('%s', (route, fields) => {
    const { title, description, image: imageField } = fields;

    it('answers null, then saves text and image, then keeps the image on a text-only save', async () => {
      expect(await get(route)).toEqual({ success: true, data: null });
      const saved = await send('PUT', route, {
        [title]: 'Title',
        [description]: 'Text',
        [imageField]: await pngFile(),
      });
      expect(saved.statusCode).toBe(200);
      const record = saved.json().data;
      expect(record).toEqual({
        _id: expect.any(String),
        [title]: 'Title',
        [description]: 'Text',
        [imageField]: UPLOAD_PATH,
        ...undescribedPicture(imageField),
        revision: '1',
      });
      await expect(fs.stat(fileOf(record[imageField]))).resolves.toBeTruthy();

      const textOnly = await send('PUT', route, { [title]: 'New title', [description]: 'Text' });
      expect(textOnly.json().data).toEqual({ ...record, [title]: 'New title', revision: '2' });
      expect((await get(route)).data).toEqual({ ...record, [title]: 'New title', revision: '2' });
    });

    it('names a missing title or description', async () => {
      const noTitle = await send('PUT', route, { [description]: 'Text' });
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json()).toEqual({ success: false, error: `${title} is required` });
      const blank = await send('PUT', route, { [title]: 'T', [description]: '  ' });
      expect(blank.json()).toEqual({ success: false, error: `${description} is required` });
    });

    it('refuses a non-image and a caller without a session', async () => {
      const before = await uploadedFileNames(t.dataDir);
      const bad = await send('PUT', route, { [title]: 'T', [description]: 'D', [imageField]: phpAsPng() });
      expect(bad.statusCode).toBe(415);
      const anonymous = await send('PUT', route, { [title]: 'T', [description]: 'D' }, { authorization: '' });
      expect(anonymous.statusCode).toBe(401);
      expect(await uploadedFileNames(t.dataDir)).toEqual(before);
    });
  });
});
