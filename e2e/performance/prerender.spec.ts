import { expect, test } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import {
  type RecordingProxy,
  launchBrowser,
  prerenderedVisit,
  recordingProxy,
} from '../../scripts/bench/lib/prerender';
import { BASE_URL } from '../support/environment';

// A public page's Speculation Rules let Chromium prerender the page a visitor is about to open
// (docs/decisions/0164-prerender-public-pages.md), and its start script starts nothing until the
// page is shown. Playwright's DevTools sessions turn Chromium's prerendering off, so this spec
// drives the same Chromium with puppeteer-core (0165), through a proxy that notes what the server
// was asked for.

let browser: Browser;
let proxy: RecordingProxy;
test.beforeAll(async () => {
  proxy = await recordingProxy(BASE_URL);
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

test('a hovered link’s page is prerendered, without its app, and shown at the click', async () => {
  const page = await browser.newPage();
  await page.goto(`${proxy.origin}/`, { waitUntil: 'load' });
  const app = await page.$eval('script[data-app]', (script) => (script as HTMLScriptElement).dataset.app);
  const from = proxy.requests.length;

  const visit = await prerenderedVisit(page, proxy, '/about');

  const asked = proxy.requests.slice(from);
  expect(asked).toContainEqual(expect.objectContaining({ path: '/about', purpose: 'prefetch;prerender' }));
  // The page shown is the prerender.
  expect(visit.activationStart).toBeGreaterThan(0);
  expect(visit.heading).toBeTruthy();
  // While it was prerendered, nothing of the app was asked for (its entry, a remote's script) and
  // no page view was reported.
  const beforeTheClick = asked.filter(({ at }) => at < visit.clickedAt).map(({ path }) => path);
  expect(beforeTheClick).not.toContain(app);
  expect(beforeTheClick.filter((path) => path.startsWith('/remotes/') && path.endsWith('.js'))).toEqual([]);
  expect(
    asked.filter(({ path, purpose }) => path.startsWith('/v1/api/health') && purpose !== undefined),
  ).toEqual([]);
  await page.close();
});
