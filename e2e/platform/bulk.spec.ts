import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { section } from '../support/sitePages';

// Act on many (issue 32, item 4): five drafted posts published with one click.

const { blogs } = section('blog').lists;
const TITLES = ['Bulk kata one', 'Bulk kata two', 'Bulk kata three', 'Bulk kata four', 'Bulk kata five'];

test('five drafts are published at once from the blog’s list', async ({ page, browser, request }) => {
  const token = await apiSignIn(request);
  const ids: string[] = [];
  try {
    for (const title of TITLES) {
      const created = await request.post(`${API_PREFIX}${blogs.path}`, {
        headers: bearer(token),
        multipart: { blogtitle: title, blogdescription: `${title}, step by step.`, status: 'draft' },
      });
      expect(created.status()).toBe(200);
      ids.push(((await created.json()).data as { _id: string })._id);
    }

    await signIn(page);
    await page.goto('/admin/blog');
    const list = page.getByRole('region', { name: 'Blogs' });
    for (const title of TITLES) await list.getByRole('checkbox', { name: `Select ${title}` }).check();
    const act = list.getByRole('group', { name: 'Act on the chosen blog items' });
    await expect(act.getByText('5 chosen')).toBeVisible();
    await act.getByRole('button', { name: 'Publish' }).click();
    await expect(list.getByText('Publish: done for all 5 successfully')).toBeVisible();
    for (const title of TITLES) {
      await expect(list.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
    }

    const visitor = await browser.newPage();
    await visitor.goto('/blog');
    const posts = visitor.getByRole('list', { name: 'Blog posts' });
    for (const title of TITLES)
      await expect(posts.getByRole('link', { name: title, exact: true })).toBeVisible();
    await visitor.close();
  } finally {
    for (const id of ids)
      await request.delete(`${API_PREFIX}${itemPath(blogs, id)}`, { headers: bearer(token) });
  }
});
