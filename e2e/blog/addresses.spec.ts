import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { section } from '../support/sitePages';

const { blogs } = section('blog').lists;
const TITLE = 'Spring Grading Results';

test('an editor changes a post’s slug; an old link, and its id address, still land on it', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiSignIn(request);
  const created = await request.post(`${API_PREFIX}${blogs.path}`, {
    headers: bearer(token),
    multipart: { blogtitle: TITLE, blogdescription: 'Every new belt of the spring grading.' },
  });
  const { _id: id, slug } = (await created.json()).data as { _id: string; slug: string };
  expect(slug).toBe('spring-grading-results');
  try {
    // The blog pages name the feed in their heads.
    const listHtml = await (await request.get('/blog')).text();
    expect(listHtml).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Blog posts" href="[^"]+\/blog\/feed\.xml" \/>/,
    );

    await signIn(page);
    await page.goto('/admin/blog');
    const list = page.getByRole('region', { name: 'Blogs' });
    await list.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const address = page.getByLabel('Address (slug)');
    await expect(address).toHaveValue('spring-grading-results');
    await address.fill('spring-grading-2027');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(list.getByText('Blog updated successfully')).toBeVisible();

    // The redirect it left is on the Redirects screen.
    await page.goto('/admin/redirects');
    const redirects = page.getByRole('list', { name: 'Redirects' });
    await expect(redirects.getByRole('heading', { name: '/blog/spring-grading-results' })).toBeVisible();
    await expect(redirects.getByText('to /blog/spring-grading-2027')).toBeVisible();

    // A visitor follows the link shared before the change, then the post's id address.
    const visitor = await browser.newPage();
    const old = await visitor.goto('/blog/spring-grading-results');
    expect(old!.request().redirectedFrom()?.url()).toMatch(/\/blog\/spring-grading-results$/);
    await expect(visitor).toHaveURL(/\/blog\/spring-grading-2027$/);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await visitor.goto(`/blog/${id}`);
    await expect(visitor).toHaveURL(/\/blog\/spring-grading-2027$/);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const postHtml = await (await request.get('/blog/spring-grading-2027')).text();
    expect(postHtml).toContain('type="application/rss+xml"');
    await visitor.close();
  } finally {
    await request.delete(`${API_PREFIX}${itemPath(blogs, id)}`, { headers: bearer(token) });
  }
});
