import { expect, type Page } from '@playwright/test';

const APP_ENTRY = /\/main\.[0-9a-f]+\.js$/;

/** When the page fetched the app's entry (ms since navigation), or undefined if it has not. */
export const appFetchedAt = (page: Page) =>
  page.evaluate(
    (pattern) =>
      performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))
        ?.startTime,
    APP_ENTRY.source,
  );

/**
 * Runs the app on the page the server rendered, as the start script does once a visitor needs it
 * (they reach for a field or a button; a page such as /about has none, so the test asks for the
 * app the way the script does), and resolves once the app has taken the page over and the
 * network is quiet.
 */
export async function startTheApp(page: Page): Promise<void> {
  // A page that needs the app from the start (a slot left to the browser, an override banner)
  // has it already.
  if ((await appFetchedAt(page)) === undefined) {
    const entry = page.waitForResponse((response) => APP_ENTRY.test(response.url()));
    await page.evaluate(() => {
      const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
      if (!app) throw new Error('The page names no app');
      const script = document.createElement('script');
      script.src = app;
      document.head.append(script);
    });
    expect((await entry).ok()).toBe(true);
  }
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}
