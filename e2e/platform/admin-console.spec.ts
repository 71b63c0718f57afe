import { expect, test } from '@playwright/test';
import { openFirstEditor } from '../support/admin';
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
    if (await openFirstEditor(page)) await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
