import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../support/sitePages';

// One layout (issue 33): a page's CSS is all there at its first paint, in one <style> in its head,
// and no stylesheet arrives after it to make the browser style and lay out the whole page again,
// neither while the page loads nor when the app starts and takes the page over.

/** Notes, from before the page's first byte, every stylesheet a script adds to it. */
const watchAddedStylesheets = (page: Page) =>
  page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { addedStylesheets: string[] }).addedStylesheets = added;
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes]))
          if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') added.push(node.href);
      }).observe(document, { childList: true, subtree: true }),
    );
  });

/**
 * What the page loaded of CSS and when, beside its first contentful paint: the stylesheets the
 * browser fetched (resource timing: a link's or an @import's), the stylesheet links it applies, and
 * those added by a script after the page was parsed.
 */
const stylesheetsOf = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const fetched = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter(
        (entry) => /\.css(?:[?#]|$)/.test(new URL(entry.name).pathname) || entry.initiatorType === 'css',
      )
      .map((entry) => ({ url: entry.name, arrivedMs: Math.round(entry.responseEnd) }));
    return {
      paintMs: paint === undefined ? undefined : Math.round(paint),
      arrivedAfterPaint: fetched.filter((sheet) => paint === undefined || sheet.arrivedMs > paint),
      appliedLinks: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
        .filter((link) => !link.disabled)
        .map((link) => link.href),
      added: (window as unknown as { addedStylesheets: string[] }).addedStylesheets,
      styleElements: document.querySelectorAll('style').length,
    };
  });

/** The boxes of the page's landmarks and headings, to see that nothing moved. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header, main, footer, section, h1, h2')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.tagName} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
    }),
  );

const headerPosition = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).position);

test('every public page has all of its CSS at its first paint: no stylesheet arrives after it', async ({
  page,
}) => {
  await watchAddedStylesheets(page);
  for (const path of PUBLIC_PAGE_PATHS) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const sheets = await stylesheetsOf(page);
    expect(sheets.paintMs, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(sheets.arrivedAfterPaint, `${path}: stylesheets after the first paint`).toEqual([]);
    expect(sheets.appliedLinks, `${path}: stylesheet links`).toEqual([]);
    expect(sheets.added, `${path}: stylesheets added after the page was parsed`).toEqual([]);
    expect(sheets.styleElements, path).toBe(1);
    // Styled by its own rules: the fixed header, the heading shown.
    expect(await headerPosition(page), path).toBe('fixed');
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('the app taking a page over adds no stylesheet and moves nothing', async ({ page }) => {
  await watchAddedStylesheets(page);
  await page.goto('/blog', { waitUntil: 'networkidle' });
  const painted = await boxes(page);
  // Reaching for the search fetches the app, whose CSS loaders find every sheet already there.
  const app = page.waitForResponse((response) => /\/main\.[0-9a-f]+\.js$/.test(response.url()));
  await page.getByRole('searchbox', { name: 'Search articles' }).focus();
  await app;
  await page.waitForLoadState('networkidle');
  expect(await boxes(page)).toEqual(painted);
  // The app runs (it filters live), and still no stylesheet came.
  await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('kata');
  await expect(
    page.getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 3, name: /Grading/ }),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const sheets = await stylesheetsOf(page);
  expect(sheets.arrivedAfterPaint).toEqual([]);
  expect(sheets.appliedLinks).toEqual([]);
  expect(sheets.added).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('a page is styled and its menu opens styled, with no stylesheet fetched', async ({ page }) => {
    const css: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') css.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(await headerPosition(page)).toBe('fixed');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByLabel('Menu').click();
    await expect(nav).toBeVisible();
    expect(await nav.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    expect(css).toEqual([]);
  });
});

test('each page’s CSP allows exactly its own inline style, and the browser reports no violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of PUBLIC_PAGE_PATHS) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const css = await page.locator('head style').textContent();
    expect(css?.length, path).toBeGreaterThan(1000);
    const hash = createHash('sha256').update(css!).digest('base64');
    const policy = response!.headers()['content-security-policy'];
    const styleElements = policy
      .split(';')
      .find((directive) => directive.trim().startsWith('style-src-elem '));
    expect(styleElements, path).toContain(`'sha256-${hash}'`);
    expect(styleElements, path).not.toContain("'unsafe-inline'");
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      path,
    ).toEqual([]);
  }
});
