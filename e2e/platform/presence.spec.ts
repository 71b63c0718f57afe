import { expect, test } from '@playwright/test';
import { API_PREFIX, alsoEditing, staffPaths } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { ADMIN } from '../support/environment';
import { outboxFiles, waitForNewMail } from '../support/mail';

// Who else is here (issue 32, item 2): two staff members open the same editor; each is told the
// other is there, and the notice goes once one of them leaves.

// An address of its own each run: a retry invites anew.
const EDITOR = {
  email: `kenji.sato.${Date.now()}@academy.test`,
  name: 'Kenji Sato',
  password: 'Mae-geri-every-day-2026',
};

test('two staff members open the About hero: the second sees the first’s name, then the first the second’s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiSignIn(request);
  const known = outboxFiles().length;
  const invited = await request.post(`${API_PREFIX}${staffPaths.invitations}`, {
    headers: bearer(token),
    data: { email: EDITOR.email, name: EDITOR.name, role: 'editor' },
  });
  expect(invited.status()).toBe(200);
  const link = new URL(/https?:\/\/\S+\/admin\/accept-invitation\?\S+/.exec(await waitForNewMail(known))![0]);
  const accepted = await request.post(`${API_PREFIX}${staffPaths.acceptInvitation}`, {
    data: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: EDITOR.password,
    },
  });
  expect(accepted.status()).toBe(200);

  await signIn(page);
  await page.goto('/admin/about');
  const ownersHero = page.getByRole('region', { name: 'About hero section' });
  await expect(ownersHero.getByRole('heading', { name: 'About hero section' })).toBeVisible();
  await expect(ownersHero.getByText(/is also editing this/)).toHaveCount(0);

  const context = await browser.newContext();
  const second = await context.newPage();
  await second.goto('/admin/login');
  await second.getByLabel('Email').fill(EDITOR.email);
  await second.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await second.getByRole('button', { name: 'Login' }).click();
  await expect(second).toHaveURL(/\/admin\/dashboard$/);
  await second.goto('/admin/about');
  const editorsHero = second.getByRole('region', { name: 'About hero section' });
  await expect(editorsHero.getByRole('status').filter({ hasText: alsoEditing(ADMIN.name) })).toBeVisible();

  // The owner's editor hears of them by its next heartbeat (at most 20 s), or at once when opened again.
  await page.reload();
  await expect(ownersHero.getByText(alsoEditing(EDITOR.name))).toBeVisible();

  // Leaving the editor says so: the owner's next look finds no one else.
  await second.goto('/admin/dashboard');
  await page.reload();
  await expect(ownersHero.getByRole('heading', { name: 'About hero section' })).toBeVisible();
  await expect(ownersHero.getByText(alsoEditing(EDITOR.name))).toHaveCount(0);
  await context.close();
});
