import { expect, test } from '@playwright/test';
import { addTeamMember } from '../support/admin';
import { signIn } from '../support/auth';

// The safety net as the owner meets it: a mistaken delete undone from the trash, a
// mistaken save undone from History; the visitor sees each step.

test('an administrator deletes a team member by mistake and restores it, photo and all, from the trash', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const visitor = await browser.newPage();
  await signIn(page);

  await page.goto('/admin/about');
  const team = page.getByRole('region', { name: 'Team members' });
  await addTeamMember(team, {
    name: 'Sensei Haru Ito, Kobudo Instructor',
    description: 'Teaches bo and sai on Saturdays.',
    photo: { file: 'haru.png', color: '#7c3aed', alt: 'Sensei Haru Ito holds a bo staff' },
  });
  await visitor.goto('/about');
  const photo = visitor.getByRole('img', { name: 'Sensei Haru Ito holds a bo staff' });
  const photoSrc = (await photo.getAttribute('src'))!;
  expect((await visitor.request.get(photoSrc)).status()).toBe(200);

  await team.getByRole('button', { name: 'Delete Sensei Haru Ito, Kobudo Instructor' }).click();
  await expect(team.getByText('Team member moved to the trash successfully')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Sensei Haru Ito, Kobudo Instructor')).toHaveCount(0);
  expect((await visitor.request.get(photoSrc)).status()).toBe(404);

  await page.goto('/admin/trash');
  const trash = page.getByRole('list', { name: 'Deleted items' });
  await expect(trash.getByText('Sensei Haru Ito, Kobudo Instructor')).toBeVisible();
  await trash.getByRole('button', { name: 'Restore Sensei Haru Ito, Kobudo Instructor' }).click();
  await expect(page.getByText('Sensei Haru Ito, Kobudo Instructor restored successfully')).toBeVisible();
  await expect(trash.getByText('Sensei Haru Ito, Kobudo Instructor', { exact: true })).toHaveCount(0);

  await visitor.reload();
  await expect(photo).toBeVisible();
  expect((await visitor.request.get(photoSrc)).status()).toBe(200);
  await page.goto('/admin/about');
  await expect(team.getByRole('heading', { name: 'Sensei Haru Ito, Kobudo Instructor' })).toBeVisible();
  await visitor.close();
});

test('an administrator restores the hero from History after a mistaken save', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/home');
  await visitor.goto('/');
  const before = (await visitor.getByRole('heading', { level: 1 }).textContent())!;

  await page.getByRole('button', { name: 'Edit Hero section' }).click();
  await page.getByLabel('Hero title').fill('Closed for the summer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hero section updated successfully')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Closed for the summer');

  await page.getByRole('button', { name: 'History of Hero section' }).click();
  const history = page.getByRole('region', { name: 'History of Hero section' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('Changed: Hero title');
  await newest.getByRole('button', { name: /^Show differences/ }).click();
  await expect(newest.getByRole('table')).toContainText(before);
  await expect(newest.getByRole('table')).toContainText('Closed for the summer');
  await newest.getByRole('button', { name: /^Restore the version of/ }).click();
  await expect(page.getByText('Earlier version restored successfully')).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(before);
  await visitor.close();
});

test('an administrator drafts a post, shares its preview, schedules it, and watches it appear by itself', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Grading day: what to expect';
  const visitor = await browser.newPage();
  await signIn(page);
  await page.goto('/admin/blog');
  const blogs = page.getByRole('region', { name: 'Blogs' });
  await blogs.getByRole('button', { name: 'Add blog' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Arrive early, bring your belt, breathe.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(blogs.getByText('Draft saved successfully')).toBeVisible();
  await expect(blogs.getByText('Draft', { exact: true })).toBeVisible();
  // Its address is its slug, made from its title when it was saved.
  const postPath = '/blog/grading-day-what-to-expect';

  // Visitors see nothing of it: not in the list, its page a 404, not in the sitemap.
  await visitor.goto('/blog');
  await expect(visitor.getByRole('list', { name: 'Blog posts' })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(postPath))!.status()).toBe(404);
  expect(await (await visitor.request.get('/sitemap.xml')).text()).not.toContain(postPath);

  // The preview link, opened by someone who is not signed in, shows the draft, marked.
  await blogs.getByRole('button', { name: `Preview ${title}` }).click();
  const link = blogs.getByRole('link', { name: /\?preview=/ });
  const previewUrl = (await link.getAttribute('href'))!;
  expect(previewUrl).toContain(postPath);
  const colleague = await browser.newContext();
  const shared = await colleague.newPage();
  const previewAnswer = await shared.goto(previewUrl);
  expect(previewAnswer!.headers()['cache-control']).toBe('private, no-store');
  await expect(shared.getByRole('heading', { name: title })).toBeVisible();
  await expect(shared.getByText('Preview: this page shows unpublished drafts.')).toBeVisible();
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Scheduled a few seconds ahead, in the administrator's own time.
  await blogs.getByRole('button', { name: `Edit ${title}` }).click();
  const publishAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 8_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  });
  await page.getByLabel('Publish at').fill(publishAt);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(blogs.getByText(/^Blog scheduled successfully for /)).toBeVisible();
  await expect(blogs.getByText(/^Scheduled for /)).toBeVisible();
  await visitor.goto('/blog');
  await expect(visitor.getByText(title)).toHaveCount(0);

  // No one touches anything: within seconds of its time the post is on the blog, first.
  await expect
    .poll(
      async () => {
        await visitor.goto('/blog');
        return visitor.getByRole('list', { name: 'Blog posts' }).getByRole('heading').first().textContent();
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(title);
  expect((await visitor.goto(postPath))!.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(postPath);
  // The preview was of drafts that are now published: the link is spent.
  expect((await shared.goto(previewUrl))!.status()).toBe(410);
  await colleague.close();
  await visitor.close();
});
