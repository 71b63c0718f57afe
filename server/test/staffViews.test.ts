import type {} from '../src/plugins/app/scheduledPublishing';
import { AUTHOR_SCHEDULED } from '../src/content/authorRules';
import { setRequiresTwoFactor } from '../src/repositories/siteSettings';
import { writeFiles } from './helpers/files';
import { shellBuild } from './helpers/fakeBuilds';
import { writeShellManifest } from './helpers/remoteReleases';
import { invitedAccount } from './helpers/staff';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

// Who sees what (docs/decisions/0053-who-sees-what.md, 0066-authors-write-drafts.md): staff see no
// further than their role, and an author's change of a post an editor scheduled waits for review.

const HOUR_MS = 60 * 60 * 1000;

/** A shell whose pages say the home hero's title and every blog post's title, as the API reads them. */
const blogShell = {
  ...shellBuild('one'),
  'shell/dist/index.html': '<!doctype html><title>Shell</title>',
  'shell/dist/server/render.js': `
    exports.renderPage = async (request, { reader }) => {
      const hero = await reader.get('/home/hero');
      const blogs = await reader.get('/blog/blogs');
      return {
        kind: 'page',
        status: 200,
        html: '<main><h1>' + hero.herotitle + '</h1>' +
          blogs.map((post) => '<h2>' + post.blogtitle + '</h2>').join('') + '</main>',
        hydration: { loaderData: {}, actionData: null, errors: null },
        title: 'Blog', meta: { title: 'Blog', description: 'Posts' }, siteName: 'Dojo',
        remotes: [],
        complete: true,
      };
    };`,
};

describe('what staff see, by role', () => {
  let t: TestApp;
  let owner: AuthHeaders;
  let author: { headers: AuthHeaders; id: string };
  let editor: { headers: AuthHeaders; id: string };
  const call = (method: 'GET' | 'POST' | 'PUT', route: string, headers?: AuthHeaders, payload?: object) =>
    t.app.inject({ method, url: api(route), ...(headers && { headers }), ...(payload && { payload }) });
  const post = async (headers: AuthHeaders, blogtitle: string, status?: string) => {
    const added = await call('POST', '/blog/blogs', headers, {
      blogtitle,
      blogdescription: 'Text',
      ...(status && { status }),
    });
    expect(added.statusCode).toBe(200);
    return added.json().data._id as string;
  };
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  let ownersDraft: string;
  let authorsDraft: string;
  let ownersLive: string;
  let authorsLive: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.stopClock();
    owner = await signIn(t.app);
    author = await invitedAccount(t, owner, 'author');
    editor = await invitedAccount(t, owner, 'editor');
    await writeFiles(t.config.staticRoot, blogShell);
    await writeShellManifest(t.config.staticRoot);

    expect(
      (await call('PUT', '/home/hero', owner, { herotitle: 'Published hero', herodescription: 'x' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/home/hero/draft', owner, { herotitle: 'Owner hero draft', herodescription: 'x' }))
        .statusCode,
    ).toBe(200);
    ownersDraft = await post(owner, 'Owner unpublished post', 'draft');
    ownersLive = await post(owner, 'Owner live post');
    await call('PUT', `/blog/blogs/${ownersLive}/draft`, owner, {
      blogtitle: 'Owner live post, drafted',
      blogdescription: 'x',
    });
    authorsDraft = await post(author.headers, 'Author unpublished post');
    authorsLive = await post(author.headers, 'Author live post');
    expect((await call('POST', `/blog/blogs/${authorsLive}/publish`, owner)).statusCode).toBe(200);
    await call('PUT', `/blog/blogs/${authorsLive}/draft`, author.headers, {
      blogtitle: 'Author live post, drafted',
      blogdescription: 'x',
    });
  });
  afterAll(() => t.close());

  const previewOf = async (headers: AuthHeaders) => {
    const link = await call('POST', '/previews', headers, { path: '/blog' });
    expect(link.statusCode).toBe(200);
    const shown = await page(link.json().data.url.slice(t.config.publicUrl.length));
    expect(shown.statusCode).toBe(200);
    return shown.body;
  };

  it("an author's preview applies their own posts' drafts only", async () => {
    const body = await previewOf(author.headers);
    expect(body).toContain('<h1>Published hero</h1>');
    expect(body).toContain('<h2>Author unpublished post</h2>');
    expect(body).toContain('<h2>Author live post, drafted</h2>');
    expect(body).toContain('<h2>Owner live post</h2>');
    for (const unseen of ['Owner hero draft', 'Owner unpublished post', 'Owner live post, drafted']) {
      expect(body).not.toContain(unseen);
    }
  });

  it("an editor's preview applies every draft", async () => {
    const body = await previewOf(editor.headers);
    for (const seen of [
      '<h1>Owner hero draft</h1>',
      '<h2>Owner unpublished post</h2>',
      '<h2>Owner live post, drafted</h2>',
      '<h2>Author unpublished post</h2>',
      '<h2>Author live post, drafted</h2>',
    ]) {
      expect(body).toContain(seen);
    }
  });

  it("an author's session makes public reads find their own unpublished posts only", async () => {
    expect((await call('GET', `/blog/blogs/${authorsDraft}`, author.headers)).statusCode).toBe(200);
    const others = await call('GET', `/blog/blogs/${ownersDraft}`, author.headers);
    expect([others.statusCode, others.json().success]).toEqual([404, false]);
    expect((await call('GET', `/blog/blogs/${ownersDraft}`, editor.headers)).statusCode).toBe(200);
    expect((await call('GET', `/blog/blogs/${ownersDraft}`)).statusCode).toBe(404);
  });

  it("an author's change of a post an editor scheduled waits as a draft; the editor's version publishes", async () => {
    const id = await post(author.headers, 'Author first words');
    const publishAt = new Date(t.app.now().getTime() + HOUR_MS).toISOString();
    const scheduled = await call('PUT', `/blog/blogs/${id}`, editor.headers, {
      blogtitle: 'Reviewed by the editor',
      blogdescription: 'Checked',
      status: 'scheduled',
      publishAt,
    });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publishAt });

    const edited = await call('PUT', `/blog/blogs/${id}`, author.headers, {
      blogtitle: 'Unreviewed change',
      blogdescription: 'Sneaked in',
    });
    expect([edited.statusCode, edited.json().error]).toEqual([403, AUTHOR_SCHEDULED]);
    const drafted = await call('PUT', `/blog/blogs/${id}/draft`, author.headers, {
      blogtitle: 'Unreviewed change',
      blogdescription: 'Through a draft',
    });
    expect(drafted.statusCode).toBe(200);

    t.advanceClock(HOUR_MS + 1000);
    expect(await t.app.publishScheduled()).toBeGreaterThanOrEqual(1);
    const published = await call('GET', `/blog/blogs/${id}`);
    expect(published.json().data).toMatchObject({
      blogtitle: 'Reviewed by the editor',
      blogdescription: 'Checked',
    });
    const waiting = await call('GET', `/blog/blogs/${id}/draft`, editor.headers);
    expect(waiting.json().data).toMatchObject({
      fields: expect.objectContaining({ blogtitle: 'Unreviewed change', blogdescription: 'Through a draft' }),
    });
  });

  it('an account that must set up two-factor sign-in sees what visitors see', async () => {
    await setRequiresTwoFactor(t.app.db, true);
    try {
      const read = await call('GET', `/blog/blogs/${ownersDraft}`, editor.headers);
      expect(read.statusCode).toBe(404);
      expect((await call('GET', `/blog/blogs/${authorsDraft}`, author.headers)).statusCode).toBe(404);
      // Its preview links show what visitors see too.
      await setRequiresTwoFactor(t.app.db, false);
      const link = (await call('POST', '/previews', editor.headers, { path: '/blog' })).json().data.url;
      await setRequiresTwoFactor(t.app.db, true);
      const body = (await page(link.slice(t.config.publicUrl.length))).body;
      expect(body).toContain('<h1>Published hero</h1>');
      expect(body).not.toContain('Owner unpublished post');
    } finally {
      await setRequiresTwoFactor(t.app.db, false);
    }
  });
});
