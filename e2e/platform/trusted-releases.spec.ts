// Releases the site can trust and canaries that decide by themselves: canary analysis promotes a
// healthy canary and rolls back one that fails for a third of its visitors, from the reports real
// page views send; a release changed on its origin after it was pinned runs neither on the server
// nor in the browser; a release preview link shows the whole site with a release to whoever opens it.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { API_PREFIX, type RegistryEntry, remoteRegistryPaths, staffPaths } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { visibleText } from '../support/content';
import { BASE_URL, DEPLOY_TOKEN } from '../support/environment';
import { outboxFiles, waitForNewMail } from '../support/mail';
import {
  type BuiltRelease,
  RELEASED_HEADING,
  derivedRelease,
  releasedAbout,
  remotes,
  startCdn,
} from '../support/releaseCdn';

/** CANARY_MIN_VIEWS of the e2e server (e2e/support/serve.ts). */
const MIN_VIEWS = 15;
/** Buckets inside and outside a 50% canary (a canary at p% goes to buckets 0 to p-1). */
const CANARY_BUCKET = 10;
const STABLE_BUCKET = 80;
/** What a page slot shows when its remote's code could not be had. */
const SECTION_UNAVAILABLE = 'This section could not be loaded.';

test.describe.configure({ mode: 'serial' });

let cdn: http.Server;
let release: BuiltRelease;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  release = await releasedAbout();
  cdn = await startCdn(release.cdnRoot);
});

test.afterAll(async () => {
  await remotes('reset', 'about');
  await new Promise((resolve) => cdn?.close(resolve));
});

/** About's registry entry, as a team's pipeline reads it with the deploy token. */
async function aboutEntry(): Promise<RegistryEntry> {
  const response = await fetch(`${BASE_URL}${API_PREFIX}${remoteRegistryPaths.registry}`, {
    headers: bearer(DEPLOY_TOKEN),
  });
  const { data } = (await response.json()) as { data: { remotes: (RegistryEntry & { name: string })[] } };
  return data.remotes.find((entry) => entry.name === 'about')!;
}

/**
 * One visit of /about by a visitor in `bucket`: the page, the app started as a visitor reaching for
 * a control starts it (so the release's browser code runs), then the page left, which sends its
 * health report.
 */
async function visit(context: BrowserContext, bucket: number): Promise<void> {
  await context.addCookies([{ name: 'academy_bucket', value: String(bucket), url: BASE_URL }]);
  const page = await context.newPage();
  await page.goto('/about');
  await page.evaluate(() => {
    const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
    if (app && !document.querySelector(`script[src="${app}"]`)) {
      const script = document.createElement('script');
      script.src = app;
      document.head.append(script);
    }
  });
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await expect(
    page
      .getByRole('heading', { name: /^Our Team/ })
      .or(page.getByRole('alert'))
      .first(),
  ).toBeVisible();
  await page.goto('about:blank');
  await page.close();
}

/** Visits (one round: a visitor of each bucket, side by side) until the canary is decided. */
async function visitUntilDecided(
  contexts: [BrowserContext, number][],
  rounds: number,
): Promise<RegistryEntry> {
  for (let round = 0; round < rounds; round++) {
    await Promise.all(contexts.map(([context, bucket]) => visit(context, bucket)));
    const entry = await aboutEntry();
    if (!entry.canary) return entry;
  }
  throw new Error(`the canary was still undecided after ${rounds} rounds of visits`);
}

test('a healthy canary with auto-promote and a short bake is promoted by canary analysis by itself', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const mails = outboxFiles().length;
  const started = await remotes(
    'canary',
    'about',
    release.url,
    '50',
    '--bake-minutes',
    '0.05',
    '--auto-promote',
  );
  expect(started.code, started.output).toBe(0);

  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const entry = await visitUntilDecided([[visitor, CANARY_BUCKET]], 3 * MIN_VIEWS);
  await visitor.close();

  // What decided, should it not be the promotion.
  const decided = JSON.stringify(entry.history[0]);
  expect(entry.current.url, decided).toBe(release.url);
  expect(entry.history[0]).toMatchObject({ action: 'canary-promote', by: 'canary analysis' });
  const details = entry.history[0].details as { canary: { views: number } };
  expect(details.canary.views).toBeGreaterThanOrEqual(MIN_VIEWS);
  expect(await waitForNewMail(mails)).toMatch(/Canary of about .* promoted/);
});

test('a canary that fails for a third of its visitors is rolled back by canary analysis, with its figures, an audit entry and the owners’ mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // The same release, but every third page view in a browser throws while rendering the page.
  const fault =
    'self.__aboutFault=(function(){var n=Number(localStorage.getItem("aboutFault")||0)+1;localStorage.setItem("aboutFault",String(n));return n%3===0})();\n';
  const throwing = `(function(){if(self.__aboutFault)throw new Error("A fault of this release");return ${JSON.stringify(RELEASED_HEADING)}})()`;
  const faulty = derivedRelease(release, '1.0.0-faulty', (text) =>
    text.includes(JSON.stringify(RELEASED_HEADING))
      ? fault + text.split(JSON.stringify(RELEASED_HEADING)).join(throwing)
      : text,
  );
  const mails = outboxFiles().length;
  const started = await remotes('canary', 'about', faulty, '50');
  expect(started.code, started.output).toBe(0);

  const canaryVisitor = await browser.newContext({ baseURL: BASE_URL });
  const stableVisitor = await browser.newContext({ baseURL: BASE_URL });
  const entry = await visitUntilDecided(
    [
      [canaryVisitor, CANARY_BUCKET],
      [stableVisitor, STABLE_BUCKET],
    ],
    3 * MIN_VIEWS,
  );
  await Promise.all([canaryVisitor.close(), stableVisitor.close()]);

  // Visitors stay on the stable release; the history says who decided and on what figures.
  expect(entry.current.url, JSON.stringify(entry.history[0])).toBe(release.url);
  expect(entry.history[0]).toMatchObject({ action: 'canary-rollback', by: 'canary analysis' });
  const details = entry.history[0].details as {
    reason: string;
    canary: { views: number; errorRate: number };
    stable: { errorRate: number };
  };
  expect(details.canary.views).toBeGreaterThanOrEqual(MIN_VIEWS);
  expect(details.canary.errorRate).toBeGreaterThan(details.stable.errorRate + 0.02);
  expect(details.reason).not.toBe('');
  expect(await waitForNewMail(mails)).toMatch(/Canary of about 1\.0\.0-faulty rolled back/);
  const audit = await request.get(`${API_PREFIX}${staffPaths.audit}?action=canary%20rolled%20back`, {
    headers: bearer(await apiSignIn(request)),
  });
  expect((await audit.json()).data.entries[0]).toMatchObject({
    action: 'canary rolled back',
    accountName: 'canary analysis',
  });
  expect((await remotes('list')).output).toContain(release.url.split('/').at(-2)!);
});

test('the Releases screen shows the owner what canary analysis decided, and what visitors lived through', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/admin/releases');
  const about = page.getByRole('region', { name: 'about', exact: true });
  const current = about.getByRole('region', { name: 'Current release' });
  await expect(current).toContainText(release.url.split('/').at(-2)!);
  await expect(current.getByRole('table', { name: 'Shared modules' })).toContainText('Matches');
  const history = about.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText('canary analysis');
  await expect(history.getByRole('row').nth(1)).toContainText('1.0.0-faulty');
  // The last hour's figures hold both releases' views, the faulty one's errors among them.
  const health = about.getByRole('table', { name: 'Last hour' });
  await expect(health).toContainText('1.0.0-faulty');
  await expect(about.getByRole('button', { name: 'Roll back about' })).toBeEnabled();
});

test('a release changed on its origin after it was pinned: the server renders nothing from it and the browser refuses it, while the rest of the page works', async ({
  page,
  request,
}) => {
  const tampered = derivedRelease(release, '1.0.0-tampered');
  const set = await remotes('set', 'about', tampered);
  expect(set.code, set.output).toBe(0);
  // Then someone who can write to the CDN changes the release's code, server and browser files alike.
  const folder = path.join(release.cdnRoot, 'about', '1.0.0-tampered');
  const changed: string[] = [];
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(folder, file);
    if (!file.endsWith('.js') || !fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(RELEASED_HEADING)) continue;
    fs.writeFileSync(full, text.split(RELEASED_HEADING).join('Tampered heading'));
    changed.push(file.split(path.sep).join('/'));
  }
  expect(changed.some((file) => file.startsWith('server/'))).toBe(true);
  expect(changed.some((file) => !file.startsWith('server/'))).toBe(true);

  const html = visibleText(await (await fetch(`${BASE_URL}/about`)).text());
  expect(html).not.toContain('Tampered heading');
  expect(html).not.toContain(RELEASED_HEADING);
  expect(html).toContain('Contact');

  const token = await apiSignIn(request);
  const audit = await request.get(`${API_PREFIX}${staffPaths.audit}?action=release%20integrity%20failure`, {
    headers: bearer(token),
  });
  expect(audit.status(), await audit.text()).toBe(200);
  const { entries } = (await audit.json()).data as {
    entries: { action: string; path: string; recordId: string }[];
  };
  expect(entries).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        action: 'release integrity failure',
        path: remoteRegistryPaths.remote('about'),
        recordId: expect.stringMatching(/^server\//),
      }),
    ]),
  );

  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/about');
  await expect(page.getByText(SECTION_UNAVAILABLE)).toBeVisible();
  await expect(page.getByText('Tampered heading')).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(refused).not.toEqual([]);
});

test('a release preview link shows the whole site with the release to whoever opens it, with a banner, never kept or indexed', async ({
  browser,
}) => {
  expect((await remotes('reset', 'about')).code).toBe(0);
  const preview = await remotes('preview', 'about', release.url);
  expect(preview.code, preview.output).toBe(0);
  const link = preview.output.split('\n')[0].trim();
  expect(link).toMatch(new RegExp(`^${BASE_URL}/\\?release-preview=`));

  const reviewer = await browser.newContext({ baseURL: BASE_URL });
  const page = await reviewer.newPage();
  await page.goto(link.replace(/\/\?/, '/about?'));
  await expect(page).toHaveURL(`${BASE_URL}/about`);
  const banner = page.getByRole('region', { name: 'Release preview' });
  await expect(banner).toContainText('about');
  await expect(banner).toContainText(release.url.split('/').at(-2)!);
  await expect(page.getByRole('heading', { name: RELEASED_HEADING })).toBeVisible();
  const answer = await reviewer.request.get('/about');
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toContain('noindex');

  // Everyone else gets the site as it is.
  expect(visibleText(await (await fetch(`${BASE_URL}/about`)).text())).not.toContain(RELEASED_HEADING);

  await banner.getByRole('link', { name: 'End preview' }).click();
  await expect(page.getByRole('heading', { name: 'Our Team', exact: true })).toBeVisible();
  await reviewer.close();
});
