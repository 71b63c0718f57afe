import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { ADMIN_SCREEN_PATHS } from '../support/sitePages';

/** How far the page can be scrolled sideways: 0 when everything fits the screen's width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px no admin screen scrolls sideways, with every editor open', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const path of ADMIN_SCREEN_PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await sidewaysOverflow(page), `${path} as loaded`).toBe(0);
    // Open each editor in turn (home slots open one at a time), and the lists' add forms.
    const openers = page.getByRole('main').getByRole('button', { name: /^(Edit|Add) / });
    for (let index = 0; index < (await openers.count()); index += 1) {
      const opener = openers.nth(index);
      if (!(await opener.isVisible())) continue;
      await opener.click();
      expect(await sidewaysOverflow(page), `${path} with an editor open`).toBe(0);
    }
  }
});

test('at 360 px the academy’s name is shown whole in the public and the admin header', async ({ page }) => {
  const fitsWhole = (selector: string) =>
    page
      .locator(selector)
      .evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
      );
  await page.goto('/');
  const publicName = page.getByRole('banner').getByText('Shotokan Karate Academy');
  await expect(publicName).toBeVisible();
  expect(await publicName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await signIn(page);
  const adminName = page.getByRole('banner').getByText('Shotokan Karate Academy');
  await expect(adminName).toBeVisible();
  expect(await adminName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await fitsWhole('header')).toBe(true);
});

test('the admin drawer keeps focus inside while open and gives it back to the menu button', async ({
  page,
}) => {
  await signIn(page);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.click();
  const drawer = page.locator('#admin-sidebar');
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        !!document.activeElement?.closest('#admin-sidebar') ||
        document.activeElement?.getAttribute('aria-label') === 'Open menu',
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});
