import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { REGISTRY_FILE } from '../support/environment';

test.afterEach(() => fs.writeFileSync(REGISTRY_FILE, '{}'));

test('a remote that cannot be loaded fails alone: its slot shows the fallback, the site works', async ({
  page,
}) => {
  // The deployment's registry now points the about remote at files that are not there.
  fs.writeFileSync(REGISTRY_FILE, JSON.stringify({ about: '/remotes/about-gone/mf-manifest.json' }));

  await page.goto('/about');
  await expect(page.getByText(/could not be loaded/i)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('Contact Information')).toBeVisible();
});
