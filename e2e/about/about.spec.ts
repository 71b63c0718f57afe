import { expect, test, type Page } from '@playwright/test';
import { addTeamMember } from '../support/admin';
import { signIn } from '../support/auth';
import { STORED_IMAGE_SRC } from '../support/images';

const headingsOf = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('heading', { level: 3 });

test('an administrator edits the team and the services, and a visitor sees each step', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const visitor = await browser.newPage();
  await signIn(page);

  // A team member with a photo: at the top of the team, on the about page.
  await page.goto('/admin/about');
  const team = page.getByRole('region', { name: 'Team members' });
  await addTeamMember(team, {
    name: 'Sensei Yuki Mori, Iaido Instructor',
    description: 'Teaches the Thursday evening iaido class.',
    photo: { file: 'yuki.png', color: '#0f766e', alt: 'Sensei Yuki Mori draws her sword' },
  });
  await expect(team.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Sensei Yuki Mori, Iaido Instructor',
  );

  await visitor.goto('/about');
  await expect(headingsOf(visitor, 'Team members').first()).toHaveText('Sensei Yuki Mori, Iaido Instructor');
  // The photo is named by what staff wrote of it.
  await expect(visitor.getByRole('img', { name: 'Sensei Yuki Mori draws her sword' })).toHaveAttribute(
    'src',
    STORED_IMAGE_SRC,
  );

  // A service without an image, then its title edited.
  await page.goto('/admin/service');
  const services = page.getByRole('region', { name: 'Services' });
  await services.getByRole('button', { name: 'Add service' }).click();
  await services.getByLabel('Title').fill('Kobudo');
  await services.getByLabel('Description').fill('Traditional Okinawan weapons: bo, sai and tonfa.');
  await services.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(services.getByText('Service added successfully')).toBeVisible();

  await visitor.goto('/service');
  const offered = visitor.getByRole('list', { name: 'Services' });
  await expect(offered.getByRole('heading', { level: 3 }).first()).toHaveText('Kobudo');
  await expect(offered.getByRole('listitem').first().getByRole('img')).toHaveCount(0);

  await services.getByRole('button', { name: 'Edit Kobudo' }).click();
  await services.getByLabel('Title').fill('Kobudo Weapons Class');
  await services.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(services.getByText('Service updated successfully')).toBeVisible();
  await visitor.reload();
  await expect(offered.getByRole('heading', { level: 3 }).first()).toHaveText('Kobudo Weapons Class');
  await expect(offered.getByText('Kobudo', { exact: true })).toHaveCount(0);

  // The team member deleted: gone from the about page.
  await page.goto('/admin/about');
  await team.getByRole('button', { name: 'Delete Sensei Yuki Mori, Iaido Instructor' }).click();
  await expect(team.getByText('Team member moved to the trash successfully')).toBeVisible();
  await visitor.goto('/about');
  await expect(headingsOf(visitor, 'Team members').first()).toBeVisible();
  await expect(visitor.getByText('Sensei Yuki Mori, Iaido Instructor')).toHaveCount(0);
  await visitor.close();
});

test('every public page sets a document title and description of its own', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ['/', '/about', '/service', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\| Shotokan Karate Academy$/);
    seen.set(await page.title(), path);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(10);
  }
  expect(seen.size).toBe(4);
  // A page reached by a link inside the site, without a reload, gets its own title too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle(/^About Our Academy \| /);
});
