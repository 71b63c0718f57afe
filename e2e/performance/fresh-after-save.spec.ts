import { expect, test } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { readContent } from '../support/content';
import { section } from '../support/sitePages';

type Hero = { herotitle: string; herodescription: string };

// A save forgets the pages made from what it changed and the server renders them again before
// answering it, so the next load shows the change and is answered from memory (X-Page-Cache: hit).
test('a save shows on the next load, and that load is answered from memory', async ({ page, request }) => {
  const heroPath = section('about').records.hero.path;
  const original = await readContent<Hero>(request, heroPath);
  const token = await apiSignIn(request);
  const save = async (herotitle: string) => {
    const saved = await request.put(`${API_PREFIX}${heroPath}`, {
      headers: bearer(token),
      data: { herotitle, herodescription: original.herodescription },
    });
    expect(saved.status()).toBe(200);
  };
  await page.goto('/about');
  try {
    for (const title of ['Fresh at once', 'Fresh at once again']) {
      await save(title);
      const answer = await page.reload();
      expect(answer?.headers()['x-page-cache']).toBe('hit');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  } finally {
    await save(original.herotitle);
  }
});
