import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../support/sitePages';

/**
 * Budget: the gzipped JavaScript a first-time visitor downloads until a page is interactive (the
 * network quiet). Measured from the bodies the browser received, gzipped here, so it does not
 * depend on the server's compression settings. The figures are printed for the closing notes.
 */
// The target. A page the server rendered whole works without the app, which is fetched
// when a visitor reaches for a control or nears a part only the app can show (the contact map).
const BUDGET_BYTES = 110 * 1024;

/** The gzipped sizes of the scripts `page` receives from now on. */
function scriptSizes(page: Page) {
  const sizes: Promise<{ url: string; gzipped: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipped: zlib.gzipSync(body, { level: 9 }).length })),
    );
  });
  return async (what: string) => {
    const scripts = await Promise.all(sizes);
    const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
    console.log(`${what}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KiB gzipped JavaScript`);
    for (const s of scripts)
      console.log(`  ${(s.gzipped / 1024).toFixed(1).padStart(6)} KiB  ${new URL(s.url).pathname}`);
    return total;
  };
}

for (const path of PUBLIC_PAGE_PATHS) {
  test(`a first visit to ${path} stays within the JavaScript budget`, async ({ page }) => {
    const downloaded = scriptSizes(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await downloaded(`first visit to ${path}, until the network is quiet`)).toBeLessThan(BUDGET_BYTES);
  });
}

test('reaching for the blog search fetches the app, which takes the page over and filters live', async ({
  page,
}) => {
  const downloaded = scriptSizes(page);
  await page.goto('/blog', { waitUntil: 'networkidle' });
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  const app = page.waitForResponse((response) => /\/main\.[0-9a-f]+\.js$/.test(response.url()));
  await search.focus();
  await app;
  await search.pressSequentially('kata');
  const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 3 });
  await expect(cards.filter({ hasText: 'Why Kata Still Matters' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Preparing for Your First Grading' })).toHaveCount(0);
  // Filtered live by the app, not by the server: the address did not change.
  expect(new URL(page.url()).search).toBe('');
  await page.waitForLoadState('networkidle');
  await downloaded('/blog once its search was reached for (the app)');
});
