import { expect, test } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../support/sitePages';

// Stored images reach a browser that shows AVIF (Chromium) as their AVIF twins.

test('every picture of the public pages is shown from its AVIF twin', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of PUBLIC_PAGE_PATHS) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const pictures = page.locator('#root picture img');
    // Every picture, lazy or not, brought into view (without waiting for the gallery's moving
    // ones to stand still) and loaded.
    for (const image of await pictures.all()) await image.evaluate((element) => element.scrollIntoView());
    await expect
      .poll(() =>
        pictures.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete)),
      )
      .toBe(true);
    const shown = await pictures.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc,
        loaded: image.complete && image.naturalWidth > 0,
      })),
    );
    for (const { src, loaded } of shown) {
      expect(src, path).toMatch(/\/uploads\/[0-9a-f]{32}-(\d+w|\d+x\d+)\.avif$/);
      expect(loaded, `${path} ${src}`).toBe(true);
    }
  }
});

test.describe('on a phone', () => {
  // Lighthouse's phone (a Moto G Power): 412 px wide at 1.75 device pixels per CSS pixel, so a
  // page's layout width is its viewport meta's, not the 980 px a phone assumes without one.
  test.use({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test('each page’s hero is fetched once: the copy for the phone’s width that it paints', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
    });
    for (const path of PUBLIC_PAGE_PATHS) {
      fetched.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      const hero = page.locator('#root img[fetchpriority="high"]');
      if ((await hero.count()) === 0) continue;
      const painted = new URL(await hero.evaluate((image) => (image as HTMLImageElement).currentSrc))
        .pathname;
      const stem = /\/uploads\/[0-9a-f]{32}/.exec(painted)?.[0];
      // Before, the preload met before the viewport meta fetched the widest copy too (issue 33).
      expect(
        fetched.filter((url) => stem && url.startsWith(stem)),
        path,
      ).toEqual([painted]);
    }
  });
});
