import { createHash } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../support/sitePages';

// The first paint waits for no stylesheet: the server writes the rules a page uses into a <style>
// in its head (allowed by its hash in that answer's CSP) and links the stylesheets at the end of
// the body. Here the stylesheets are held back until the page has painted.

/** The boxes of the page's landmarks and sections (pictures included), before and after the stylesheets. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header, main, footer, section, h1, h2')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.tagName} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
    }),
  );

const sheetsLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
      (link) => link.sheet !== null,
    ),
  );

test('a page paints styled before its stylesheets arrive, and they move nothing when they do', async ({
  page,
}) => {
  for (const path of PUBLIC_PAGE_PATHS) {
    const held: Route[] = [];
    await page.route('**/*.css', (route) => {
      held.push(route);
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(held.length, `${path}: stylesheets asked for`).toBeGreaterThan(0);
    expect(await sheetsLoaded(page), path).not.toContain(true);
    // Styled by the page's own rules alone: the fixed header, the hero's heading in its place.
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).position),
    ).toBe('fixed');
    await expect(page.locator('h1').first()).toBeVisible();
    const painted = await boxes(page);

    for (const route of held) await route.continue();
    await expect.poll(() => sheetsLoaded(page), { message: path }).not.toContain(false);
    expect(await boxes(page), path).toEqual(painted);
    await page.unroute('**/*.css');
  }
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
    expect(css?.length, path).toBeGreaterThan(100);
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
