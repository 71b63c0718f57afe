import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from '@academy/server/kit';
import { blogDetails, blogMedia } from '../server/tables';
import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  pngFile,
  signIn,
  withSignedInApp,
} from '@academy/server/testing';

// A blog's detailed content keeps revisions like every record (media included), goes to the trash
// with its blog and comes back with it, and is deleted with it when the blog is purged.

const DAY_MS = 24 * 60 * 60 * 1000;

interface Detailed {
  _id: string;
  blogId: string;
  subtitle: string;
  content: string;
  media: { _id: string; url: string; caption: string; position: number }[];
}

describe('a blog’s detailed content: revisions and the trash', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, remove } = contentClient(() => ({ t, headers }));
  const served = async (url: string) => (await t.app.inject({ url })).statusCode;
  const onDisk = (url: string) =>
    Promise.all(
      ['uploads', 'uploads-trash'].map((folder) =>
        fs.stat(path.join(t.dataDir, folder, path.basename(url))).then(
          () => true,
          () => false,
        ),
      ),
    ).then((places) => places.some(Boolean));
  const revisionsOf = async (detailId: string) =>
    (await t.app.inject({ url: api(`/blog/detailed/${detailId}/revisions`), headers })).json();

  async function blogWithDetails(title: string): Promise<Detailed> {
    const blog = await send('POST', '/blog/blogs', { blogtitle: title, blogdescription: 'Day' });
    const detailed = await send('POST', '/blog/detailed', {
      blogId: blog.json().data._id,
      subtitle: 'First subtitle',
      subDescription: '',
      content: 'First text',
      media: await pngFile('one.png', '#111111'),
    });
    expect(detailed.statusCode).toBe(200);
    // As a revision keeps it: without the detailed content's own revision count.
    const { revision, ...stored } = detailed.json().data;
    expect(revision).toBe('1');
    return stored;
  }

  it('keeps each save’s replaced state, media included, and restores one with its pictures served again', async () => {
    const first = await blogWithDetails('History');
    const [one] = first.media;
    const updated = await send('PUT', `/blog/detailed/${first._id}`, {
      subtitle: 'Second subtitle',
      subDescription: '',
      content: 'Second text',
      media: await pngFile('two.png', '#222222'),
    });
    expect(updated.statusCode).toBe(200);
    const removed = await remove(`/blog/detailed/${first._id}/media/${one._id}`);
    expect(removed.json().data.media).toHaveLength(1);
    expect(await served(one.url)).toBe(200);

    const history = await revisionsOf(first._id);
    expect(history.data.map((revision: { by: string }) => revision.by)).toEqual(['Admin', 'Admin']);
    const { revision: afterUpdate, ...updatedFields } = updated.json().data;
    expect(afterUpdate).toBe('2');
    expect(history.data.map((revision: { fields: Detailed }) => revision.fields)).toEqual([
      updatedFields,
      first,
    ]);
    expect((await get(`/blog/detailed/${first.blogId}`)).json().data.content).toBe('Second text');

    const restored = await t.app.inject({
      method: 'POST',
      url: api(`/blog/detailed/${first._id}/revisions/${history.data[1]._id}/restore`),
      headers,
    });
    expect(restored.json()).toEqual({ success: true, data: { ...first, revision: '4' } });
    expect((await get(`/blog/detailed/${first.blogId}`)).json().data).toEqual({ ...first, revision: '4' });
    expect(await served(one.url)).toBe(200);
    expect((await revisionsOf(first._id)).data).toHaveLength(3);
  });

  it('answers 404 with a sentence for the revisions of unknown detailed content or an unknown revision', async () => {
    const unknown = await revisionsOf('00000000-0000-4000-8000-000000000000');
    expect(unknown).toEqual({ success: false, error: 'There is no detailed content with that id.' });
    const detailed = await blogWithDetails('Known');
    const restore = await t.app.inject({
      method: 'POST',
      url: api(`/blog/detailed/${detailed._id}/revisions/not-a-revision/restore`),
      headers,
    });
    expect([restore.statusCode, restore.json().error]).toEqual([
      404,
      'There is no revision with that id for this record.',
    ]);
  });

  it('goes to the trash with its blog (hidden, files not served), comes back with it, and is purged with it', async () => {
    const detailed = await blogWithDetails('Trashed');
    await send('PUT', `/blog/detailed/${detailed._id}`, {
      subtitle: 'Edited',
      subDescription: '',
      content: 'Edited text',
      media: await pngFile('later.png', '#333333'),
    });
    const now = (await get(`/blog/detailed/${detailed.blogId}`)).json().data as Detailed;
    const urls = now.media.map((media) => media.url);
    const page = `/blog/${(await get(`/blog/blogs/${detailed.blogId}`)).json().data.slug}`;
    const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(await sitemap()).toContain(page);

    expect((await remove(`/blog/blogs/${detailed.blogId}`)).statusCode).toBe(200);
    expect((await get(`/blog/detailed/${detailed.blogId}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(page);
    for (const url of urls) expect(await served(url)).toBe(404);
    expect((await revisionsOf(detailed._id)).success).toBe(false);
    const edit = await send('PUT', `/blog/detailed/${detailed._id}`, { content: 'While trashed' });
    expect(edit.statusCode).toBe(404);

    const restored = await t.app.inject({
      method: 'POST',
      url: api(`/trash/${detailed.blogId}/restore`),
      headers,
    });
    expect(restored.json().data).toEqual(
      expect.objectContaining({ _id: detailed.blogId, blogtitle: 'Trashed' }),
    );
    expect((await get(`/blog/detailed/${detailed.blogId}`)).json().data).toEqual(now);
    expect(await sitemap()).toContain(page);
    for (const url of urls) expect(await served(url)).toBe(200);
    expect((await revisionsOf(detailed._id)).data).toHaveLength(1);

    await remove(`/blog/blogs/${detailed.blogId}`);
    t.advanceClock(31 * DAY_MS);
    headers = await signIn(t.app);
    await t.app.trash.purgeExpired();
    expect(await t.app.db.select().from(blogDetails).where(eq(blogDetails.id, detailed._id))).toEqual([]);
    expect(await t.app.db.select().from(blogMedia).where(eq(blogMedia.detailId, detailed._id))).toEqual([]);
    // The media of the detailed content and of its revision, none left in either folder.
    for (const url of [...urls, ...detailed.media.map((media) => media.url)]) {
      expect(await onDisk(url)).toBe(false);
    }
  });
});
