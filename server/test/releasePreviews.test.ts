import path from 'node:path';
import { remoteRegistryPaths } from '@academy/contracts';
import { releasePreviews } from '../src/db/schema';
import { hashToken } from '../src/services/tokens';
import { writeFiles } from './helpers/files';
import { inFolder, remoteBuild, shellBuild } from './helpers/fakeBuilds';
import { saveHomeHero } from './helpers/homeHero';
import { releaseDigest, releaseFiles, startOrigin, writeShellManifest } from './helpers/remoteReleases';
import { type TestApp, api, createTestApp, signIn } from './helpers/testApp';

const DEPLOY_TOKEN = 'deploy-token-for-the-tests-0123456789abcdef';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };
const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_PREVIEW = '2.1.0-preview';

const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0];

describe('release previews', () => {
  let t: TestApp;
  let cdn: Awaited<ReturnType<typeof startOrigin>>;
  const files = releaseFiles('/about/2.0.0', 'about', '2.0.0');
  const cdnRelease = () => `${cdn.origin}/about/2.0.0/mf-manifest.json`;

  const createPreview = (url: string, headers: Record<string, string> = deploy) =>
    t.app.inject({
      method: 'POST',
      url: api(remoteRegistryPaths.previews('about')),
      headers,
      payload: { url },
    });
  /** Opens a preview link's path and query (any page of the site) in a browser. */
  const open = (pathAndQuery: string) =>
    t.app.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'text/html' } });
  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie && { cookie }) } });
  const runtimeConfig = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/runtime-config.json', headers: cookie ? { cookie } : {} });
  /** A browser that opened a new preview of `url`: its cookie. */
  async function previewing(url: string): Promise<string> {
    const created = await createPreview(url);
    expect(created.statusCode).toBe(200);
    const link = new URL(created.json().data.url);
    return cookieOf((await open(`/about${link.search}`)).headers['set-cookie']);
  }

  beforeAll(async () => {
    cdn = await startOrigin(files);
    t = await createTestApp({ env: { REMOTE_ORIGINS: cdn.origin, DEPLOY_TOKEN } });
    await writeFiles(t.config.staticRoot, {
      ...shellBuild('one'),
      'shell/dist/index.html': '<!doctype html><title>Shell</title>',
      ...inFolder(path.join('remotes', 'about', 'dist', 'about'), remoteBuild('Train with us')),
      ...inFolder(path.join('releases', 'about', LOCAL_PREVIEW), remoteBuild('The preview', 'd'.repeat(32))),
    });
    await writeShellManifest(t.config.staticRoot);
    await saveHomeHero(t, await signIn(t.app), 'Welcome');
  });
  afterAll(async () => {
    await t.close();
    await cdn.close();
  });

  it('makes a day-long link after the same checks and pin as a registry entry, keeping only its token’s hash', async () => {
    expect((await createPreview(cdnRelease(), {})).statusCode).toBe(401);
    const refused = await createPreview('https://evil.example/about/mf-manifest.json');
    expect(refused.statusCode).toBe(400);
    const unreachable = await createPreview(`${cdn.origin}/about/9.9.9/mf-manifest.json`);
    expect(unreachable.statusCode).toBe(422);
    expect(await t.app.db.select().from(releasePreviews)).toEqual([]);

    t.stopClock();
    const created = await createPreview(cdnRelease());
    expect(created.statusCode).toBe(200);
    const { url, expiresAt } = created.json().data;
    expect(url).toMatch(/^http:\/\/localhost:8080\/\?release-preview=[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(new Date(t.app.now().getTime() + DAY_MS).toISOString());
    const token = new URL(url).searchParams.get('release-preview')!;
    expect(await t.app.db.select().from(releasePreviews)).toEqual([
      {
        tokenHash: hashToken(token),
        remote: 'about',
        url: cdnRelease(),
        digest: releaseDigest(files['/about/2.0.0/release.json']),
        version: '2.0.0',
        createdBy: 'deploy token',
        expiresAt: new Date(expiresAt),
      },
    ]);
  });

  it('moves the link’s token into an HttpOnly cookie and leads to the same page without it, on any page', async () => {
    const created = await createPreview(cdnRelease());
    const token = new URL(created.json().data.url).searchParams.get('release-preview');
    for (const [opened, leadsTo] of [
      [`/?release-preview=${token}`, '/'],
      [`/blog?q=kata&release-preview=${token}`, '/blog?q=kata'],
      [`/admin/about?release-preview=${token}`, '/admin/about'],
    ]) {
      const answer = await open(opened);
      expect({ opened, status: answer.statusCode, location: answer.headers.location }).toEqual({
        opened,
        status: 303,
        location: leadsTo,
      });
      expect(answer.headers['set-cookie']).toBe(
        `academy_release_preview=${token}; Path=/; Max-Age=${DAY_MS / 1000}; SameSite=Lax; HttpOnly`,
      );
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives that browser’s pages and runtime config the release, never kept or indexed, and everyone else the registry’s', async () => {
    const cookie = await previewing(cdnRelease());
    const previewed = await runtimeConfig(cookie);
    expect(previewed.json()).toMatchObject({
      remotes: { about: cdnRelease() },
      releases: {
        about: { version: '2.0.0', arm: 'stable', digest: releaseDigest(files['/about/2.0.0/release.json']) },
      },
      releasePreview: { remote: 'about', version: '2.0.0', expiresAt: expect.any(String) },
    });
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.headers['x-robots-tag']).toBe('noindex');

    const everyone = await runtimeConfig();
    expect(everyone.json().remotes.about).toBe('/remotes/about/mf-manifest.json');
    expect(everyone.json().releasePreview).toBeUndefined();
    expect(everyone.headers['x-robots-tag']).toBeUndefined();
  });

  it('renders every page with the previewed release, again for each load, and leaves the pages kept for everyone else alone', async () => {
    const cookie = await previewing(`/releases/about/${LOCAL_PREVIEW}/mf-manifest.json`);
    const kept = await page('/about');
    expect(kept.body).toContain('<p>Train with us</p>');

    const previewed = await page('/about', cookie);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.body).toContain('<p>The preview</p>');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(previewed.headers['x-robots-tag']).toBe('noindex');
    expect(renderNumber((await page('/about', cookie)).body)).toBe(renderNumber(previewed.body) + 1);

    const again = await page('/about');
    expect(again.body).toContain('<p>Train with us</p>');
    expect(renderNumber(again.body)).toBe(renderNumber(kept.body));
  });

  it('ends with the banner’s link, an unknown token or its day: the cookie goes, the page is the registry’s', async () => {
    const cookie = await previewing(cdnRelease());
    for (const opened of ['/about?release-preview=end', '/about?release-preview=not-a-live-token']) {
      const ended = await open(opened);
      expect({ opened, status: ended.statusCode, location: ended.headers.location }).toEqual({
        opened,
        status: 303,
        location: '/about',
      });
      expect(ended.headers['set-cookie']).toBe(
        'academy_release_preview=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
      );
    }

    expect((await runtimeConfig(cookie)).json().releasePreview).toBeDefined();
    t.advanceClock(DAY_MS);
    const expired = await runtimeConfig(cookie);
    expect(expired.json().remotes.about).toBe('/remotes/about/mf-manifest.json');
    expect(expired.json().releasePreview).toBeUndefined();
    expect(expired.headers['x-robots-tag']).toBeUndefined();
  });
});
