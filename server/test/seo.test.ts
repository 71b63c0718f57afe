import { SEO_LIMITS, notAPublicPage } from '@academy/contracts';
import { UPLOAD_PATH, contentClient } from './helpers/contentClient';
import { pngFile } from './helpers/images';
import { type AuthHeaders, type TestApp, api, withSignedInApp } from './helpers/testApp';

// Search and social fields (issue 31): one record per public page at /seo?path=<page>, public to
// read, written by owners and editors within the search results' limits, with the drafts and
// revisions of any record; a page hidden from search engines leaves the sitemap.

const ABOUT = `/seo?path=${encodeURIComponent('/about')}`;

describe('search and social fields of a page', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, onDisk } = contentClient(() => ({ t, headers }));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, payload?: object, auth = headers) =>
    t.app.inject({ method, url: api(route), headers: auth, ...(payload && { payload }) });
  const sitemapPaths = async () =>
    [...(await t.app.inject({ url: '/sitemap.xml' })).body.matchAll(/<loc>(.*?)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    );

  it('answers null for a page nobody wrote them for, and stores what an editor writes, for visitors to read', async () => {
    const none = await get(`/seo?path=${encodeURIComponent('/contact')}`);
    expect([none.statusCode, none.json()]).toEqual([200, { success: true, data: null }]);

    const saved = await call('PUT', ABOUT, {
      seoTitle: 'Karate for kids near you | Dojo',
      seoDescription: 'Shotokan karate classes for children and adults, gradings every Saturday.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      _id: expect.any(String),
      path: '/about',
      seoTitle: 'Karate for kids near you | Dojo',
      seoDescription: 'Shotokan karate classes for children and adults, gradings every Saturday.',
      seoImage: '',
      seoImageAlt: '',
      seoImageDecorative: false,
      seoImageFocus: '',
      noindex: false,
      revision: '1',
    });
    expect((await get(ABOUT)).json().data).toEqual(saved.json().data);
    // The same page however its address is written.
    expect((await get(`/seo?path=${encodeURIComponent('/about/')}`)).json().data.path).toBe('/about');
  });

  it('refuses a title over 60 characters and a description over 160, naming the field', async () => {
    const longTitle = await call('PUT', ABOUT, { seoTitle: 'x'.repeat(SEO_LIMITS.title + 1) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().error).toMatch(/seoTitle/);
    const longDescription = await call('PUT', ABOUT, {
      seoDescription: 'x'.repeat(SEO_LIMITS.description + 1),
    });
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json().error).toMatch(/seoDescription/);
    const atTheLimits = await call('PUT', ABOUT, {
      seoTitle: 't'.repeat(SEO_LIMITS.title),
      seoDescription: 'd'.repeat(SEO_LIMITS.description),
    });
    expect(atTheLimits.statusCode).toBe(200);
  });

  it('refuses a path that is no public page with a sentence, and writes from visitors', async () => {
    for (const path of ['/admin/home', '/nowhere', '/blog/:id', 'about', '//evil.example/']) {
      const refused = await call('PUT', `/seo?path=${encodeURIComponent(path)}`, { seoTitle: 'x' });
      expect([refused.statusCode, refused.json().error]).toEqual([400, notAPublicPage(path)]);
    }
    expect((await get('/seo')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'PUT', url: api(ABOUT), payload: { seoTitle: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a social image as multipart, and keeps it when a later save sends none', async () => {
    const saved = await send('PUT', ABOUT, {
      seoTitle: 'With a picture',
      seoImage: await pngFile('card.png', '#336699'),
    });
    expect(saved.statusCode).toBe(200);
    const image = saved.json().data.seoImage;
    expect(image).toEqual(UPLOAD_PATH);
    expect(await onDisk(image)).toBe(true);
    const again = await send('PUT', ABOUT, { seoTitle: 'Same picture' });
    expect(again.json().data).toMatchObject({ seoTitle: 'Same picture', seoImage: image });
  });

  it('describes the social image as every picture is, and refuses an undescribed one when the owner asks', async () => {
    expect((await call('PUT', '/accessibility', { requireDescriptions: true })).statusCode).toBe(200);
    try {
      const undescribed = await send('PUT', ABOUT, { seoImage: await pngFile('u.png', '#112233') });
      expect(undescribed.statusCode).toBe(400);
      expect(undescribed.json().error).toMatch(/^Describe the picture ".+", or mark it decorative\.$/);
      const described = await send('PUT', ABOUT, {
        seoImage: await pngFile('d.png', '#332211'),
        seoImageAlt: 'Children bow to their sensei',
      });
      expect(described.statusCode).toBe(200);
      expect(described.json().data.seoImageAlt).toBe('Children bow to their sensei');
    } finally {
      await call('PUT', '/accessibility', { requireDescriptions: false });
    }
  });

  it('keeps a draft for staff until it is published, and every save as a revision to restore', async () => {
    await call('PUT', ABOUT, { seoTitle: 'Published title' });
    const draft = await call('PUT', `/seo/draft?path=${encodeURIComponent('/about')}`, {
      seoTitle: 'Draft title',
      seoDescription: 'Draft description',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.fields).toMatchObject({ path: '/about', seoTitle: 'Draft title' });
    expect((await get(ABOUT)).json().data.seoTitle).toBe('Published title');
    expect(
      (await call('GET', `/seo/draft?path=${encodeURIComponent('/about')}`)).json().data.fields.seoTitle,
    ).toBe('Draft title');
    // Another page's draft is its own.
    expect((await call('GET', `/seo/draft?path=${encodeURIComponent('/contact')}`)).json().data).toBeNull();

    const published = await call('POST', `/seo/publish?path=${encodeURIComponent('/about')}`);
    expect(published.statusCode).toBe(200);
    expect((await get(ABOUT)).json().data).toMatchObject({
      seoTitle: 'Draft title',
      seoDescription: 'Draft description',
    });

    const revisions = await call('GET', `/seo/revisions?path=${encodeURIComponent('/about')}`);
    expect(revisions.statusCode).toBe(200);
    const before = revisions.json().data[0];
    expect(before.fields).toMatchObject({ path: '/about', seoTitle: 'Published title' });
    const restored = await call(
      'POST',
      `/seo/revisions/${before._id}/restore?path=${encodeURIComponent('/about')}`,
    );
    expect(restored.statusCode).toBe(200);
    expect((await get(ABOUT)).json().data.seoTitle).toBe('Published title');
  });

  it('leaves a page hidden from search engines out of the sitemap, and puts it back when it is shown again', async () => {
    expect(await sitemapPaths()).toContain('/about');
    const hidden = await call('PUT', ABOUT, { noindex: true });
    expect(hidden.json().data.noindex).toBe(true);
    expect(await sitemapPaths()).not.toContain('/about');
    expect(await sitemapPaths()).toContain('/contact');
    // A form sends its yes or no as text.
    const shown = await send('PUT', ABOUT, { noindex: 'false' });
    expect(shown.json().data.noindex).toBe(false);
    expect(await sitemapPaths()).toContain('/about');
  });
});

// A list's items with pages of their own (a blog post) carry the same fields among their own:
// kept, drafted, restored and trashed with the post like any other field.
describe('search and social fields of a blog post', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, onDisk } = contentClient(() => ({ t, headers }));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, payload?: object) =>
    t.app.inject({ method, url: api(route), headers, ...(payload && { payload }) });
  const post = (fields: object = {}) =>
    send('POST', '/blog/blogs', { blogtitle: 'First grading', blogdescription: 'How it went', ...fields });

  it('takes them with the post, within the limits, and answers them with its dates and author', async () => {
    const tooLong = await post({ seoTitle: 'x'.repeat(SEO_LIMITS.title + 1) });
    expect([tooLong.statusCode, tooLong.json().error]).toEqual([400, expect.stringMatching(/seoTitle/)]);
    const created = await post({
      seoTitle: 'Our first grading',
      seoDescription: 'Twelve students passed.',
      noindex: 'true',
      seoImage: await pngFile('card.png', '#224466'),
    });
    expect(created.statusCode).toBe(200);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      seoTitle: 'Our first grading',
      seoDescription: 'Twelve students passed.',
      noindex: true,
      seoImage: UPLOAD_PATH,
      author: 'Admin',
    });
    expect(await onDisk(saved.seoImage)).toBe(true);
    // A save that sends no social image keeps it; one that never had the fields answers them empty.
    const edited = await send('PUT', `/blog/blogs/${saved._id}`, {
      blogtitle: 'First grading',
      blogdescription: 'How it went',
      seoTitle: 'Our first grading, again',
    });
    expect(edited.json().data).toMatchObject({
      seoTitle: 'Our first grading, again',
      seoImage: saved.seoImage,
    });
    const plain = (await post()).json().data;
    expect(plain).toMatchObject({ seoTitle: '', seoDescription: '', seoImage: '', noindex: false });
  });

  it('keeps them in a draft until it is published, and in every revision', async () => {
    const { _id: id } = (await post({ seoTitle: 'Published title' })).json().data;
    const draft = await send('PUT', `/blog/blogs/${id}/draft`, {
      blogtitle: 'First grading',
      blogdescription: 'How it went',
      seoTitle: 'Draft title',
      seoImage: await pngFile('draft.png', '#884422'),
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.fields).toMatchObject({ seoTitle: 'Draft title', seoImage: UPLOAD_PATH });
    expect((await get(`/blog/blogs/${id}`)).json().data).toMatchObject({
      seoTitle: 'Published title',
      seoImage: '',
    });
    const published = await call('POST', `/blog/blogs/${id}/publish`);
    expect(published.json().data).toMatchObject({
      seoTitle: 'Draft title',
      seoImage: draft.json().data.fields.seoImage,
    });
    const [before] = (await call('GET', `/blog/blogs/${id}/revisions`)).json().data;
    expect(before.fields.seoTitle).toBe('Published title');
    await call('POST', `/blog/blogs/${id}/revisions/${before._id}/restore`);
    expect((await get(`/blog/blogs/${id}`)).json().data).toMatchObject({
      seoTitle: 'Published title',
      seoImage: '',
    });
  });

  it('goes to the trash with the post, social image and all, and comes back with it', async () => {
    const saved = (
      await post({ seoTitle: 'Trashed title', seoImage: await pngFile('t.png', '#446688') })
    ).json().data;
    expect((await call('DELETE', `/blog/blogs/${saved._id}`)).statusCode).toBe(200);
    expect(await onDisk(saved.seoImage)).toBe(false);
    const [trashed] = (await call('GET', '/trash')).json().data;
    expect((await call('POST', `/trash/${trashed._id}/restore`)).statusCode).toBe(200);
    expect(await onDisk(saved.seoImage)).toBe(true);
    expect((await get(`/blog/blogs/${saved._id}`)).json().data).toMatchObject({
      seoTitle: 'Trashed title',
      seoImage: saved.seoImage,
    });
  });

  it('leaves a post hidden from search engines out of the sitemap', async () => {
    const shown = (await post({ blogtitle: 'Shown post' })).json().data;
    const hidden = (await post({ blogtitle: 'Hidden post', noindex: 'true' })).json().data;
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/blog/${shown.slug}<`);
    expect(sitemap).not.toContain(`/blog/${hidden.slug}<`);
  });
});
