import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { API_PREFIX, remoteOverridePaths } from '@academy/contracts';
import { startTheApp } from '../support/app';
import { visibleText } from '../support/content';
import { BASE_URL, CDN_ORIGIN } from '../support/environment';
import { signIn } from '../support/auth';
import { RELEASED_HEADING, releasedAbout, remotes, startCdn } from '../support/releaseCdn';

const serverHtml = async (cookie?: string) => {
  const response = await fetch(`${BASE_URL}/about`, { headers: cookie ? { cookie } : {} });
  return {
    text: visibleText(await response.text()),
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
};

/** The about page in a browser, with every script it loaded and every console error (CSP included). */
async function visitAbout(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/about', { waitUntil: 'networkidle' });
  // The page works without the app; the browser's part (the remote's scripts) comes with it.
  await startTheApp(page);
  await expect(page.getByRole('heading', { name: /^Our Team/ })).toBeVisible();
  return { scripts, errors };
}

test.describe.configure({ mode: 'serial' });

let cdn: http.Server;
let releaseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const release = await releasedAbout();
  releaseUrl = release.url;
  // Beside it, one built against a runtime the shell does not provide.
  const manifest = JSON.parse(fs.readFileSync(path.join(release.folder, 'mf-manifest.json'), 'utf8'));
  for (const shared of manifest.shared)
    if (shared.name === '@academy/runtime') shared.requiredVersion = '^99.0.0';
  const newerRuntime = path.join(release.cdnRoot, 'about', 'newer-runtime');
  fs.mkdirSync(newerRuntime, { recursive: true });
  fs.writeFileSync(path.join(newerRuntime, 'mf-manifest.json'), JSON.stringify(manifest));
  cdn = await startCdn(release.cdnRoot);
});

test.afterAll(async () => {
  // The rest of the suite gets the about page as the deployment's registry file says.
  await remotes('reset', 'about');
  await new Promise((resolve) => cdn?.close(resolve));
});

test('a release on another origin, set with the CLI, is what visitors get, rendered on the server; rollback brings the old page back', async ({
  page,
}) => {
  const set = await remotes('set', 'about', releaseUrl);
  expect(set.code, set.output).toBe(0);
  expect(set.output).toContain(releaseUrl);

  // curl /about: the release's page, rendered by the server from its server build.
  expect((await serverHtml()).text).toContain(RELEASED_HEADING);

  // A browser: the same page, its scripts from the other origin, no CSP refusal or error.
  const { scripts, errors } = await visitAbout(page);
  await expect(page.getByRole('heading', { name: RELEASED_HEADING })).toBeVisible();
  expect(
    scripts.filter((url) => url.startsWith(`${CDN_ORIGIN}/about/`)),
    scripts.join('\n'),
  ).not.toEqual([]);
  expect(errors).toEqual([]);

  const rollback = await remotes('rollback', 'about');
  expect(rollback.code, rollback.output).toBe(0);
  expect((await serverHtml()).text).not.toContain(RELEASED_HEADING);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Our Team', exact: true })).toBeVisible();
});

test('a 50% canary gives both versions across fresh visitors, and the same one to one visitor on every reload', async ({
  browser,
}) => {
  expect((await remotes('canary', 'about', releaseUrl, '50')).code).toBe(0);
  const visitors = await Promise.all(Array.from({ length: 24 }, () => serverHtml()));
  const released = visitors.filter((visitor) => visitor.text.includes(RELEASED_HEADING)).length;
  expect(released).toBeGreaterThan(0);
  expect(released).toBeLessThan(visitors.length);

  // One visitor keeps their version, on the server's render and in the browser alike.
  for (const visitor of visitors.slice(0, 4)) {
    const again = await serverHtml(visitor.cookie);
    expect(again.text.includes(RELEASED_HEADING)).toBe(visitor.text.includes(RELEASED_HEADING));
  }
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await visitAbout(page);
  const heading = await page.getByRole('heading', { name: /^Our Team/ }).textContent();
  for (let reload = 0; reload < 3; reload++) {
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Our Team/ })).toHaveText(heading!);
  }
  await context.close();

  expect((await remotes('canary', 'about', 'off')).code).toBe(0);
  for (const visitor of visitors.slice(0, 6))
    expect((await serverHtml(visitor.cookie)).text).not.toContain(RELEASED_HEADING);
});

test('an origin not allowed, plain http, a URL outside the prefix, a path read as another host, an unreachable manifest and a release needing a newer runtime are refused, changing nothing', async () => {
  const before = (await remotes('list')).output;
  const refusals: [string, RegExp][] = [
    [
      'https://cdn.elsewhere.example/about/mf-manifest.json',
      /https:\/\/cdn\.elsewhere\.example is not an origin remotes may be loaded from/,
    ],
    [
      `${CDN_ORIGIN}/about/0.0.0-missing/mf-manifest.json`,
      /could not be fetched: http:\/\/127\.0\.0\.1:\d+ answered 404\./,
    ],
    [
      `${CDN_ORIGIN}/about/newer-runtime/mf-manifest.json`,
      /The release needs @academy\/runtime \^99\.0\.0, but the shell provides \d+\.\d+\.\d+/,
    ],
    // Plain http on the network's path, a folder of the CDN outside the prefix REMOTE_ORIGINS
    // gives (e2e/support/serve.ts), and paths a browser reads as another host or folder.
    [
      'http://cdn.elsewhere.example/about/1.0.0/mf-manifest.json',
      /http:\/\/cdn\.elsewhere\.example is not an origin remotes may be loaded from/,
    ],
    [`${CDN_ORIGIN}/elsewhere/1.0.0/mf-manifest.json`, /is outside .*\/about\/.*\(REMOTE_ORIGINS\)/],
    [
      `/\t/127.0.0.1:${new URL(CDN_ORIGIN).port}/about/mf-manifest.json`,
      /is not (a manifest URL|written as it is read)/,
    ],
    [`${CDN_ORIGIN}/about/%2e%2e/elsewhere/mf-manifest.json`, /is not written as it is read/],
  ];
  for (const [url, sentence] of refusals) {
    const refused = await remotes('set', 'about', url);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(sentence);
  }
  expect(
    (await remotes('canary', 'about', `${CDN_ORIGIN}/about/newer-runtime/mf-manifest.json`, '10')).code,
  ).toBe(1);
  expect((await remotes('list')).output).toBe(before);
  expect((await serverHtml()).text).not.toContain(RELEASED_HEADING);
});

/** A browser context whose administrator pointed about at the release, as at a dev server. */
async function overriddenContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`/admin/remote-overrides?about=${encodeURIComponent(releaseUrl)}`);
  await expect(page.getByLabel('Manifest URL for about')).toHaveValue(releaseUrl);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Overrides applied. Reload any page to use them.')).toBeVisible();
  await page.close();
  return context;
}

test('an administrator’s override shows its banner in their browser only, and a visitor’s forged one changes nothing', async ({
  browser,
}) => {
  const mine = await overriddenContext(browser);
  const page = await mine.newPage();
  const { errors } = await visitAbout(page);
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner).toContainText(`This browser loads about from ${releaseUrl} (a developer override).`);
  await expect(page.getByRole('heading', { name: RELEASED_HEADING })).toBeVisible();
  expect(errors).toEqual([]);

  // Another browser, and a visitor who forges the cookie or calls the API without signing in.
  const other = await browser.newContext({ baseURL: BASE_URL });
  await other.addCookies([{ name: 'academy_override', value: 'A'.repeat(43), url: BASE_URL }]);
  const otherPage = await other.newPage();
  await visitAbout(otherPage);
  await expect(otherPage.getByRole('heading', { name: 'Our Team', exact: true })).toBeVisible();
  await expect(otherPage.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  const forged = await other.request.put(`${API_PREFIX}${remoteOverridePaths.overrides}`, {
    data: { remotes: { about: releaseUrl } },
  });
  expect(forged.status()).toBe(401);
  await other.close();

  // Clearing it brings the site's own page back.
  await banner.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByRole('heading', { name: 'Our Team', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  await mine.close();
});
