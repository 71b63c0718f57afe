import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath, type Blog } from '@academy/contracts';
// By its package name, as the suite finds every section (a relative path would reach into another
// workspace); named apart from the test's `blog`, the record it reads back.
import section from '@academy/section-blog/section';
import type { DetailedBlog } from '@academy/section-blog/schemas';
import { signIn } from '../support/auth';
import { DATA_DIR, REPO_ROOT } from '../support/environment';
import { STORED_IMAGE_SRC, pngFile } from '../support/images';

/** One second of ffmpeg's test picture as WebM, the server tests' fixture. */
const shortVideo = () => ({
  name: 'kata.webm',
  mimeType: 'video/webm',
  buffer: fs.readFileSync(path.join(REPO_ROOT, 'server', 'test', 'fixtures', 'short.webm')),
});

const TITLE = 'Breathing in Kata';
const DESCRIPTION = 'How Zanshin keeps your mind on the fight after the last move.';
const PARAGRAPHS = [
  'Zanshin is the awareness that stays with you after a technique has landed.',
  'Practise it by holding your final stance for three breaths before you bow out.',
];

test('an administrator writes a blog with media; a visitor finds it, reads it, and its files go with it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/admin/blog');
  const blogs = page.getByRole('region', { name: 'Blogs' });
  await blogs.getByRole('button', { name: 'Add blog' }).click();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
  await page.getByLabel('Image', { exact: true }).setInputFiles(await pngFile('card.png', '#1d4ed8'));
  await page.getByLabel('Description of Image').fill('A student breathes out at the end of a kata');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(blogs.getByText('Blog added successfully')).toBeVisible();

  // Manage Details is a full page load: what this page held is gone afterwards.
  await page.evaluate(() => Object.assign(window, { beforeManageDetails: true }));
  await Promise.all([
    page.waitForEvent('load'),
    blogs.getByRole('link', { name: `Manage Details of ${TITLE}` }).click(),
  ]);
  await expect(page).toHaveURL(/\/admin\/blogs\/[^/]+\/details$/);
  expect(await page.evaluate(() => 'beforeManageDetails' in window)).toBe(false);
  const blogId = decodeURIComponent(page.url().split('/').at(-2)!);

  const editor = page.getByRole('region', { name: 'Detailed content' });
  await expect(editor.getByText('No detailed content found. You can create one.')).toBeVisible();
  await editor.getByLabel('Main content').fill(PARAGRAPHS.join('\n'));
  await editor.getByLabel('Add media').setInputFiles([await pngFile('stance.png', '#b91c1c'), shortVideo()]);
  await editor.getByLabel('Description of New media 1').fill('The closing stance of the kata');
  await editor.getByRole('button', { name: 'Create detailed content' }).click();
  await expect(editor.getByText('Detailed content created successfully')).toBeVisible();

  // The video, uploaded second, is dragged above the picture; then it gets a caption.
  const order = editor.getByRole('list', { name: 'Media order' }).getByRole('listitem');
  await expect(order).toHaveCount(2);
  await editor
    .getByRole('listitem', { name: 'Video 2' })
    .getByTestId('drag-handle')
    // Onto the picture (the item is tall now that it has its description).
    .dragTo(editor.getByRole('listitem', { name: 'Image 1' }).getByRole('img', { name: 'Image 1' }));
  await expect(order.first()).toHaveAttribute('aria-label', 'Video 2');
  await editor.getByLabel('Caption for Video 2').fill('Holding the final stance');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Detailed content updated successfully')).toBeVisible();

  // A visitor, signed out, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto('/blog');
  const cards = visitor.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await visitor.getByPlaceholder('Search articles...').fill('zANSHIN');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { name: TITLE })).toBeVisible();
  await cards.first().getByRole('link', { name: TITLE }).click();

  // The post's address is its slug, made from its title.
  await expect(visitor).toHaveURL(/\/blog\/breathing-in-kata$/);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByText(/^Published on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  for (const paragraph of PARAGRAPHS)
    await expect(visitor.getByText(paragraph, { exact: true })).toBeVisible();
  const gallery = visitor.getByRole('region', { name: 'Media Gallery' }).getByRole('listitem');
  await expect(gallery).toHaveCount(2);
  const video = gallery.nth(0).locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(gallery.nth(0).getByText('Holding the final stance')).toBeVisible();
  await expect(gallery.nth(1).locator('img')).toHaveAttribute('src', STORED_IMAGE_SRC);
  await expect(gallery.nth(1).locator('img')).toHaveAttribute('alt', 'The closing stance of the kata');
  await visitor.close();

  // Every file the blog had: its card picture and both media.
  const blog = (await (await request.get(`${API_PREFIX}${itemPath(section.lists.blogs, blogId)}`)).json())
    .data as Blog;
  const detailed = (
    await (await request.get(`${API_PREFIX}${section.paths.detailed}/${encodeURIComponent(blogId)}`)).json()
  ).data as DetailedBlog;
  const files = [blog.blogimg, ...detailed.media.map((media) => media.url)];
  expect(files).toHaveLength(3);
  for (const file of files) expect((await request.get(file)).status()).toBe(200);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/admin/blog');
  await blogs.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await expect(blogs.getByText('Blog moved to the trash successfully')).toBeVisible();
  for (const file of files) {
    expect((await request.get(file)).status()).toBe(404);
    expect(fs.existsSync(path.join(DATA_DIR, 'uploads', path.basename(file)))).toBe(false);
  }
  expect(
    (await request.get(`${API_PREFIX}${section.paths.detailed}/${encodeURIComponent(blogId)}`)).status(),
  ).toBe(404);
});
