import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_PREFIX, itemPath } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';
import { pngFile } from '../support/images';
import { section } from '../support/sitePages';

// One place for every picture (issue 32, item 6): a picture is replaced everywhere from the Media
// screen, and the visitors' page shows the new one.

const { team } = section('about').lists;
/** The random stem every stored copy of one upload shares. */
const stemOf = (uploadPath: string) => path.basename(uploadPath).slice(0, 32);

test('a picture is replaced everywhere from the Media screen, and the public page shows the new one', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request);
  const created = await request.post(`${API_PREFIX}${team.path}`, {
    headers: bearer(token),
    multipart: {
      teamtitle: 'Mika Tanaka',
      teamdescription: 'Coach of the juniors',
      teamimg: await pngFile('mika.png', '#b45309'),
      teamimgAlt: 'Mika in a white gi',
    },
  });
  expect(created.status()).toBe(200);
  const member = (await created.json()).data as { _id: string; teamimg: string };
  const name = path.basename(member.teamimg);
  try {
    await signIn(page);
    await page.goto('/admin/media');
    const card = page
      .getByRole('list', { name: 'Pictures and videos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card.getByRole('link', { name: 'About › Team member "Mika Tanaka", Photo' })).toBeVisible();
    await expect(card.getByText('Mika in a white gi')).toBeVisible();

    await card.getByRole('button', { name: `Replace ${name} everywhere` }).click();
    const form = page.getByRole('region', { name: `Replace ${name} everywhere` });
    await form
      .getByLabel('New file', { exact: true })
      .setInputFiles(await pngFile('mika-new.png', '#1d4ed8'));
    await form.getByLabel('Description of New file').fill('Mika bowing in a blue gi');
    await form.getByRole('button', { name: 'Replace everywhere' }).click();
    await expect(page.getByText('Replaced in 1 place.')).toBeVisible();
    // The old picture stays, kept by the member's history only.
    await expect(card.getByRole('link', { name: /\(only in its history\)$/ })).toBeVisible();

    await page.goto('/about');
    const photo = page.getByRole('img', { name: 'Mika bowing in a blue gi' });
    await expect(photo).toBeVisible();
    const src = (await photo.getAttribute('src')) ?? '';
    expect(src).not.toContain(stemOf(member.teamimg));
    expect(src).toMatch(/\/uploads\/[0-9a-f]{32}-/);
    await expect(page.getByRole('img', { name: 'Mika in a white gi' })).toHaveCount(0);
  } finally {
    await request.delete(`${API_PREFIX}${itemPath(team, member._id)}`, { headers: bearer(token) });
  }
});
