import { expect, test } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { readContent } from '../support/content';
import { section } from '../support/sitePages';

type Hero = { herotitle: string; herodescription: string };

// The server keeps each public page as rendered: a repeat is answered from memory, and a browser
// that has the page gets 304. A save must still show on the very next load, itself answered from
// memory.
test('a page the server keeps is revalidated, and a save shows on its next load, answered from memory', async ({
  page,
  request,
}) => {
  const heroPath = section('about').records.hero.path;
  const original = await readContent<Hero>(request, heroPath);
  const html = { accept: 'text/html' };

  const first = await request.get('/about', { headers: html });
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/".+"$/);
  expect((await request.get('/about', { headers: html })).headers()['etag']).toBe(etag);
  const revalidated = await request.get('/about', { headers: { ...html, 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: original.herotitle })).toBeVisible();
  const token = await apiSignIn(request);
  const save = async (herotitle: string) => {
    const saved = await request.put(`${API_PREFIX}${heroPath}`, {
      headers: bearer(token),
      data: { herotitle, herodescription: original.herodescription },
    });
    expect(saved.status()).toBe(200);
  };
  try {
    for (const title of ['Kept, then saved once', 'Kept, then saved twice']) {
      await save(title);
      // The server rendered the page again before answering the save: the load is answered from
      // memory (X-Page-Cache: hit) and shows the change.
      const answer = await page.reload();
      expect(answer?.headers()['x-page-cache']).toBe('hit');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  } finally {
    await save(original.herotitle);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: original.herotitle })).toBeVisible();
});
