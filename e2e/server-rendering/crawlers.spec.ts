import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { BASE_URL } from '../support/environment';
import { PUBLIC_PAGE_PATHS, section } from '../support/sitePages';

const { blogs } = section('blog').lists;

test('the sitemap lists every public page and a blog created a moment ago, which leaves it when deleted', async ({
  request,
}) => {
  const token = await apiSignIn(request);
  const created = await request.post(`${API_PREFIX}${blogs.path}`, {
    headers: bearer(token),
    multipart: { blogtitle: 'Sitemap check', blogdescription: 'Written for the crawlers.' },
  });
  expect(created.ok()).toBe(true);
  const { _id: id, slug } = (await created.json()).data as { _id: string; slug: string };
  try {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of PUBLIC_PAGE_PATHS) expect(xml).toContain(`<loc>${BASE_URL}${path}</loc>`);
    const entry = xml.match(
      new RegExp(`<url><loc>${BASE_URL}/blog/${slug}</loc><lastmod>([^<]+)</lastmod></url>`),
    );
    expect(entry).not.toBeNull();
    expect(Date.now() - Date.parse(entry![1])).toBeLessThan(5 * 60_000);
  } finally {
    await request.delete(`${API_PREFIX}${itemPath(blogs, id)}`, { headers: bearer(token) });
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/blog/${slug}<`);
});

test('robots.txt lets crawlers read the site but the content area, and names the sitemap', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      `Sitemap: ${BASE_URL}/sitemap.xml`,
    ]),
  );
});

test('the site has an icon: no page asks for one in vain', async ({ request }) => {
  for (const icon of ['/favicon.ico', '/apple-touch-icon.png']) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type'], icon).toMatch(/^image\//);
  }
});
