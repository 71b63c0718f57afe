import { insertItems } from '@academy/server/kit';
import {
  type AuthHeaders,
  type TestApp,
  api,
  contentClient,
  createTestApp,
  restartTestApp,
  signIn,
} from '@academy/server/testing';

// A blog post's readable address: its slug, made from its title, unique; /blog/<id> answers 301
// to /blog/<slug>; a changed slug leaves a redirect from the old address; a post in the trash
// answers 410 Gone.

const PAGE = { accept: 'text/html' };

describe('a blog post’s address', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());
  const { send, get, remove } = contentClient(() => ({ t, headers }));
  const visit = (url: string) => t.app.inject({ url, headers: PAGE });
  const post = async (blogtitle: string, more: Record<string, string> = {}) => {
    const created = await send('POST', '/blog/blogs', { blogtitle, blogdescription: 'News', ...more });
    expect(created.statusCode).toBe(200);
    return created.json().data as { _id: string; slug: string; blogtitle: string };
  };

  it('is made from the title, unique: a second post of that title gets -2', async () => {
    const first = await post('Grading Day: Saturday’s Results!');
    expect(first.slug).toBe('grading-day-saturday-s-results');
    const second = await post('Grading day - Saturday’s results');
    expect(second.slug).toBe('grading-day-saturday-s-results-2');
    const accented = await post('Été à Kyōto');
    expect(accented.slug).toBe('ete-a-kyoto');
  });

  it('is read by the API by slug or by id', async () => {
    const created = await post('Kata at home');
    for (const key of [created.slug, created._id]) {
      const read = await get(`/blog/blogs/${key}`);
      expect([read.statusCode, read.json().data._id]).toEqual([200, created._id]);
    }
    expect((await get('/blog/blogs/no-such-post')).statusCode).toBe(404);
  });

  it('may be given, and is refused (with a sentence) when taken or of another form', async () => {
    const given = await post('Anything', { slug: 'our-own-address' });
    expect(given.slug).toBe('our-own-address');
    const taken = await send('POST', '/blog/blogs', {
      blogtitle: 'Else',
      blogdescription: 'News',
      slug: 'our-own-address',
    });
    expect([taken.statusCode, taken.json().error]).toEqual([
      409,
      'The address /blog/our-own-address is taken by another blog; choose another slug.',
    ]);
    const badForm = await send('PUT', `/blog/blogs/${given._id}`, {
      blogtitle: 'Anything',
      blogdescription: 'News',
      slug: 'Our Address',
    });
    expect([badForm.statusCode, badForm.json().error]).toEqual([
      400,
      'The slug "Our Address" may hold only lower-case letters, digits and single hyphens between words, such as first-grading-tips.',
    ]);
    const kept = await send('PUT', `/blog/blogs/${given._id}`, {
      blogtitle: 'Renamed',
      blogdescription: 'News',
    });
    expect(kept.json().data.slug).toBe('our-own-address');
  });

  it('answers the post’s id address with 301 to its slug address', async () => {
    const created = await post('Belt colours explained');
    const moved = await visit(`/blog/${created._id}`);
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/blog/belt-colours-explained']);
  });

  it('leaves a redirect from the old address when the slug changes, and lists it with the redirects', async () => {
    const created = await post('Winter camp');
    const changed = await send('PUT', `/blog/blogs/${created._id}`, {
      blogtitle: 'Winter camp',
      blogdescription: 'News',
      slug: 'winter-camp-2027',
    });
    expect(changed.json().data.slug).toBe('winter-camp-2027');
    const old = await visit('/blog/winter-camp');
    expect([old.statusCode, old.headers.location]).toEqual([301, '/blog/winter-camp-2027']);
    const byId = await visit(`/blog/${created._id}`);
    expect(byId.headers.location).toBe('/blog/winter-camp-2027');
    const redirects = await t.app.inject({ url: api('/redirects'), headers });
    expect(redirects.json().data).toContainEqual(
      expect.objectContaining({ from: '/blog/winter-camp', to: '/blog/winter-camp-2027', status: 301 }),
    );

    // Changed again: the first address leads straight to the newest; back to the first: no loop.
    await send('PUT', `/blog/blogs/${created._id}`, {
      blogtitle: 'Winter camp',
      blogdescription: 'News',
      slug: 'winter-camp',
    });
    expect((await visit('/blog/winter-camp')).headers.location).toBeUndefined();
    expect((await visit('/blog/winter-camp-2027')).headers.location).toBe('/blog/winter-camp');
  });

  it('answers 410 Gone while the post is in the trash, and keeps its slug for it', async () => {
    const created = await post('Closed for Easter');
    expect((await remove(`/blog/blogs/${created._id}`)).statusCode).toBe(200);
    expect((await visit('/blog/closed-for-easter')).statusCode).toBe(410);
    expect((await visit(`/blog/${created._id}`)).statusCode).toBe(410);
    expect((await visit('/blog/never-written')).statusCode).toBe(404);
    const again = await post('Closed for Easter');
    expect(again.slug).toBe('closed-for-easter-2');
  });

  it('is given to older posts without one when the server starts', async () => {
    const [older] = await insertItems(t.app.db, 'blog', 'blogs', [
      { blogtitle: 'Kata at home', blogdescription: 'From before slugs', blogimg: '' },
    ]);
    t = await restartTestApp(t);
    headers = await signIn(t.app);
    const read = await get(`/blog/blogs/${older.id}`);
    expect(read.json().data.slug).toBe('kata-at-home-2');
  });
});
