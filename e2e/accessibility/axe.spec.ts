import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from '../support/accessibility';
import { PUBLIC_PAGE_PATHS } from '../support/sitePages';

// The admin screens are held to the same in platform/admin-screens.spec.ts.

for (const path of PUBLIC_PAGE_PATHS) {
  test(`public page ${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the phone menu, open, has no serious or critical accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await settled(page);
  await page.getByRole('banner').getByLabel('Menu', { exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the sign-in screen has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/admin/login');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});
