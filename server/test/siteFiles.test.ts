import sharp from 'sharp';
import { saveHero } from './helpers/homeHero';
import { contentClient } from './helpers/contentClient';
import { pngFile } from './helpers/images';
import { type ServerProcess, startServer } from './helpers/serverProcess';
import { type AuthHeaders, type TestApp, api, createTestApp, withSignedInApp } from './helpers/testApp';

const PUBLIC_URL = 'https://dojo.example';
const PUBLIC_PAGES = ['/', '/about', '/service', '/blog', '/classes', '/contact', '/privacy-policy'];

/** A sitemap date: W3C date and time in UTC, to the second. */
const W3C_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The app's clock now, as the sitemap writes it (to the second). */
const sitemapTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The sitemap's pages: each <loc>, checked to be an absolute URL at the app's PUBLIC_URL, by its
 * path, with its <lastmod> (undefined when it has none).
 */
async function readSitemap(t: TestApp): Promise<Map<string, string | undefined>> {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const pages = [...response.body.matchAll(/<url>(.*?)<\/url>/gs)].map(([, url]) => {
    const loc = /<loc>(.*?)<\/loc>/s.exec(url)?.[1] ?? '';
    expect(loc.startsWith(`${t.config.publicUrl}/`)).toBe(true);
    return [new URL(loc).pathname, /<lastmod>(.*?)<\/lastmod>/s.exec(url)?.[1]] as const;
  });
  return new Map(pages);
}

/** The sitemap's date for the page at `path`, which must be listed. */
function lastmodOf(pages: Map<string, string | undefined>, path: string): string | undefined {
  if (!pages.has(path)) throw new Error(`${path} is not in the sitemap: ${[...pages.keys()].join(', ')}`);
  return pages.get(path);
}

describe('GET /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('lets crawlers read the site but the content area, and names the sitemap by its full address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      '',
      'Sitemap: https://dojo.example/sitemap.xml',
      '',
    ]);
  });
});

describe('GET /sitemap.xml with the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, DEMO_CONTENT: 'on' } });
  });
  afterAll(() => t.close());

  it('lists every public page and every blog by its absolute URL, each with its last change', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(response.body).toContain('<url><loc>https://dojo.example/about</loc><lastmod>');
    const pages = await readSitemap(t);
    const blogs = (await t.app.inject({ method: 'GET', url: api('/blog/blogs') })).json().data as {
      slug: string;
    }[];
    expect(blogs.length).toBeGreaterThan(0);
    expect([...pages.keys()].sort()).toEqual(
      [...PUBLIC_PAGES, ...blogs.map((blog) => `/blog/${blog.slug}`)].sort(),
    );
    for (const lastmod of pages.values()) expect(lastmod).toMatch(W3C_DATE_TIME);
  });

  it('is kept until the content changes: an ETag to revalidate, and 304 while it holds', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /sitemap.xml as the content changes', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
    // The dates the tests expect are read off the clock before each write.
    t.stopClock();
  });
  const { send, remove } = contentClient(() => ({ t, headers }));

  /** Moves the app's clock a minute on and returns the time the next write is dated. */
  const aMinuteLater = () => {
    t.advanceClock(60_000);
    return sitemapTime(t.app.now());
  };
  const saveSectionHero = (section: string, title: string) => saveHero(t, headers, section, title);

  it('lists every public page by its absolute URL, undated while it shows only the built-in texts', async () => {
    const entries = await readSitemap(t);
    expect([...entries.keys()].sort()).toEqual([...PUBLIC_PAGES].sort());
    for (const path of PUBLIC_PAGES) expect(lastmodOf(entries, path)).toBeUndefined();
  });

  it('leaves out the pages that need a query (a class to book, a mailed link’s token)', async () => {
    const entries = await readSitemap(t);
    expect(entries.has('/classes')).toBe(true);
    expect(entries.has('/classes/book')).toBe(false);
    expect(entries.has('/classes/booking')).toBe(false);
  });

  it('dates a page by the newest change of what it shows, and no other page by it', async () => {
    const aboutSaved = aMinuteLater();
    await saveSectionHero('about', 'Our story');
    const serviceSaved = aMinuteLater();
    await saveSectionHero('service', 'What we teach');
    let entries = await readSitemap(t);
    expect(lastmodOf(entries, '/about')).toBe(aboutSaved);
    expect(lastmodOf(entries, '/service')).toBe(serviceSaved);
    expect(lastmodOf(entries, '/')).toBeUndefined();

    const aboutChanged = aMinuteLater();
    await saveSectionHero('about', 'Our story, retold');
    entries = await readSitemap(t);
    expect(lastmodOf(entries, '/about')).toBe(aboutChanged);
    expect(lastmodOf(entries, '/service')).toBe(serviceSaved);
  });

  it('dates the privacy policy by the policy, not by the name and logo shown on every page', async () => {
    const policySaved = aMinuteLater();
    const policy = await t.app.inject({
      method: 'POST',
      url: api('/dashboard/privacy'),
      headers,
      payload: { content: '<p>We keep little data.</p>' },
    });
    expect(policy.statusCode).toBe(200);
    aMinuteLater();
    const settings = await send('POST', '/dashboard/hero', { name: 'Dojo', logo: await pngFile() });
    expect(settings.statusCode).toBe(200);
    expect(lastmodOf(await readSitemap(t), '/privacy-policy')).toBe(policySaved);
  });

  it('lists a blog created a moment ago with its own date, and drops it once it is deleted', async () => {
    const created = await send('POST', '/blog/blogs', {
      blogtitle: 'Grading day',
      blogdescription: 'Who passed',
    });
    expect(created.statusCode).toBe(200);
    const { _id: id, slug } = created.json().data as { _id: string; slug: string };
    expect(slug).toBe('grading-day');
    let entries = await readSitemap(t);
    const listed = lastmodOf(entries, `/blog/${slug}`);
    expect(listed).toMatch(W3C_DATE_TIME);
    expect(lastmodOf(entries, '/blog')).toBe(listed);

    const detailWritten = aMinuteLater();
    const detail = await send('POST', '/blog/detailed', {
      blogId: id,
      subtitle: 'Before the day',
      subDescription: 'How our students prepare',
      content: 'First paragraph.',
    });
    expect(detail.statusCode).toBe(200);
    expect(lastmodOf(await readSitemap(t), `/blog/${slug}`)).toBe(detailWritten);

    const deleted = aMinuteLater();
    expect((await remove(`/blog/blogs/${id}`)).statusCode).toBe(200);
    entries = await readSitemap(t);
    expect(entries.has(`/blog/${slug}`)).toBe(false);
    expect(lastmodOf(entries, '/blog')).toBe(deleted);
  });
});

/** The colour at the centre of an image, as [r, g, b]. */
async function centreColour(image: Buffer): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

/** The PNG inside a one-image .ico file, after checking the file's header names it. */
function pngInIco(ico: Buffer): Buffer {
  expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
  const length = ico.readUInt32LE(14);
  const start = ico.readUInt32LE(18);
  return ico.subarray(start, start + length);
}

describe('the icons', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  withSignedInApp((app, auth) => {
    t = app;
    headers = auth;
  });
  const { send } = contentClient(() => ({ t, headers }));
  const GREEN = [0, 255, 0];

  const icons = async () => {
    const ask = (url: string) => t.app.inject({ method: 'GET', url });
    const [ico, png, touch, precomposed] = await Promise.all([
      ask('/favicon.ico'),
      ask('/favicon.png'),
      ask('/apple-touch-icon.png'),
      ask('/apple-touch-icon-precomposed.png'),
    ]);
    for (const response of [ico, png, touch, precomposed]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(png.headers['content-type']).toBe('image/png');
    expect(touch.headers['content-type']).toBe('image/png');
    // The address older iPhones ask for by themselves gets the same icon.
    expect(precomposed.headers['content-type']).toBe('image/png');
    expect(precomposed.rawPayload.equals(touch.rawPayload)).toBe(true);
    const favicon = pngInIco(ico.rawPayload);
    expect(await sharp(favicon).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
    expect(await sharp(touch.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 180,
      height: 180,
    });
    return { favicon, png: png.rawPayload, touch: touch.rawPayload };
  };

  /** True when the colours differ by no more than lossy compression does. */
  const isGreen = (colour: number[]) => colour.every((value, index) => Math.abs(value - GREEN[index]) <= 8);

  it('shows the built-in mark while no logo is saved, then the academy’s logo once one is', async () => {
    const builtIn = await icons();
    expect(isGreen(await centreColour(builtIn.touch))).toBe(false);

    const saved = await send('POST', '/dashboard/hero', {
      name: 'Green Dojo',
      logo: await pngFile('logo.png', '#00ff00'),
    });
    expect(saved.statusCode).toBe(200);

    const fromLogo = await icons();
    for (const icon of [fromLogo.favicon, fromLogo.png, fromLogo.touch]) {
      expect(isGreen(await centreColour(icon))).toBe(true);
    }
    expect(fromLogo.favicon.equals(fromLogo.png)).toBe(true);
  });
});

describe('site files while the database cannot be reached', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.kill());

  it('answers robots.txt, and 503 with a sentence for the sitemap and the icons', async () => {
    server = await startServer({
      // Nothing listens on port 1: every connection is refused.
      DATABASE_URL: 'postgres://academy@127.0.0.1:1/academy',
      PUBLIC_URL,
    });
    const robots = await fetch(`${server.origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap: https://dojo.example/sitemap.xml');
    for (const path of ['/sitemap.xml', '/favicon.ico', '/apple-touch-icon.png']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: 'The database is not ready yet. Please try again shortly.',
      });
    }
    expect(server.running()).toBe(true);
  });
});
