import { expect, test } from '@playwright/test';
import { API_PREFIX, CONFLICT_MESSAGE } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';

// No lost updates (issue 32, item 1): two staff members edit the About hero at once. The first
// saves; the second's save, from the older version, is refused and shows both versions side by
// side, field by field; the second keeps the first's title and their own description.

test('the second of two editors of the About hero sees both versions and keeps the other’s title and their own description', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiSignIn(request);
  const before = (await (await request.get(`${API_PREFIX}/about/hero`)).json()).data as Record<
    string,
    unknown
  >;
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(page);
    await signIn(second);
    await Promise.all([page.goto('/admin/about'), second.goto('/admin/about')]);
    const firstHero = page.getByRole('region', { name: 'About hero section' });
    const secondHero = second.getByRole('region', { name: 'About hero section' });

    // Both open the editor on the same version.
    await firstHero.getByRole('button', { name: 'Edit About hero section' }).click();
    await secondHero.getByRole('button', { name: 'Edit About hero section' }).click();

    await firstHero.getByLabel('Hero title').fill('Forty years on the mat');
    await firstHero.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(firstHero.getByText('About hero section updated successfully')).toBeVisible();

    await secondHero.getByLabel('Hero description').fill('Every belt, every age, one family.');
    await secondHero.getByRole('button', { name: 'Save', exact: true }).click();

    const conflict = secondHero.getByRole('alertdialog', {
      name: 'Conflicting versions of About hero section',
    });
    await expect(conflict.getByRole('heading', { name: CONFLICT_MESSAGE })).toBeVisible();
    const fields = conflict.getByRole('table');
    const titleRow = fields.getByRole('row', { name: /Hero title/ });
    await expect(titleRow.getByRole('cell').nth(0)).toHaveText(String(before.herotitle));
    await expect(titleRow.getByRole('cell').nth(1)).toHaveText('Forty years on the mat');
    const descriptionRow = fields.getByRole('row', { name: /Hero description/ });
    await expect(descriptionRow.getByRole('cell').nth(0)).toHaveText('Every belt, every age, one family.');

    await titleRow.getByRole('checkbox').check();
    await conflict.getByRole('button', { name: 'Save with the fields copied across' }).click();
    await expect(secondHero.getByText('About hero section updated successfully')).toBeVisible();
    await expect(conflict).toHaveCount(0);

    const saved = (await (await request.get(`${API_PREFIX}/about/hero`)).json()).data;
    expect(saved).toMatchObject({
      herotitle: 'Forty years on the mat',
      herodescription: 'Every belt, every age, one family.',
    });
  } finally {
    await other.close();
    // The hero as it was, for the specs that follow (a save without If-Match, as scripts save).
    await request.put(`${API_PREFIX}/about/hero`, {
      headers: bearer(token),
      multipart: {
        herotitle: String(before.herotitle ?? ''),
        herodescription: String(before.herodescription ?? ''),
      },
    });
  }
});
