import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { consoleErrors } from '../support/consoleErrors';
import { ADMIN_SCREEN_PATHS } from '../support/sitePages';

// What is normal says no error: a record without a draft, an empty list, a screen just opened.
// The public pages are held to the same in server-rendering/server-html.spec.ts.
for (const path of ADMIN_SCREEN_PATHS) {
  test(`admin screen ${path} logs no console error, with an editor open`, async ({ page }) => {
    await signIn(page);
    const errors = consoleErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const opener = page
      .getByRole('main')
      .getByRole('button', { name: /^(Edit|Add) / })
      .first();
    if (await opener.count()) {
      await opener.click();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}
