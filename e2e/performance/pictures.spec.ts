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
