import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_PREFIX, SITE_FRAME } from '@academy/contracts';
import { headTag, readContent, visibleText } from '../support/content';
import { appFetchedAt, startTheApp } from '../support/app';
import { BASE_URL, E2E_PORT } from '../support/environment';
import { section } from '../support/sitePages';

type Hero = { herotitle?: string; contacttitle?: string; herodescription?: string };
type Blog = { _id: string; slug: string; blogtitle: string };

/** Each public route and the texts its HTML must hold, read from the API as the page reads them. */
async function publicRoutes(request: APIRequestContext) {
  const title = async (path: string) => {
    const hero = await readContent<Hero>(request, path);
    return (hero.herotitle ?? hero.contacttitle)!;
  };
  const blogs = await readContent<Blog[]>(request, section('blog').lists.blogs.path);
  // A post with its detailed content, as the demo has one.
  const withDetails = await Promise.all(
    blogs.map(async (blog) =>
      (
        await request.get(`${API_PREFIX}${section('blog').paths!.detailed}/${encodeURIComponent(blog._id)}`)
      ).ok(),
    ),
  );
  const post = blogs[withDetails.indexOf(true)];
  const team = await readContent<{ teamtitle: string }[]>(request, section('about').lists.team.path);
  const services = await readContent<{ servicetitle: string }[]>(
    request,
    section('services').lists.services.path,
  );
  const contact = await readContent<{ address: string }>(request, SITE_FRAME.contact.path);
  return [
    { path: '/', texts: [await title(section('home').records.hero.path)] },
    {
      path: '/about',
      texts: [await title(section('about').records.hero.path), ...team.map((member) => member.teamtitle)],
    },
    {
      path: '/service',
      texts: [await title(section('services').records.hero.path), ...services.map((s) => s.servicetitle)],
    },
    {
      path: '/blog',
      texts: [await title(section('blog').records.hero.path), ...blogs.map((blog) => blog.blogtitle)],
    },
    { path: `/blog/${post.slug}`, texts: [post.blogtitle, 'Published on'] },
    { path: '/contact', texts: [await title(section('contact').records.hero.path), contact.address] },
    { path: '/privacy-policy', texts: ['Privacy Policy'] },
  ];
}

test('every public route, fetched without a browser, holds its content and its own meta tags', async ({
  request,
}) => {
  const routes = await publicRoutes(request);
  const titles = new Set<string>();
  for (const { path, texts } of routes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    const text = visibleText(html);
    for (const expected of texts) expect(text, `${path} shows "${expected}"`).toContain(expected);
    // The layout comes with it: the site's name in the header, the footer's links.
    expect(text).toContain('Quick Links');

    expect(html).toMatch(/<html lang="?en"?/);
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(headTag(html, 'name', 'description')?.length, `${path} description`).toBeGreaterThan(10);
    expect(headTag(html, 'rel', 'canonical', 'href')).toBe(`${BASE_URL}${path}`);
    expect(headTag(html, 'property', 'og:url')).toBe(`${BASE_URL}${path}`);
    expect(headTag(html, 'property', 'og:title')).toBeTruthy();
    expect(headTag(html, 'name', 'twitter:card')).toMatch(/^summary/);
    const image = headTag(html, 'property', 'og:image');
    if (image) expect(image.startsWith(`${BASE_URL}/`), `${path} og:image ${image}`).toBe(true);
  }
  expect(titles.size).toBe(routes.length);
});

test('a visitor’s browser fetches the app only when needed, and it takes the page over with the state of the same render, without asking the API again, with no console error', async ({
  page,
  request,
}) => {
  for (const { path, texts } of await publicRoutes(request)) {
    const apiCalls: string[] = [];
    const stateCalls: string[] = [];
    const stylesheets: string[] = [];
    const problems: string[] = [];
    page.on('request', (call) => {
      const { pathname } = new URL(call.url());
      if (pathname.startsWith('/v1/')) apiCalls.push(pathname);
      if (pathname === '/page-state') stateCalls.push(new URL(call.url()).searchParams.get('url') ?? '');
      if (call.resourceType() === 'stylesheet') stylesheets.push(pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${path}: ${response.status()} ${response.url()}`);
    });

    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByText(texts[0], { exact: false }).first()).toBeVisible();
    expect(apiCalls, path).toEqual([]);
    // A page rendered whole works without the app: the start script fetches it only once a
    // visitor needs it, never for the first paint.
    expect(await appFetchedAt(page), path).toBeUndefined();
    // Nor its state, which such a page does not carry: the app fetches it when it starts.
    expect(await page.locator('#server-state').count(), path).toBe(0);
    expect(stateCalls, path).toEqual([]);
    await startTheApp(page);
    await expect(page.getByText(texts[0], { exact: false }).first()).toBeVisible();
    expect(apiCalls, path).toEqual([]);
    expect(stateCalls, path).toEqual([path]);
    // The page holds all of its CSS (one-layout.spec.ts): taking over fetches no stylesheet and
    // applies none (its CSS loaders find each sheet's disabled link), so the phone styles and lays
    // out the page no second time.
    expect(stylesheets, path).toEqual([]);
    expect(await page.locator('link[rel=stylesheet]:not([disabled])').count(), path).toBe(0);
    expect(problems).toEqual([]);
    page.removeAllListeners();
  }
});

test('after taking over, the page works in the browser: the blog search filters as the visitor types', async ({
  page,
  request,
}) => {
  const blogs = await readContent<Blog[]>(request, section('blog').lists.blogs.path);
  await page.goto('/blog', { waitUntil: 'networkidle' });
  await page.getByPlaceholder('Search articles...').fill(blogs[0].blogtitle);
  await expect(page.getByRole('heading', { name: blogs[0].blogtitle })).toBeVisible();
  for (const other of blogs.slice(1).filter((blog) => blog.blogtitle !== blogs[0].blogtitle))
    await expect(page.getByRole('heading', { name: other.blogtitle })).toHaveCount(0);

  // Moving on is the browser's: the next page loads its data from the API.
  const aboutHero = page.waitForResponse((response) =>
    response.url().endsWith(section('about').records.hero.path),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  expect((await aboutHero).ok()).toBe(true);
  await expect(page).toHaveURL(/\/about$/);
});

test('a blog that does not exist is a 404 page with its own words, still inside the site', async ({
  request,
}) => {
  const response = await request.get('/blog/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  const text = visibleText(await response.text());
  expect(text).toContain('Blog Not Found');
  expect(text).toContain('The requested blog post could not be found.');
  expect(text).toContain('Quick Links');
});

/** A GET sent as written: the path is not normalised and the Host is whatever the caller says. */
function rawGet(path: string, host?: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { accept: 'text/html', ...(host && { host }) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, location: response.headers.location, body }),
        );
      },
    );
    request.on('error', reject);
  });
}

test('no link in a page points at a host the request named: a path starting with // and a forged Host', async () => {
  const doubled = await rawGet('//evil.example/about');
  expect(doubled.status).toBe(301);
  expect(doubled.location).toBe('/evil.example/about');

  const forged = await rawGet('/about', 'evil.example');
  expect(forged.status).toBe(200);
  expect(visibleText(forged.body)).toContain('Quick Links');
  expect(forged.body).not.toContain('evil.example');
  expect(headTag(forged.body, 'rel', 'canonical', 'href')).toBe(`${BASE_URL}/about`);
});
