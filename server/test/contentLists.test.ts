import { storedImageFiles } from '@academy/contracts';
import { contentPatternLists } from './helpers/contentPatternLists';
import { phpAsPng, pngFile, undescribedPicture } from './helpers/images';
import { UPLOAD_PATH, contentClient } from './helpers/contentClient';
import { type AuthHeaders, type TestApp, api, uploadedFileNames, withSignedInApp } from './helpers/testApp';

/** The list pattern, declared by each section (team, services, blogs) and tested through each declaration. */
const contentLists = contentPatternLists().map(({ path, fields, itemName, record, slugFrom }) => ({
  route: path,
  fields,
  name: itemName,
  // Blogs carry their creation time, for the date on the cards; every picture its description.
  extra: {
    ...undescribedPicture(fields.image),
    ...('createdAt' in record.properties ? { createdAt: expect.any(String) } : {}),
    // Items with pages of their own (blogs): their search and social fields, unwritten, and their author.
    ...('author' in record.properties
      ? {
          seoTitle: '',
          seoDescription: '',
          seoImage: '',
          ...undescribedPicture('seoImage'),
          noindex: false,
          author: 'Admin',
        }
      : {}),
    // Items with readable addresses: a slug made from the title.
    ...(slugFrom ? { slug: expect.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) } : {}),
  },
}));

describe.each(contentLists)('$route (the list pattern)', ({ route, fields, name, extra }) => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, remove, onDisk } = contentClient(() => ({ t, headers }));
  const { title, description, image } = fields;
  const notFound = { success: false, error: `There is no ${name} with that id.` };
  const create = async (text: string, withImage = false) => {
    const response = await send('POST', route, {
      [title]: text,
      [description]: `${text.trim()} description`,
      ...(withImage ? { [image]: await pngFile() } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, string>;
  };

  it('answers an empty list, then adds records newest first, with and without an image', async () => {
    expect((await get(route)).json()).toEqual({ success: true, data: [] });
    const first = await create('First', true);
    expect(first).toEqual({
      _id: expect.any(String),
      [title]: 'First',
      [description]: 'First description',
      [image]: UPLOAD_PATH,
      ...extra,
      revision: '1',
    });
    expect(await onDisk(first[image])).toBe(true);
    const second = await create('  Second  ');
    expect(second).toEqual({
      _id: expect.any(String),
      [title]: 'Second',
      [description]: 'Second description',
      [image]: '',
      ...extra,
      revision: '1',
    });

    const list = (await get(route)).json().data;
    expect(list.map((item: Record<string, string>) => item[title]).slice(0, 2)).toEqual(['Second', 'First']);
    expect((await get(`${route}/${first._id}`)).json()).toEqual({ success: true, data: first });
  });

  it.each([
    [{}, `Title and description are required (${title} is empty).`],
    [{ title: 'T' }, `Title and description are required (${description} is empty).`],
    [{ title: '   ', description: 'D' }, `Title and description are required (${title} is empty).`],
  ])('refuses %p with the sentence naming the field, storing nothing', async (fields, error) => {
    const before = (await get(route)).json().data;
    const files = await uploadedFileNames(t.dataDir);
    const parts: Record<string, string> = {};
    if ('title' in fields) parts[title] = fields.title as string;
    if ('description' in fields) parts[description] = fields.description as string;
    const response = await send('POST', route, { ...parts, [image]: await pngFile() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
    expect((await get(route)).json().data).toEqual(before);
    expect(await uploadedFileNames(t.dataDir)).toEqual(files);
  });

  it('names a field that is too long, and refuses a file that is not an image', async () => {
    const long = await send('POST', route, { [title]: 'x'.repeat(201), [description]: 'D' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, error: `${title} must be at most 200 characters` });
    const files = await uploadedFileNames(t.dataDir);
    const script = await send('POST', route, { [title]: 'T', [description]: 'D', [image]: phpAsPng() });
    expect(script.statusCode).toBe(415);
    expect(await uploadedFileNames(t.dataDir)).toEqual(files);
  });

  it('updates by id: text alone keeps the image; a new image replaces it, the old file kept for its revision', async () => {
    const item = await create('Original', true);
    const textOnly = await send('PUT', `${route}/${item._id}`, {
      [title]: 'Renamed',
      [description]: 'New text',
    });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json().data).toEqual({
      ...item,
      [title]: 'Renamed',
      [description]: 'New text',
      revision: '2',
    });

    const replaced = await send('PUT', `${route}/${item._id}`, {
      [title]: 'Renamed',
      [description]: 'New text',
      [image]: await pngFile('new.png', '#123456'),
    });
    const updated = replaced.json().data;
    expect(updated[image]).toEqual(UPLOAD_PATH);
    expect(updated[image]).not.toBe(item[image]);
    expect(await onDisk(updated[image])).toBe(true);
    expect(await onDisk(item[image])).toBe(true);
    expect((await get(`${route}/${item._id}`)).json().data).toEqual(updated);
    const revisions = await t.app.inject({ url: api(`${route}/${item._id}/revisions`), headers });
    // A revision keeps the item's fields; the item's revision count is its own, not theirs.
    const { revision, ...fields } = item;
    expect(revision).toBe('1');
    expect(revisions.json().data.map((revision: { fields: object }) => revision.fields)).toEqual([
      { ...fields, [title]: 'Renamed', [description]: 'New text' },
      fields,
    ]);
  });

  it('answers 404 for an unknown or malformed id, on every route, and leaves no file behind', async () => {
    const files = await uploadedFileNames(t.dataDir);
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '1%20OR%201%3D1',
      'x'.repeat(300),
    ]) {
      expect((await get(`${route}/${id}`)).json()).toEqual(notFound);
      const put = await send('PUT', `${route}/${id}`, {
        [title]: 'T',
        [description]: 'D',
        [image]: await pngFile(),
      });
      expect([put.statusCode, put.json()]).toEqual([404, notFound]);
      const deleted = await remove(`${route}/${id}`);
      expect([deleted.statusCode, deleted.json()]).toEqual([404, notFound]);
    }
    expect(await uploadedFileNames(t.dataDir)).toEqual(files);
  });

  it('deletes a record to the trash, its file out of the served folder; a second delete is a 404', async () => {
    const item = await create('Doomed', true);
    const deleted = await remove(`${route}/${item._id}`);
    expect(deleted.statusCode).toBe(200);
    // As it went to the trash: the move counted as its next revision.
    expect(deleted.json().data).toEqual({ ...item, revision: String(Number(item.revision) + 1) });
    expect(await onDisk(item[image])).toBe(false);
    expect((await get(route)).json().data.map((row: { _id: string }) => row._id)).not.toContain(item._id);
    expect((await remove(`${route}/${item._id}`)).statusCode).toBe(404);
  });

  it('refuses every write without a session, before storing anything', async () => {
    const item = await create('Guarded');
    const files = await uploadedFileNames(t.dataDir);
    const anonymous = { authorization: '' };
    const parts = { [title]: 'T', [description]: 'D', [image]: await pngFile() };
    expect((await send('POST', route, parts, anonymous)).statusCode).toBe(401);
    expect((await send('PUT', `${route}/${item._id}`, parts, anonymous)).statusCode).toBe(401);
    expect((await remove(`${route}/${item._id}`, anonymous)).statusCode).toBe(401);
    expect((await get(`${route}/${item._id}`)).json().data).toEqual(item);
    expect(await uploadedFileNames(t.dataDir)).toEqual(files);
  });

  it('parallel image updates of one record leave one current image, each replaced one kept by its revision, no orphan', async () => {
    const item = await create('Contested', true);
    const before = new Set(await uploadedFileNames(t.dataDir));
    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555'];
    const answers = await Promise.all(
      colours.map(async (colour) =>
        send('PUT', `${route}/${item._id}`, {
          [title]: colour,
          [description]: 'D',
          [image]: await pngFile('p.png', colour),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(colours.map(() => 200));
    const stored = (await get(`${route}/${item._id}`)).json().data;
    const now = await uploadedFileNames(t.dataDir);
    const added = now.filter((file) => !before.has(file));
    const revisions = (await t.app.inject({ url: api(`${route}/${item._id}/revisions`), headers })).json()
      .data;
    expect(revisions).toHaveLength(colours.length);
    const images = [stored, ...revisions.map((revision: { fields: object }) => revision.fields)].map(
      (record: Record<string, string>) => record[image].split('/').pop()!,
    );
    expect(new Set(images).size).toBe(colours.length + 1);
    expect(images).toContain(item[image].split('/').pop());
    const kept = images.filter((name) => name !== item[image].split('/').pop()).flatMap(storedImageFiles);
    expect(added.sort()).toEqual(kept.sort());
  });
});
