import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { API_PREFIX, SITE_FRAME } from '@academy/contracts';
import { startTheApp } from '../support/app';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';

test('the header shows the company name saved by the administrator', async ({ page, request }) => {
  const token = await apiSignIn(request);
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7f1d1d' } })
    .png()
    .toBuffer();
  const saved = await request.post(`${API_PREFIX}${SITE_FRAME.brand.path}`, {
    headers: bearer(token),
    multipart: {
      name: 'Kensho Karate Dojo',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Kensho Karate Dojo')).toBeVisible();
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor to / downloads no admin code, and hovering a link preloads its remote', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Once the app runs (a visitor reached for a control), every script it loads is in, and the
  // hover below reaches React's handler.
  await startTheApp(page);
  expect(scripts.filter((p) => p.startsWith('/remotes/admin-'))).toEqual([]);
  expect(scripts.some((p) => p.startsWith('/remotes/about/'))).toBe(false);

  await page.getByRole('navigation').getByRole('link', { name: 'About' }).first().hover();
  await expect.poll(() => scripts.some((p) => p.startsWith('/remotes/about/'))).toBe(true);
});

test('the admin drawer opens and closes on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor downloads no editor code on the public pages', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  // Every script of a page is in before the next: the app (which a page loads only once a visitor
  // needs it, its start script being in the page) is started on each and left to settle.
  for (const path of ['/', '/about', '/service']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await startTheApp(page);
  }
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  // Sentences only the admin kit's editors say: they survive minification.
  for (const editorText of ['You have unsaved changes', 'Drop an image here']) {
    expect(scripts.filter((script) => script.includes(editorText))).toEqual([]);
  }
});
