import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { logOut, signIn, signInThroughForm } from '../support/auth';
import { ADMIN } from '../support/environment';
import { outboxFiles, waitForNewMail } from '../support/mail';

// Staff accounts as an academy uses them: the owner invites an instructor who writes posts, and turns on
// two-factor sign-in for their own account.

test('the owner invites an author, who accepts from the mail, writes a draft, and cannot open the inbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = 'aiko.tanaka@academy.test';
  const title = 'What white belts ask in week one';
  await signIn(page);
  await page.goto('/admin/team');
  const known = outboxFiles().length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Aiko Tanaka');
  await page.getByLabel('Role', { exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email} successfully`)).toBeVisible();
  const link = /https?:\/\/\S+\/admin\/accept-invitation\?\S+/.exec(await waitForNewMail(known))![0];

  const author = await (await browser.newContext()).newPage();
  await author.goto(link);
  await author.getByLabel('Password', { exact: true }).fill('Kata-every-morning-2026');
  await author.getByLabel('Confirm Password').fill('Kata-every-morning-2026');
  await author.getByRole('button', { name: 'Create Account' }).click();
  // An author's admin area is the blog.
  await expect(author).toHaveURL(/\/admin\/blog$/);
  await expect(author.getByRole('button', { name: 'Aiko Tanaka' })).toBeVisible();
  await expect(author.getByRole('link', { name: 'Contact', exact: true })).toHaveCount(0);

  const blogs = author.getByRole('region', { name: 'Blogs' });
  await blogs.getByRole('button', { name: 'Add blog' }).click();
  await author.getByLabel('Title', { exact: true }).fill(title);
  await author.getByLabel('Description', { exact: true }).fill('The five questions, answered.');
  await author.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(blogs.getByText('Draft', { exact: true })).toBeVisible();
  await expect(blogs.getByRole('button', { name: `Publish ${title}` })).toHaveCount(1);

  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  await expect(visitor.getByRole('list', { name: 'Blog posts' })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // The inbox holds people's messages: the server refuses it to an author, and the screen says so.
  const refused = author.waitForResponse((response) =>
    response.url().endsWith('/contact/contacts/submissions'),
  );
  await author.goto('/admin/contact');
  expect((await refused).status()).toBe(403);
  expect((await (await refused).json()).error).toBe(
    'Your role (author) does not allow this. Ask an owner of the site if you need it.',
  );
  const inbox = author.getByRole('region', { name: 'Submissions' });
  await expect(inbox.getByRole('alert')).toHaveText('Failed to load submissions');
  await expect(inbox.getByRole('table')).toHaveCount(0);
  await visitor.close();
  await author.context().close();
});

test('the owner turns on two-factor sign-in and signs in with a code', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.getByRole('button', { name: ADMIN.name }).click();
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('Code').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in turned on successfully.')).toBeVisible();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const recoveryCode = (await recoveryCodes.first().textContent())!.trim();

  await logOut(page);
  await signInThroughForm(page);
  await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
  // The code of the next 30-second step: the one that turned it on is spent.
  await page.getByLabel('Code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Off again with a recovery code, so the rest of the suite signs in with the password alone.
  await page.goto('/admin/account');
  await page.getByLabel('Code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor sign-in turned off successfully.')).toBeVisible();
});
