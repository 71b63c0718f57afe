import { expect, type Page } from '@playwright/test';
import { ADMIN } from './environment';

/** Signs in through the login screen, as an administrator would. */
export async function signInThroughForm(page: Page, password = ADMIN.password): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Logs out from the admin layout and waits for the full page load of the login screen. The URL
 * alone is not enough: the guard already shows /admin/login before the full redirect lands.
 */
export async function logOut(page: Page): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Logout' }).click()]);
  await expect(page).toHaveURL(/\/admin\/login$/);
}
