import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openFirstEditor } from '../support/admin';
import { signIn } from '../support/auth';
import { ADMIN_SCREEN_PATHS, PUBLIC_PAGE_PATHS } from '../support/sitePages';

/** The serious and critical accessibility violations axe finds on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      where: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

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

for (const path of ADMIN_SCREEN_PATHS) {
  test(`admin screen ${path} has no serious or critical accessibility violation, with an editor open`, async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(path);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (await openFirstEditor(page)) expect(await seriousViolations(page)).toEqual([]);
  });
}
