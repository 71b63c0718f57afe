import { CONFLICT_MESSAGE } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { contentVersions } from '../src/db/schema';
import { type AuthHeaders, type TestApp, api, contentClient, withOwnerAndEditor } from './helpers';

// No lost updates (issue 32, item 1) through the trash: moving an item to the trash, restoring it
// and deleting it forever are writes of the item, each counted as its next revision, so an editor
// who opened the item before is told who wrote it since; the restore answers the revision, and
// a restore or a delete forever that names an older revision (If-Match) is refused.

describe('the trash counts its writes as revisions', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let editor: AuthHeaders;
  withOwnerAndEditor((app, owner, invited) => {
    t = app;
    admin = owner;
    editor = invited;
  });
  const client = contentClient(() => ({ t, headers: admin }));

  const send = (method: 'PUT' | 'POST' | 'DELETE', route: string, headers: AuthHeaders, options = {}) =>
    t.app.inject({ method, url: api(route), headers, ...options });
  const withIfMatch = (headers: AuthHeaders, revision: string) => ({
    ...headers,
    'if-match': `"${revision}"`,
  });
  const trashIds = async () =>
    (await t.app.inject({ url: api('/trash'), headers: admin }))
      .json()
      .data.map((entry: { _id: string }) => entry._id);

  async function post(title: string) {
    const created = await client.send('POST', '/blog/blogs', { blogtitle: title, blogdescription: 'Belts.' });
    expect(created.statusCode).toBe(200);
    return created.json().data as { _id: string; revision: string };
  }

  it('a restore counts a revision: it answers it, and an editor who opened the item before is told who restored it', async () => {
    const opened = await post('Grading day');
    const deleted = await send('DELETE', `/blog/blogs/${opened._id}`, admin);
    // Moved to the trash without If-Match (as a script or the list's bulk action does): counted too.
    expect(deleted.json().data.revision).toBe(String(Number(opened.revision) + 1));

    const restored = await send('POST', `/trash/${opened._id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    const revision = String(Number(opened.revision) + 2);
    expect(restored.json().data).toMatchObject({ _id: opened._id, blogtitle: 'Grading day', revision });
    expect(restored.headers.etag).toBe(`"${revision}"`);
    expect((await t.app.inject({ url: api(`/blog/blogs/${opened._id}`), headers: admin })).headers.etag).toBe(
      `"${revision}"`,
    );

    const stale = await send('PUT', `/blog/blogs/${opened._id}`, withIfMatch(editor, opened.revision), {
      payload: { blogtitle: 'Grading day, my words', blogdescription: 'Belts.' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(CONFLICT_MESSAGE);
    expect(stale.json().conflict).toMatchObject({
      by: 'Admin',
      revision,
      record: { blogtitle: 'Grading day', revision },
    });
  });

  it('a restore or a delete forever from an older revision is refused and changes nothing; from the current one it goes on', async () => {
    const item = await post('Summer camp');
    const trashed = (await send('DELETE', `/blog/blogs/${item._id}`, admin)).json().data.revision;

    for (const [method, route] of [
      ['POST', `/trash/${item._id}/restore`],
      ['DELETE', `/trash/${item._id}`],
    ] as const) {
      const refused = await send(method, route, withIfMatch(editor, item.revision));
      expect([refused.statusCode, refused.json().error]).toEqual([409, CONFLICT_MESSAGE]);
      // Their version: the item is in the trash, moved there by Admin.
      expect(refused.json().conflict).toMatchObject({ by: 'Admin', revision: trashed, record: null });
      expect(await trashIds()).toContain(item._id);
    }

    const purged = await send('DELETE', `/trash/${item._id}`, withIfMatch(editor, trashed));
    expect(purged.statusCode).toBe(200);
    expect(await trashIds()).not.toContain(item._id);
    // Counted, by the editor: a write of the item from before it is told it is gone.
    const [version] = await t.app.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.record, `blog/blogs/${item._id}`));
    expect([version.revision, version.savedBy]).toEqual([Number(trashed) + 1, 'The editor']);
  });

  it('many restored at once each count a revision, by whoever restored them', async () => {
    const items = [await post('Open day'), await post('Tournament')];
    const ids = items.map((item) => item._id);
    const moved = await send('POST', '/blog/blogs/bulk', admin, { payload: { action: 'trash', ids } });
    expect(moved.json().data.outcomes.every((outcome: { done: boolean }) => outcome.done)).toBe(true);
    const restored = await send('POST', '/trash/bulk', editor, { payload: { action: 'restore', ids } });
    expect(restored.json().data.outcomes.every((outcome: { done: boolean }) => outcome.done)).toBe(true);
    for (const item of items) {
      const stale = await send('PUT', `/blog/blogs/${item._id}`, withIfMatch(admin, item.revision), {
        payload: { blogtitle: 'Old words', blogdescription: 'Belts.' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().conflict).toMatchObject({
        by: 'The editor',
        revision: String(Number(item.revision) + 2),
      });
    }
  });
});
