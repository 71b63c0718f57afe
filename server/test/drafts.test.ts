import type {} from '../src/plugins/app/scheduledPublishing';
import { contentPatternLists } from './helpers/contentPatternLists';
import { UPLOAD_PATH, contentClient } from './helpers/contentClient';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild } from './helpers/fakeBuilds';
import { HOME_HERO, saveHomeHero } from './helpers/homeHero';
import { pngFile, undescribedPicture } from './helpers/images';
import { writeShellManifest } from './helpers/remoteReleases';
import {
  type AuthHeaders,
  type TestApp,
  api,
  createTestApp,
  signIn,
  startSecondApp,
  withSignedInApp,
} from './helpers/testApp';

// Drafts, scheduled items and preview links (docs/decisions/0048 to 0052): a draft is kept for
// staff while visitors keep the published state, until it is published; a list item may be a draft
// or scheduled and no public read, page or sitemap shows it until it is published; a preview link
// shows a page with the drafts applied, to whoever has it, until it expires or a draft is
// published.

const HOUR_MS = 60 * 60 * 1000;

/** Every list the sections declare (one made by new-section too). */
const lists = contentPatternLists();

describe('drafts, scheduled items and previews', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send, get, onDisk } = contentClient(() => ({ t, headers }));
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', route: string, payload?: object, auth = headers) =>
    t.app.inject({ method, url: api(route), headers: auth, ...(payload && { payload }) });
  const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body;

  describe('a single record', () => {
    it('keeps a draft for staff while visitors read the published state, and publishes it as a save', async () => {
      t.stopClock();
      await saveHomeHero(t, headers, 'Published hero');
      const draft = await send('PUT', '/home/hero/draft', {
        herotitle: 'Draft hero',
        herodescription: 'Draft text',
        heroimg: await pngFile('draft.png', '#123456'),
      });
      expect(draft.statusCode).toBe(200);
      const { fields } = draft.json().data;
      expect(draft.json().data).toEqual({
        at: t.app.now().toISOString(),
        by: 'Admin',
        fields: {
          _id: expect.any(String),
          herotitle: 'Draft hero',
          herodescription: 'Draft text',
          heroimg: UPLOAD_PATH,
          ...undescribedPicture('heroimg'),
        },
        revision: expect.any(String),
      });
      expect((await get('/home/hero')).json().data.herotitle).toBe('Published hero');
      expect((await call('GET', '/home/hero/draft')).json().data).toEqual(draft.json().data);
      expect((await t.app.inject({ url: api('/home/hero/draft') })).statusCode).toBe(401);
      expect(await onDisk(fields.heroimg)).toBe(true);

      const published = await call('POST', '/home/hero/publish');
      expect(published.statusCode).toBe(200);
      expect(published.json().data).toEqual({ ...fields, _id: expect.any(String), revision: '3' });
      expect((await get('/home/hero')).json().data.herotitle).toBe('Draft hero');
      const gone = await call('GET', '/home/hero/draft');
      expect([gone.statusCode, gone.json()]).toEqual([200, { success: true, data: null }]);
      const revisions = (await call('GET', '/home/hero/revisions')).json().data;
      expect(revisions[0].fields.herotitle).toBe('Published hero');
      expect((await call('POST', '/home/hero/publish')).statusCode).toBe(404);
    });

    it('discards a draft (its picture removed), and a save publishes what it holds and ends the draft', async () => {
      await saveHomeHero(t, headers, 'Live');
      const draft = await send('PUT', '/home/hero/draft', {
        herotitle: 'Thrown away',
        herodescription: 'Text',
        heroimg: await pngFile('gone.png', '#654321'),
      });
      const picture = draft.json().data.fields.heroimg;
      const discarded = await call('DELETE', '/home/hero/draft');
      expect([discarded.statusCode, discarded.json()]).toEqual([200, { success: true, data: null }]);
      expect(await onDisk(picture)).toBe(false);
      expect((await call('DELETE', '/home/hero/draft')).statusCode).toBe(404);

      await call('PUT', '/home/hero/draft', { herotitle: 'Superseded', herodescription: 'Text' });
      await saveHomeHero(t, headers, 'Saved over it');
      expect((await call('GET', '/home/hero/draft')).json()).toEqual({ success: true, data: null });
      expect((await get('/home/hero')).json().data.herotitle).toBe('Saved over it');
    });

    it('refuses a draft with the save’s own validation, changing nothing', async () => {
      const refused = await call('PUT', '/home/hero/draft', { herotitle: '', herodescription: 'Text' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toEqual(expect.any(String));
      expect((await call('GET', '/home/hero/draft')).json()).toEqual({ success: true, data: null });
    });

    it('a home slot has drafts at its own path', async () => {
      await send('PUT', '/home/service/1', { servicetitle: 'Live slot', servicedescription: 'Text' });
      await call('PUT', '/home/service/1/draft', { servicetitle: 'Draft slot', servicedescription: 'Text' });
      expect((await get('/home/service/1')).json().data.servicetitle).toBe('Live slot');
      const published = await call('POST', '/home/service/1/publish');
      expect(published.json().data).toMatchObject({ servicetitle: 'Draft slot', position: 1 });
      expect((await get('/home/service')).json().data[0].servicetitle).toBe('Draft slot');
    });
  });

  describe.each(lists)('an item of $path', (list) => {
    const { title, description } = list.fields;
    /** Items that show their date (blogs) are dated when they are published. */
    const dated = 'createdAt' in list.record.properties;
    const body = (text: string, extra: object = {}) => ({
      [title]: text,
      [description]: `${text} text`,
      ...extra,
    });
    const publicTitles = async () =>
      ((await get(list.path)).json().data as Record<string, string>[]).map((item) => item[title]);
    const staffView = async () =>
      (await call('GET', `${list.path}/with-drafts`)).json().data as Record<string, unknown>[];

    it('created as a draft exists only for staff until it is published, then leads the list', async () => {
      await call('POST', list.path, body('Older published'));
      const created = await call('POST', list.path, body('Only a draft', { status: 'draft' }));
      expect(created.statusCode).toBe(200);
      const item = created.json().data;
      expect(item).toMatchObject({ [title]: 'Only a draft', status: 'draft' });
      const itemPath = `${list.path}/${item._id}`;

      expect(await publicTitles()).not.toContain('Only a draft');
      expect((await get(itemPath)).statusCode).toBe(404);
      const page = list.itemPage?.(item);
      if (page) expect(await sitemap()).not.toContain(page);
      expect((await t.app.inject({ url: api(`${list.path}/with-drafts`) })).statusCode).toBe(401);
      expect(await staffView()).toContainEqual(expect.objectContaining({ _id: item._id, status: 'draft' }));
      expect((await call('GET', itemPath)).json().data).toMatchObject({
        [title]: 'Only a draft',
        status: 'draft',
      });

      // Its draft is the item itself; discarding it is deleting it.
      await call('PUT', `${itemPath}/draft`, body('Still a draft'));
      expect((await call('GET', `${itemPath}/draft`)).json().data.fields[title]).toBe('Still a draft');
      expect((await call('DELETE', `${itemPath}/draft`)).statusCode).toBe(409);
      expect(await publicTitles()).not.toContain('Still a draft');

      t.advanceClock(60_000);
      const published = await call('POST', `${itemPath}/publish`);
      // Published, it answers as visitors get it.
      expect(published.json().data).toMatchObject({ [title]: 'Still a draft' });
      expect(published.json().data).not.toHaveProperty('status');
      expect((await publicTitles())[0]).toBe('Still a draft');
      if (dated) expect((await get(itemPath)).json().data.createdAt).toBe(t.app.now().toISOString());
      if (page) expect(await sitemap()).toContain(page);
    });

    it('a published item’s draft waits, marked, until it is published', async () => {
      const item = (await call('POST', list.path, body('Live item'))).json().data;
      const itemPath = `${list.path}/${item._id}`;
      await call('PUT', `${itemPath}/draft`, body('Changed item'));
      expect(await staffView()).toContainEqual(expect.objectContaining({ _id: item._id, hasDraft: true }));
      expect((await get(itemPath)).json().data[title]).toBe('Live item');
      await call('POST', `${itemPath}/publish`);
      expect((await get(itemPath)).json().data[title]).toBe('Changed item');
      expect(await staffView()).toContainEqual(expect.objectContaining({ _id: item._id, hasDraft: false }));
    });

    it('scheduled, it publishes itself when its time comes, dated then', async () => {
      const past = await call(
        'POST',
        list.path,
        body('Too late', { status: 'scheduled', publishAt: '2001-01-01T00:00:00Z' }),
      );
      expect(past.statusCode).toBe(400);
      expect(past.json().error).toContain('publishAt must be a date and time in the future');
      expect(await publicTitles()).not.toContain('Too late');

      const publishAt = new Date(t.app.now().getTime() + HOUR_MS).toISOString();
      const scheduled = await call('POST', list.path, body('Later post', { status: 'scheduled', publishAt }));
      expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publishAt });
      expect(await t.app.publishScheduled()).toBe(0);
      expect(await publicTitles()).not.toContain('Later post');

      t.advanceClock(HOUR_MS + 1000);
      expect(await t.app.publishScheduled()).toBe(1);
      const listed = (await get(list.path)).json().data as Record<string, string>[];
      expect(listed[0]).toMatchObject({ [title]: 'Later post' });
      if (dated) expect(listed[0].createdAt).toBe(t.app.now().toISOString());
      const page = list.itemPage?.(scheduled.json().data);
      if (page) expect(await sitemap()).toContain(page);
    });
  });

  describe('preview links', () => {
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    beforeAll(async () => {
      await writeFiles(t.config.staticRoot, {
        ...shellBuild('one'),
        'shell/dist/index.html': '<!doctype html><title>Shell</title>',
        ...inFolder('remotes/about/dist/about', remoteBuild('Train with us')),
      });
      await writeShellManifest(t.config.staticRoot);
    });

    it('show the page with the drafts applied, never kept nor indexed, and die when a draft is published', async () => {
      await saveHomeHero(t, headers, 'Visitors see this');
      await call('PUT', '/home/hero/draft', { herotitle: 'Drafted title', herodescription: 'Text' });
      const member = await call('POST', '/about/team', {
        teamtitle: 'Sensei Draft',
        teamdescription: 'Soon',
        status: 'draft',
      });
      expect(member.statusCode).toBe(200);

      const link = await call('POST', '/previews', { path: '/about' });
      expect(link.statusCode).toBe(200);
      const { url, expiresAt } = link.json().data;
      expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/about\\?preview=[A-Za-z0-9_-]{43}$`));
      expect(expiresAt).toBe(new Date(t.app.now().getTime() + 24 * HOUR_MS).toISOString());

      const preview = await page(url.slice(t.config.publicUrl.length));
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('<h1>Drafted title</h1>');
      expect(preview.body).toContain('<h2>Sensei Draft</h2>');
      expect(preview.body).toContain('Preview: this page shows unpublished drafts.');
      expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(preview.body).not.toContain('<script');
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(preview.headers['x-robots-tag']).toBe('noindex');

      // Visitors, and the API read from outside, keep the published state.
      const visitor = await page('/about');
      expect(visitor.body).toContain('<h1>Visitors see this</h1>');
      expect(visitor.body).not.toContain('Sensei Draft');
      const spoofed = await t.app.inject({ url: HOME_HERO, headers: { 'x-academy-preview': 'guess' } });
      expect(spoofed.json().data.herotitle).toBe('Visitors see this');
      // Another page with the same token, and a made-up token, show nothing.
      expect((await page(`/blog?preview=${new URL(url).searchParams.get('preview')}`)).statusCode).toBe(410);
      expect((await page('/about?preview=made-up')).statusCode).toBe(410);

      await call('POST', '/home/hero/publish');
      const ended = await page(url.slice(t.config.publicUrl.length));
      expect(ended.statusCode).toBe(410);
      expect(ended.body).toContain('This preview link has expired, or its drafts have been published.');
      expect((await page('/about')).body).toContain('<h1>Drafted title</h1>');
    });

    it('expire after 24 hours', async () => {
      const { url } = (await call('POST', '/previews', { path: '/about' })).json().data;
      const path = url.slice(t.config.publicUrl.length);
      t.advanceClock(23 * HOUR_MS);
      expect((await page(path)).statusCode).toBe(200);
      t.advanceClock(HOUR_MS + 1000);
      expect((await page(path)).statusCode).toBe(410);
    });

    it('are made for staff only, for a public path of this site', async () => {
      headers = await signIn(t.app); // the clock moved past the session's life above
      expect((await call('POST', '/previews', { path: '/about' }, { authorization: '' })).statusCode).toBe(
        401,
      );
      for (const path of ['//evil.example/about', 'https://evil.example/', '/admin/home', 'about']) {
        const refused = await call('POST', '/previews', { path });
        expect([refused.statusCode, refused.json().error]).toEqual([
          400,
          'path must be a public page of this site, such as /blog.',
        ]);
      }
    });
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('scheduled items on two servers sharing one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondApp(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('are published once, by whichever server looks first, and every server shows them at once', async () => {
    const headers = await signIn(first.app);
    const publicTitles = async (t: TestApp) =>
      ((await t.app.inject({ url: api('/blog/blogs') })).json().data as { blogtitle: string }[]).map(
        (blog) => blog.blogtitle,
      );
    const publishAt = new Date(first.app.now().getTime() + HOUR_MS).toISOString();
    const scheduled = await first.app.inject({
      method: 'POST',
      url: api('/blog/blogs'),
      headers,
      payload: { blogtitle: 'Both servers', blogdescription: 'Text', status: 'scheduled', publishAt },
    });
    expect(scheduled.statusCode).toBe(200);
    // The first server's read cache holds the list without it.
    expect(await publicTitles(first)).not.toContain('Both servers');

    first.advanceClock(HOUR_MS + 1000);
    second.advanceClock(HOUR_MS + 1000);
    // Both servers look at the same moment: one publishes it, the other finds nothing left to do.
    const published = await Promise.all([first.app.publishScheduled(), second.app.publishScheduled()]);
    expect(published.sort()).toEqual([0, 1]);
    expect((await publicTitles(first))[0]).toBe('Both servers');
    expect((await publicTitles(second))[0]).toBe('Both servers');
  });
});
