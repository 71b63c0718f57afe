import fs from 'node:fs/promises';
import path from 'node:path';
import { storedImageFiles } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { contentItems, storedFiles } from '../src/db/schema';
import { contentPatternLists } from './helpers/contentPatternLists';
import { contentClient } from './helpers/contentClient';
import { pngFile } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  restartTestApp,
  signIn,
  withSignedInApp,
} from './helpers/testApp';

// Deleting a list item moves it to the trash: it leaves every public read and the sitemap at once,
// and its files (its revisions' too) stop being served but are kept; restoring brings it all back;
// deleting it for good, or 30 days, removes it and its files. Every list the sections declare is
// tested through its declaration; the gallery (home's own routes) through the kit.

const DAY_MS = 24 * 60 * 60 * 1000;

const lists = contentPatternLists();

describe('the trash', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, remove } = contentClient(() => ({ t, headers }));
  const inFolder = (folder: string, uploadPath: string) =>
    fs.stat(path.join(t.dataDir, folder, path.basename(uploadPath))).then(
      () => true,
      () => false,
    );
  const served = async (uploadPath: string) => (await t.app.inject({ url: uploadPath })).statusCode;
  const trash = async () => {
    const response = await t.app.inject({ url: api('/trash'), headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as Record<string, string>[];
  };
  const restore = (id: string) => t.app.inject({ method: 'POST', url: api(`/trash/${id}/restore`), headers });
  const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;

  describe.each(lists)('$path', (list) => {
    const { title, description, image } = list.fields;
    const create = async (text: string) => {
      const response = await send('POST', list.path, {
        [title]: text,
        [description]: 'Text',
        [image]: await pngFile(`${text}.png`, '#884422'),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as Record<string, string>;
    };
    const ids = async () => (await get(list.path)).json().data.map((item: { _id: string }) => item._id);

    it('a deleted item leaves the list and the sitemap at once, its files (its revisions’ too) kept but not served; restore brings all back', async () => {
      const original = await create('Mistake');
      const saved = await send('PUT', `${list.path}/${original._id}`, {
        [title]: 'Mistake',
        [description]: 'Edited',
        [image]: await pngFile('edited.png', '#224488'),
      });
      const item = saved.json().data as Record<string, string>;
      const files = [original[image], item[image]];
      const page = list.itemPage?.({ _id: item._id, slug: item.slug });
      if (page) expect(await sitemap()).toContain(page);

      t.stopClock();
      const deleted = await remove(`${list.path}/${item._id}`);
      // The move to the trash, and then the restore, each count a revision of the item.
      expect(item.revision).toBe('2');
      const trashed = { ...item, revision: '3' };
      expect([deleted.statusCode, deleted.json()]).toEqual([200, { success: true, data: trashed }]);
      expect(await ids()).not.toContain(item._id);
      expect((await get(`${list.path}/${item._id}`)).statusCode).toBe(404);
      if (page) expect(await sitemap()).not.toContain(page);
      for (const file of files) {
        expect(await served(file)).toBe(404);
        expect(await inFolder('uploads-trash', file)).toBe(true);
      }
      expect((await trash())[0]).toEqual({
        _id: item._id,
        section: list.section,
        kind: list.itemName,
        title: 'Mistake',
        deletedAt: t.app.now().toISOString(),
        by: 'Admin',
      });
      // In the trash, it cannot be saved, nor its history read.
      const put = await send('PUT', `${list.path}/${item._id}`, { [title]: 'T', [description]: 'D' });
      expect(put.statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: api(`${list.path}/${item._id}/revisions`), headers })).statusCode,
      ).toBe(404);

      const restored = await restore(item._id);
      const back = { ...item, revision: '4' };
      expect([restored.statusCode, restored.json()]).toEqual([200, { success: true, data: back }]);
      expect(await ids()).toContain(item._id);
      expect((await get(`${list.path}/${item._id}`)).json().data).toEqual(back);
      if (page) expect(await sitemap()).toContain(page);
      for (const file of files) expect(await served(file)).toBe(200);
      expect((await trash()).map((entry) => entry._id)).not.toContain(item._id);
      const revisions = await t.app.inject({ url: api(`${list.path}/${item._id}/revisions`), headers });
      expect(revisions.json().data).toHaveLength(1);
    });

    it('deletes an item for good from the trash, with every file and record of them; then it is unknown', async () => {
      const item = await create('Gone');
      await remove(`${list.path}/${item._id}`);
      const forever = await remove(`/trash/${item._id}`);
      expect([forever.statusCode, forever.json()]).toEqual([200, { success: true, data: { _id: item._id } }]);
      expect(await inFolder('uploads', item[image])).toBe(false);
      expect(await inFolder('uploads-trash', item[image])).toBe(false);
      const recorded = (await t.app.db.select().from(storedFiles)).map((row) => row.name);
      for (const name of storedImageFiles(path.basename(item[image]))) expect(recorded).not.toContain(name);
      expect((await trash()).map((entry) => entry._id)).not.toContain(item._id);
      const nothing = { success: false, error: 'There is nothing in the trash with that id.' };
      for (const answer of [await restore(item._id), await remove(`/trash/${item._id}`)]) {
        expect([answer.statusCode, answer.json()]).toEqual([404, nothing]);
      }
      expect((await get(`${list.path}/${item._id}`)).statusCode).toBe(404);
    });
  });

  it('purges what has been in the trash for 30 days, files included, and nothing younger', async () => {
    const created = await send('POST', '/about/team', {
      teamtitle: 'Old',
      teamdescription: 'Text',
      teamimg: await pngFile('old.png'),
    });
    const member = created.json().data as Record<string, string>;
    await remove(`/about/team/${member._id}`);
    t.advanceClock(29 * DAY_MS);
    headers = await signIn(t.app);
    await t.app.trash.purgeExpired();
    expect((await trash()).map((entry) => entry._id)).toContain(member._id);
    expect(await inFolder('uploads-trash', member.teamimg)).toBe(true);

    t.advanceClock(2 * DAY_MS);
    headers = await signIn(t.app);
    await t.app.trash.purgeExpired();
    expect((await trash()).map((entry) => entry._id)).not.toContain(member._id);
    expect(await inFolder('uploads-trash', member.teamimg)).toBe(false);
    expect((await restore(member._id)).statusCode).toBe(404);
  });

  it('takes gallery images too, as the gallery answers them', async () => {
    const uploaded = await send('POST', '/home/gallery', { galleryImages: await pngFile('g.png') });
    const [picture] = uploaded.json().data as { _id: string; imagePath: string }[];
    expect((await remove(`/home/gallery/${picture._id}`)).json().data).toEqual(picture);
    expect((await get('/home/gallery')).json().data).not.toContainEqual(picture);
    expect(await served(picture.imagePath)).toBe(404);
    expect((await trash())[0]).toEqual(
      expect.objectContaining({ _id: picture._id, section: 'home', kind: 'gallery image' }),
    );
    expect((await restore(picture._id)).json()).toEqual({
      success: true,
      data: { ...picture, revision: '2' },
    });
    expect((await get('/home/gallery')).json().data).toContainEqual(picture);
    expect(await served(picture.imagePath)).toBe(200);
  });

  it('lists and restores an item of a list no section declares any more (its folder removed), by its fields', async () => {
    const [orphan] = await t.app.db
      .insert(contentItems)
      .values({ id: 'left-behind', section: 'camps', collection: 'sessions', fields: { name: 'July' } })
      .returning();
    await t.app.db
      .update(contentItems)
      .set({ trashedAt: t.app.now(), trashedBy: 'Admin', trashedFiles: [] })
      .where(eq(contentItems.id, orphan.id));
    expect((await trash())[0]).toEqual(
      expect.objectContaining({ _id: 'left-behind', section: 'camps', kind: 'sessions', title: '' }),
    );
    expect((await restore('left-behind')).json()).toEqual({
      success: true,
      data: { _id: 'left-behind', name: 'July', revision: '1' },
    });
  });

  it('a restore and a delete forever sent at once: one wins whole, the other finds nothing', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await send('POST', '/about/team', {
        teamtitle: `Race ${round}`,
        teamdescription: 'Text',
        teamimg: await pngFile('race.png'),
      });
      const member = created.json().data as Record<string, string>;
      await remove(`/about/team/${member._id}`);
      const [restored, purged] = await Promise.all([restore(member._id), remove(`/trash/${member._id}`)]);
      expect([restored.statusCode, purged.statusCode].sort()).toEqual([200, 404]);
      const listed = (await get('/about/team'))
        .json()
        .data.some((item: { _id: string }) => item._id === member._id);
      expect(listed).toBe(restored.statusCode === 200);
      expect(await served(member.teamimg)).toBe(listed ? 200 : 404);
      expect(await inFolder('uploads-trash', member.teamimg)).toBe(false);
      expect((await trash()).map((entry) => entry._id)).not.toContain(member._id);
    }
  });

  it('is for administrators only: 401 without a session, on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/trash'],
      ['POST', `/trash/${id}/restore`],
      ['DELETE', `/trash/${id}`],
    ] as const) {
      const answer = await t.app.inject({ method, url: api(url) });
      expect([answer.statusCode, answer.json().success]).toEqual([401, false]);
    }
  });

  it('answers 404 with a sentence for an id that is not in the trash, a live item’s included', async () => {
    const live = await send('POST', '/service/services', {
      servicetitle: 'Live',
      servicedescription: 'Here',
    });
    for (const id of [live.json().data._id, 'not-an-id', 'x'.repeat(300)]) {
      const answer = await restore(id);
      expect([answer.statusCode, answer.json().error]).toEqual([
        404,
        'There is nothing in the trash with that id.',
      ]);
    }
    expect((await get(`/service/services/${live.json().data._id}`)).statusCode).toBe(200);
  });
});

describe('the trash at start', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('runs once the server has started: what has been in the trash for 30 days is gone', async () => {
    t = await createTestApp();
    const headers = await signIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: api('/service/services'),
      headers,
      payload: { servicetitle: 'Old', servicedescription: 'Text' },
    });
    const { _id } = created.json().data;
    await t.app.inject({ method: 'DELETE', url: api(`/service/services/${_id}`), headers });
    // Put there 31 days ago, as the next server start sees it.
    await t.app.db
      .update(contentItems)
      .set({ trashedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(contentItems.id, _id));

    t = await restartTestApp(t);
    await t.app.backgroundTasksSettled();
    expect(await t.app.db.select().from(contentItems).where(eq(contentItems.id, _id))).toEqual([]);
  });

  it('moves back the files a crash left out of the served folder while their item stayed live', async () => {
    const headers = await signIn(t.app);
    const body = await multipartBody({
      servicetitle: 'Live',
      servicedescription: 'Text',
      serviceimg: await pngFile(),
    });
    const created = await t.app.inject({
      method: 'POST',
      url: api('/service/services'),
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const service = created.json().data as Record<string, string>;
    await t.app.inject({ method: 'DELETE', url: api(`/service/services/${service._id}`), headers });
    // As if the server had died after moving the files, before the transaction committed.
    await t.app.db
      .update(contentItems)
      .set({ trashedAt: null, trashedBy: null, trashedFiles: null })
      .where(eq(contentItems.id, service._id));
    expect((await t.app.inject({ url: service.serviceimg })).statusCode).toBe(404);

    t = await restartTestApp(t);
    await t.app.backgroundTasksSettled();
    expect((await t.app.inject({ url: service.serviceimg })).statusCode).toBe(200);
  });
});
