import { expect, test } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import home from '@academy/section-home/section';
import type { GalleryImage } from '@academy/section-home/schemas';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { pngFile } from '../support/images';

test('an administrator edits the home page and a visitor sees exactly that', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Start from an empty gallery, so what the visitor sees is exactly what this test uploads.
  const token = await apiSignIn(request);
  const gallery = `${API_PREFIX}${home.paths.gallery}`;
  const existing = (await (await request.get(gallery)).json()).data as GalleryImage[];
  for (const image of existing) {
    await request.delete(`${gallery}/${encodeURIComponent(image._id)}`, { headers: bearer(token) });
  }

  await signIn(page);
  await page.goto('/admin/home');

  await page.getByRole('button', { name: 'Edit Hero section' }).click();
  await page.getByLabel('Hero title').fill('Train with Sensei Aiko');
  await page.getByLabel('Hero image', { exact: true }).setInputFiles(await pngFile('hero.png', '#1d4ed8'));
  await page.getByLabel('Description of Hero image').fill('Sensei Aiko demonstrates a high block');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hero section updated successfully')).toBeVisible();

  await page
    .getByLabel('Add images (up to 10 at a time)')
    .setInputFiles([
      await pngFile('one.png', '#b91c1c'),
      await pngFile('two.png', '#15803d'),
      await pngFile('three.png', '#a16207'),
    ]);
  // Each picture described, or marked decorative, before the upload.
  await page.getByLabel('Description of Picture 1').fill('A student holds a horse stance');
  await page.getByLabel('Description of Picture 2').fill('Two students spar in the dojo');
  await page.getByLabel('Decorative (it shows nothing a visitor needs)').nth(2).check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Images uploaded successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Service 2' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Kata for Beginners');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Learn the first forms step by step, twice a week.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Service 2 saved successfully')).toBeVisible();

  // A visitor, signed out, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Train with Sensei Aiko' })).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Train with Sensei Aiko' }).locator('img'),
  ).toHaveAttribute('src', /\/uploads\/[^/]+\.webp$/);
  await expect(visitor.getByText('Kata for Beginners')).toBeVisible();
  // Two described, one decorative (an empty alt: not announced as an image).
  const photos = visitor.getByRole('list', { name: 'Gallery photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.locator('img')).toHaveCount(3);
  await expect(photos.getByRole('img', { name: 'Two students spar in the dojo' })).toBeVisible();
  // Drawn twice for the endless loop.
  await expect(visitor.locator('img[src^="/uploads/"][width="256"]')).toHaveCount(6);

  // The administrator deletes every gallery image; the visitor's next visit says so.
  page.on('dialog', (dialog) => void dialog.accept());
  for (let remaining = 3; remaining > 0; remaining -= 1) {
    await page
      .getByRole('button', { name: /^Delete Gallery image/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /^Delete Gallery image/ })).toHaveCount(remaining - 1);
  }
  await visitor.reload();
  await expect(visitor.getByText('No images available in the gallery.')).toBeVisible();
  await visitor.close();
});
