import { expect, test } from '@playwright/test';
import { API_PREFIX, SITE_FRAME } from '@academy/contracts';
import { logOut, signIn, signInThroughForm } from '../support/auth';
import { ADMIN } from '../support/environment';
import { outboxFiles, waitForResetLink } from '../support/mail';

test('an administrator signs in, keeps the session on reload, and logs out for good', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('Welcome')).toBeVisible();
  await expect(page.getByText(ADMIN.name)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(ADMIN.name)).toBeVisible();

  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  await logOut(page);
  expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();

  // The server ended the session too: the old token no longer opens a write.
  const refused = await page.request.post(`${API_PREFIX}${SITE_FRAME.privacy.path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { content: '<p>x</p>' },
  });
  expect(refused.status()).toBe(401);
});

test('a guarded page visited signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/admin/contact');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/contact$/);
});

test('a wrong password shows the server’s error and stays on the login screen', async ({ page }) => {
  await page.goto('/admin/login');
  await signInThroughForm(page, 'not-the-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

async function resetPassword(page: import('@playwright/test').Page, newPassword: string) {
  const known = outboxFiles().length;
  await page.goto('/admin/forgot-password');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/reset link has been sent/i)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6_000 });

  const link = await waitForResetLink(known);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText(/successful/i)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 5_000 });
}

test('the forgot-password mail lands in the outbox and its link resets the password', async ({ page }) => {
  const temporary = 'Temporary-pass-2026';
  await resetPassword(page, temporary);
  await signInThroughForm(page, temporary);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logOut(page);

  // Put the original password back for the other specs, through the same flow.
  await resetPassword(page, ADMIN.password);
  await signInThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
