import { remoteRegistryPaths } from '@academy/contracts';
import { sitePath } from '../src/services/urls';
import { type AuthHeaders, type TestApp, api, createTestApp, signIn } from './helpers/testApp';

/**
 * Paths that name another host once a browser (WHATWG URL parsing) reads them: tabs and newlines
 * are removed anywhere, and a backslash is a slash.
 */
const OTHER_HOSTS = [
  '/\t/evil.example/about',
  '/\n/evil.example/about',
  '/\r\n/evil.example/about',
  '/\\evil.example/about',
  '/\t\\evil.example/about',
  '//evil.example/about',
  '//this-site.invalid/about',
];

test('a path of this site is judged, and answered, as a browser reads it', () => {
  for (const path of OTHER_HOSTS) expect({ path, read: sitePath(path) }).toEqual({ path, read: undefined });
  for (const path of ['about', '\t/about', ' /about', 'https://evil.example/', 'javascript:alert(1)'])
    expect({ path, read: sitePath(path) }).toEqual({ path, read: undefined });
  expect(sitePath('/about?x=1#team')).toBe('/about?x=1#team');
  expect(sitePath('/ab\tout')).toBe('/about');
  expect(sitePath('/blog\\post-1')).toBe('/blog/post-1');
  expect(sitePath('/x/../admin')).toBe('/admin');
});

describe('path inputs', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await signIn(t.app);
  });
  afterAll(() => t.close());

  const preview = (path: string) =>
    t.app.inject({ method: 'POST', url: api('/previews'), headers, payload: { path } });

  it('POST /previews refuses a path that is another host or the admin area once parsed, and keeps the parsed one', async () => {
    for (const path of [
      ...OTHER_HOSTS,
      '/ad\tmin/home',
      '/\\admin',
      '/x/../admin',
      '/ADMIN/../admin/users',
    ]) {
      const refused = await preview(path);
      expect({ path, status: refused.statusCode, error: refused.json().error }).toEqual({
        path,
        status: 400,
        error: 'path must be a public page of this site, such as /blog.',
      });
    }
    const link = await preview('/ab\tout');
    expect(link.statusCode).toBe(200);
    expect(link.json().data.url).toMatch(new RegExp(`^${t.config.publicUrl}/about\\?preview=`));
  });

  it('/page-state refuses a url that is another host once parsed', async () => {
    for (const url of OTHER_HOSTS) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/page-state?url=${encodeURIComponent(url)}`,
      });
      expect({ url, status: refused.statusCode, error: refused.json().error }).toEqual({
        url,
        status: 400,
        error: 'url must be a path of this site, such as /about.',
      });
    }
  });

  it('a registry entry refuses a path that is another host once parsed', async () => {
    for (const path of ['/\t/evil.example/about/mf-manifest.json', '/\n\\evil.example/mf-manifest.json']) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: api(remoteRegistryPaths.remote('about')),
        headers,
        payload: { url: path },
      });
      expect({ status: refused.statusCode, error: refused.json().error }).toEqual({
        status: 400,
        error: `"${path}" is not a manifest URL: give a path on this site or an http(s) URL.`,
      });
    }
  });
});
