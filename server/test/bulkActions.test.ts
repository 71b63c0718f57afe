import {
  BULK_NO_IDS,
  type BulkAnswer,
  type ListBulkBody,
  type TrashBulkBody,
  listBulkPath,
  trashPaths,
} from '@academy/contracts';
import { AUTHOR_CANNOT_PUBLISH, AUTHOR_OWN_ONLY } from '../src/content/authorRules';
import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  invitedAccount,
  withSignedInApp,
} from './helpers';

// Act on many (issue 32, item 4): POST <list path>/bulk and POST /trash/bulk on both databases, with
// a mix of allowed and refused ids: each id's outcome answered, each checked against the caller's
// role, one audit entry per item done.

const POSTS = '/blog/blogs';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('bulk actions (POST <list path>/bulk, POST /trash/bulk)', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let author: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    admin = auth;
  });
  const client = contentClient(() => ({ t, headers: admin }));

  beforeAll(async () => {
    author = (await invitedAccount(t, admin, 'author')).headers;
  });

  const addPost = async (title: string, status: 'draft' | 'published', auth = admin) => {
    const response = await client.send(
      'POST',
      POSTS,
      { blogtitle: title, blogdescription: `About ${title}.`, status },
      auth,
    );
    expect({ title, status: response.statusCode }).toEqual({ title, status: 200 });
    return response.json<{ data: { _id: string } }>().data._id;
  };
  const bulk = (url: string, payload: ListBulkBody | TrashBulkBody, headers: AuthHeaders = admin) =>
    t.app.inject({ method: 'POST', url: api(url), headers, payload });
  const outcomesOf = (response: { statusCode: number; body: string }) => {
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: 200,
      body: expect.any(String),
    });
    return (JSON.parse(response.body) as { data: BulkAnswer }).data.outcomes;
  };
  const publicTitles = async () =>
    ((await client.get(POSTS)).json() as { data: { blogtitle: string }[] }).data.map(
      (post) => post.blogtitle,
    );
  const sentences = async (action: string) =>
    (await t.app.audit.list({ action }, { limit: 100, offset: 0 })).entries.map((entry) => entry.sentence);

  it('publishes five drafts at once, and answers the refusals of an already published, a trashed and an unknown id', async () => {
    const titles = ['Kata one', 'Kata two', 'Kata three', 'Kata four', 'Kata five'];
    const drafts = [];
    for (const title of titles) drafts.push(await addPost(title, 'draft'));
    const published = await addPost('Already out', 'published');
    const trashed = await addPost('Old news', 'published');
    expect((await client.remove(`${POSTS}/${trashed}`)).statusCode).toBe(200);
    expect(await publicTitles()).not.toContain('Kata one');

    const outcomes = outcomesOf(
      await bulk(listBulkPath(POSTS), { action: 'publish', ids: [...drafts, published, trashed, UNKNOWN] }),
    );

    expect(outcomes).toEqual([
      ...drafts.map((id) => ({ _id: id, done: true, status: 200 })),
      {
        _id: published,
        done: false,
        status: 409,
        error: 'This blog is published already, with no draft waiting.',
      },
      { _id: trashed, done: false, status: 404, error: 'There is no blog with that id.' },
      { _id: UNKNOWN, done: false, status: 404, error: 'There is no blog with that id.' },
    ]);
    expect(await publicTitles()).toEqual(expect.arrayContaining(titles));
    // One entry per post published, as its own Publish records it; none for the call itself.
    expect((await sentences('publish')).sort()).toEqual(
      titles.map((title) => `Admin published the blog "${title}"`).sort(),
    );
    expect((await sentences('save')).filter((sentence) => sentence.includes('bulk'))).toEqual([]);
  });

  it('moves published posts to draft and to the trash, each recorded by itself', async () => {
    const first = await addPost('Belt colours', 'published');
    const second = await addPost('Dojo etiquette', 'published');

    expect(
      outcomesOf(await bulk(listBulkPath(POSTS), { action: 'draft', ids: [first, second, first] })),
    ).toEqual([
      { _id: first, done: true, status: 200 },
      { _id: second, done: true, status: 200 },
    ]);
    expect(await publicTitles()).not.toContain('Belt colours');
    expect(await sentences('save')).toEqual(
      expect.arrayContaining([
        'Admin moved the blog "Belt colours" to draft',
        'Admin moved the blog "Dojo etiquette" to draft',
      ]),
    );
    expect(outcomesOf(await bulk(listBulkPath(POSTS), { action: 'draft', ids: [first] }))).toEqual([
      { _id: first, done: false, status: 409, error: 'This blog is a draft already.' },
    ]);

    expect(outcomesOf(await bulk(listBulkPath(POSTS), { action: 'trash', ids: [first, second] }))).toEqual([
      { _id: first, done: true, status: 200 },
      { _id: second, done: true, status: 200 },
    ]);
    const trash = (await t.app.inject({ method: 'GET', url: api(trashPaths.list), headers: admin })).json<{
      data: { _id: string; title: string }[];
    }>().data;
    expect(trash.map((item) => item._id)).toEqual(expect.arrayContaining([first, second]));
    expect(await sentences('delete')).toEqual(
      expect.arrayContaining([
        'Admin moved the blog "Belt colours" to the trash',
        'Admin moved the blog "Dojo etiquette" to the trash',
      ]),
    );
  });

  it('holds an author to their own drafts, id by id: the others are refused and the rest still done', async () => {
    const own = await addPost('My first kata', 'draft', author);
    const ownOther = await addPost('My second kata', 'draft', author);
    const editors = await addPost('Editor’s draft', 'draft');

    expect(outcomesOf(await bulk(listBulkPath(POSTS), { action: 'publish', ids: [own] }, author))).toEqual([
      { _id: own, done: false, status: 403, error: AUTHOR_CANNOT_PUBLISH },
    ]);
    expect(
      outcomesOf(
        await bulk(listBulkPath(POSTS), { action: 'trash', ids: [editors, own, UNKNOWN, ownOther] }, author),
      ),
    ).toEqual([
      { _id: editors, done: false, status: 403, error: AUTHOR_OWN_ONLY },
      { _id: own, done: true, status: 200 },
      { _id: UNKNOWN, done: false, status: 404, error: 'There is no blog with that id.' },
      { _id: ownOther, done: true, status: 200 },
    ]);
    const allPosts = (await t.app.inject({ method: 'GET', url: api(`${POSTS}/with-drafts`), headers: admin }))
      .json<{ data: { _id: string }[] }>()
      .data.map((post) => post._id);
    expect(allPosts).toContain(editors);
    expect(allPosts).not.toContain(own);
    // The trash is the editors' and owners': an author's call is refused as a whole.
    expect((await bulk(trashPaths.bulk, { action: 'restore', ids: [own] }, author)).statusCode).toBe(403);
  });

  it('restores and deletes forever from the trash, with a mix of ids', async () => {
    const restored = await addPost('Summer camp', 'published');
    const purged = await addPost('Winter camp', 'published');
    for (const id of [restored, purged]) expect((await client.remove(`${POSTS}/${id}`)).statusCode).toBe(200);

    expect(outcomesOf(await bulk(trashPaths.bulk, { action: 'restore', ids: [restored, UNKNOWN] }))).toEqual([
      { _id: restored, done: true, status: 200 },
      { _id: UNKNOWN, done: false, status: 404, error: 'There is nothing in the trash with that id.' },
    ]);
    expect(await publicTitles()).toContain('Summer camp');
    expect(outcomesOf(await bulk(trashPaths.bulk, { action: 'delete', ids: [purged, restored] }))).toEqual([
      { _id: purged, done: true, status: 200 },
      { _id: restored, done: false, status: 404, error: 'There is nothing in the trash with that id.' },
    ]);
    const trash = (await t.app.inject({ method: 'GET', url: api(trashPaths.list), headers: admin })).json<{
      data: { _id: string }[];
    }>().data;
    expect(trash.map((item) => item._id)).not.toContain(purged);
    expect(await sentences('restore')).toContain('Admin restored the blog "Summer camp" from the trash');
    expect(await sentences('delete')).toContain('Admin deleted the blog "Winter camp" for good');
  });

  it('refuses a call without ids, or with an action it does not know, with a sentence', async () => {
    const empty = await bulk(listBulkPath(POSTS), { action: 'publish', ids: [] });
    expect({ status: empty.statusCode, error: empty.json().error }).toEqual({
      status: 400,
      error: BULK_NO_IDS,
    });
    const unknownAction = await t.app.inject({
      method: 'POST',
      url: api(trashPaths.bulk),
      headers: admin,
      payload: { action: 'shred', ids: [UNKNOWN] },
    });
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json().error).toEqual(expect.stringMatching(/action/));
  });
});
