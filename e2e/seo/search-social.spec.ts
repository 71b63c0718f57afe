import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX, SEO_LIMITS, pageSeoPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';

// Search and social fields (issue 31): an editor writes how a page is found and shared, sees it
// in the panel's previews as it is typed, and visitors' pages (and crawlers') carry it.

const TITLE = 'Karate for kids in London | Shotokan';
const DESCRIPTION =
  'Shotokan karate for children and adults near Covent Garden, with gradings every Saturday.';

/** Puts the about page's fields back as nobody wrote them: the specs after this one read its head. */
async function clearAboutFields(request: APIRequestContext) {
  const token = await apiSignIn(request);
  const cleared = await request.put(`${API_PREFIX}${pageSeoPath('/about')}`, {
    headers: bearer(token),
    data: { seoTitle: '', seoDescription: '', noindex: false },
  });
  expect(cleared.ok()).toBe(true);
}

test.afterEach(({ request }) => clearAboutFields(request));

/** Signs in and opens the about page's 'Search & social' panel for editing. */
async function openAboutPanel(page: Page) {
  await signIn(page);
  await page.goto('/admin/about');
  const panel = page.getByRole('region', { name: 'Search & social' });
  await panel.getByRole('button', { name: 'Edit search and social fields of /about' }).click();
  return panel;
}

test("an editor writes a description, sees it in the search preview, then in the page's <title> and meta", async ({
  page,
  browser,
  request,
}) => {
  const panel = await openAboutPanel(page);

  const title = panel.getByRole('textbox', { name: 'Search title' });
  await title.fill(TITLE);
  await expect(title).toHaveAccessibleDescription(`${SEO_LIMITS.title - TITLE.length} characters left`);
  const description = panel.getByRole('textbox', { name: 'Search description' });
  await description.fill(DESCRIPTION);
  await expect(description).toHaveAccessibleDescription(
    `${SEO_LIMITS.description - DESCRIPTION.length} characters left`,
  );
  const result = panel.getByRole('figure', { name: 'Search result preview' });
  await expect(result).toContainText(TITLE);
  await expect(result).toContainText(DESCRIPTION);
  await expect(result).toContainText('/about');
  await expect(panel.getByRole('figure', { name: 'Shared card preview' })).toContainText(DESCRIPTION);

  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Search and social fields saved successfully')).toBeVisible();
  // Saved, the panel shows the page as it now reads.
  await expect(panel.getByRole('figure', { name: 'Search result preview' })).toContainText(DESCRIPTION);

  const visitor = await browser.newPage();
  await visitor.goto('/about');
  await expect(visitor).toHaveTitle(TITLE);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
  await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute('content', DESCRIPTION);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  // What a crawler reads: the server's own HTML, before any script.
  const html = await (await request.get('/about')).text();
  expect(html).toContain(`<title>${TITLE}</title>`);
  expect(html).toContain(`<meta name="description" content="${DESCRIPTION}" />`);
  // In the app (started on the contact page by a field reached for), a link to the page writes
  // the same title and description in the browser.
  await visitor.goto('/contact');
  const field = visitor.getByRole('textbox').first();
  await field.focus();
  await expect
    .poll(
      () => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await visitor.getByRole('link', { name: 'About' }).first().click();
  await expect(visitor).toHaveURL(/\/about$/);
  await expect(visitor).toHaveTitle(TITLE);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION);
  await visitor.close();
});

test('a page hidden from search engines tells crawlers so and leaves the sitemap', async ({
  page,
  request,
}) => {
  const panel = await openAboutPanel(page);
  await panel.getByRole('checkbox', { name: 'Hide from search engines' }).check();
  await expect(panel.getByRole('figure', { name: 'Search result preview' })).toContainText(
    'Hidden from search engines',
  );
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Search and social fields saved successfully')).toBeVisible();

  const about = await request.get('/about');
  expect(about.headers()['x-robots-tag']).toContain('noindex');
  expect(await about.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/about</loc>');
  expect(sitemap).toContain('/contact</loc>');
});
