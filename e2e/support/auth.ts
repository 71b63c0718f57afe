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
