import { type AuthHeaders, type TestApp, api, invitedAccount, withSignedInApp } from './helpers';

// Redirects: editors and owners manage them; the site answers a redirect's `from` before its 404;
// one that would loop, or hide a page, is refused with a sentence.

const PAGE = { accept: 'text/html' };

describe('redirects', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = headers) =>
    t.app.inject({ method, url: api(url), payload, headers: auth });
  const visit = (url: string) => t.app.inject({ url, headers: PAGE });

  it('adds, lists, changes and removes a redirect, which the site answers before its 404', async () => {
    expect((await visit('/old-timetable')).headers.location).toBeUndefined();
    const added = await call('POST', '/redirects', { from: '/old-timetable', to: '/classes', status: 301 });
    expect(added.statusCode).toBe(200);
    const redirect = added.json().data;
    expect(redirect).toMatchObject({ from: '/old-timetable', to: '/classes', status: 301 });

    const moved = await visit('/old-timetable?program=kids');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/classes?program=kids']);
    expect((await call('GET', '/redirects')).json().data).toEqual([redirect]);

    const changed = await call('PUT', `/redirects/${redirect._id}`, {
      from: '/old-timetable',
      to: 'https://example.org/timetable',
      status: 302,
    });
    expect(changed.json().data).toMatchObject({ to: 'https://example.org/timetable', status: 302 });
    const now = await visit('/old-timetable');
    expect([now.statusCode, now.headers.location]).toEqual([302, 'https://example.org/timetable']);

    expect((await call('DELETE', `/redirects/${redirect._id}`)).statusCode).toBe(200);
    expect((await visit('/old-timetable')).statusCode).not.toBe(301);
    expect((await call('GET', '/redirects')).json().data).toEqual([]);
    expect((await call('DELETE', `/redirects/${redirect._id}`)).json()).toEqual({
      success: false,
      error: 'There is no redirect with that id.',
    });
  });

  it('answers a redirect from an old file address too', async () => {
    await call('POST', '/redirects', { from: '/brochure.pdf', to: '/about', status: 301 });
    const moved = await t.app.inject({ url: '/brochure.pdf' });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/about']);
  });

  it('refuses a redirect that would loop, naming the way round', async () => {
    await call('POST', '/redirects', { from: '/a-page', to: '/b-page', status: 301 });
    await call('POST', '/redirects', { from: '/b-page', to: '/c-page', status: 301 });
    const loop = await call('POST', '/redirects', { from: '/c-page', to: '/a-page', status: 301 });
    expect([loop.statusCode, loop.json().error]).toEqual([
      400,
      'This redirect would loop: /c-page → /a-page → /b-page → /c-page. Point it elsewhere.',
    ]);
    const itself = await call('POST', '/redirects', { from: '/d-page', to: '/d-page', status: 302 });
    expect(itself.json().error).toBe('This redirect would loop: /d-page → /d-page. Point it elsewhere.');
    const ownAddress = await call('POST', '/redirects', {
      from: '/c-page',
      to: `${t.config.publicUrl}/a-page`,
      status: 301,
    });
    expect(ownAddress.statusCode).toBe(400);
  });

  it('refuses a redirect that would hide a page, or start where the site answers itself', async () => {
    for (const from of ['/about', '/', '/blog', '/sitemap.xml']) {
      const refused = await call('POST', '/redirects', { from, to: '/contact', status: 301 });
      expect([refused.statusCode, refused.json().error]).toEqual([
        400,
        `A page exists at ${from}: a redirect from it would hide it.`,
      ]);
    }
    const post = await call('POST', '/blog/blogs', { blogtitle: 'Summer camp', blogdescription: 'Camp' });
    const { slug } = post.json().data;
    const hidden = await call('POST', '/redirects', { from: `/blog/${slug}`, to: '/about', status: 301 });
    expect(hidden.json().error).toBe(`A page exists at /blog/${slug}: a redirect from it would hide it.`);
    const own = await call('POST', '/redirects', { from: '/admin/blog', to: '/about', status: 301 });
    expect(own.json().error).toBe('from cannot be below /admin: the site answers those addresses itself.');
  });

  it('refuses what is not a path, an address other than https:, another status, or a second redirect from one path', async () => {
    const cases: [object, string][] = [
      [
        { from: 'old', to: '/about', status: 301 },
        'from must be a path of this site, such as /old-page (no ?query or #part).',
      ],
      [
        { from: '//evil.example/x', to: '/about', status: 301 },
        'from must be a path of this site, such as /old-page (no ?query or #part).',
      ],
      [
        { from: '/old?x=1', to: '/about', status: 301 },
        'from must be a path of this site, such as /old-page (no ?query or #part).',
      ],
      [
        { from: '/old', to: 'http://example.org', status: 301 },
        'to must be a path of this site, such as /new-page, or an https: address.',
      ],
      [
        { from: '/old', to: 'javascript:alert(1)', status: 301 },
        'to must be a path of this site, such as /new-page, or an https: address.',
      ],
      [
        { from: '/old', to: '/about', status: 307 },
        'status must be 301 (moved for good) or 302 (moved for now).',
      ],
    ];
    for (const [body, error] of cases) {
      const refused = await call('POST', '/redirects', body);
      expect([refused.statusCode, refused.json().error]).toEqual([400, error]);
    }
    await call('POST', '/redirects', { from: '/twice', to: '/about', status: 301 });
    const second = await call('POST', '/redirects', { from: '/twice', to: '/contact', status: 301 });
    expect([second.statusCode, second.json().error]).toEqual([
      409,
      'There is a redirect from /twice already; change that one.',
    ]);
  });

  it('is for editors and owners: an author is refused, a visitor too', async () => {
    const author = await invitedAccount(t, headers, 'author');
    expect((await call('GET', '/redirects', undefined, author.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: api('/redirects') })).statusCode).toBe(401);
    const editor = await invitedAccount(t, headers, 'editor');
    const added = await call(
      'POST',
      '/redirects',
      { from: '/by-editor', to: '/about', status: 301 },
      editor.headers,
    );
    expect(added.statusCode).toBe(200);
  });
});
