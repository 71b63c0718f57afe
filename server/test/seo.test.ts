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
      noindex: false,
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
