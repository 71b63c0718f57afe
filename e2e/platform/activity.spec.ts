import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { ADMIN } from '../support/environment';
import { section } from '../support/sitePages';

// Activity that reads as what people did (issue 32, item 7), on a desktop.

const { services } = section('services').lists;

test('the activity log reads as sentences linking to the editors, beside a sidebar down to the window’s bottom', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const token = await apiSignIn(request);
  const created = await request.post(`${API_PREFIX}${services.path}`, {
    headers: bearer(token),
    multipart: { servicetitle: 'Kids Karate', servicedescription: 'Ages 5 to 8.' },
  });
  const { _id: id } = (await created.json()).data as { _id: string };
  await request.delete(`${API_PREFIX}${itemPath(services, id)}`, { headers: bearer(token) });

  await signIn(page);
  await page.goto('/admin/activity');
  const log = page.getByRole('region', { name: 'Activity table' }).getByRole('table');
  const sentences = log.getByRole('cell').filter({ hasText: ADMIN.name });
  await expect(sentences.filter({ hasText: 'Kids Karate' })).toHaveText([
    `${ADMIN.name} moved the service "Kids Karate" to the trash`,
    `${ADMIN.name} added the service "Kids Karate"`,
  ]);
  await expect(log).not.toContainText(`/service/services/${id}`);

  // However long the page (a screen five windows tall, scrolled to its end), the sidebar's dark
  // column runs from the header to the window's bottom.
  await page.locator('main').evaluate((main) => {
    main.style.minHeight = '3600px';
  });
  await page.mouse.wheel(0, 10_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const box = await page.locator('#admin-sidebar').boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(box && [Math.round(box.y), Math.round(box.y + box.height)]).toEqual([
    Math.round(header!.y + header!.height),
    720,
  ]);

  await log.getByRole('link', { name: 'the service "Kids Karate"' }).first().click();
  await expect(page).toHaveURL(/\/admin\/service$/);
});
