import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { section } from '../support/sitePages';

// Find anything (issue 32, item 3): Ctrl+K in the admin area, a sentence remembered, Enter.

const blog = section('blog');
const { blogs } = blog.lists;
const SENTENCE = 'Slow breaths through the nose steady the hands before every kihon drill.';

test('a staff member finds a blog post by a sentence of its detailed content with Ctrl+K, and opens it', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request);
  const created = await request.post(`${API_PREFIX}${blogs.path}`, {
    headers: bearer(token),
    multipart: { blogtitle: 'Breathing before kihon', blogdescription: 'Why the first minute matters.' },
  });
  const { _id: id } = (await created.json()).data as { _id: string };
  try {
    const detailed = await request.post(`${API_PREFIX}${blog.paths!.detailed}`, {
      headers: bearer(token),
      data: { blogId: id, subtitle: 'Calm first', subDescription: '', content: `<p>${SENTENCE}</p>` },
    });
    expect(detailed.status()).toBe(200);

    await signIn(page);
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search the admin area' });
    const field = dialog.getByRole('combobox', { name: 'Search for' });
    await expect(field).toBeFocused();
    // Remembered loosely: another case, an accent the text does not have.
    await field.fill('STEADY the hands before every kihón');
    const found = dialog.getByRole('option', { name: /Breathing before kihon/ });
    await expect(found).toContainText('Blog › blog post, detailed content');
    await expect(found).toContainText(SENTENCE);
    await expect(found).toHaveAttribute('aria-selected', 'true');

    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/blogs/${id}/details$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Main content')).toHaveValue(/steady the hands/);
  } finally {
    await request.delete(`${API_PREFIX}${itemPath(blogs, id)}`, { headers: bearer(token) });
  }
});
