import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PREFIX, staffPaths } from '@academy/contracts';
import home from '@academy/section-home/section';
import type { GalleryImage } from '@academy/section-home/schemas';
import { apiSignIn, bearer } from '../support/api';
import { outboxFiles, waitForNewMail } from '../support/mail';
import { pngFile } from '../support/images';

// Pictures described by people (issue 31, item 6), as an editor meets them: the gallery's upload
// form refuses a picture nobody described, and a described hero's description is what visitors'
// browsers and search engines read in the page's HTML.

const EDITOR = {
  email: 'kenji.sato@academy.test',
  name: 'Kenji Sato',
  password: 'Describe-every-picture-2026',
};
const GALLERY_DESCRIPTION = 'Two students bow to each other before sparring';
const HERO_DESCRIPTION = 'Our chief instructor corrects a front stance on the dojo floor';

/** The owner invites an editor, who accepts from the mail; answers nothing, the account exists. */
async function inviteEditor(request: APIRequestContext) {
  const token = await apiSignIn(request);
  const known = outboxFiles().length;
  const invited = await request.post(`${API_PREFIX}${staffPaths.invitations}`, {
    headers: bearer(token),
    data: { email: EDITOR.email, name: EDITOR.name, role: 'editor' },
  });
  expect(invited.ok()).toBe(true);
  const link = /https?:\/\/\S+\/admin\/accept-invitation\?[^\s"'<>]+/.exec(await waitForNewMail(known))![0];
  const params = new URL(link.replace(/&amp;/g, '&')).searchParams;
  const accepted = await request.post(`${API_PREFIX}${staffPaths.acceptInvitation}`, {
    data: { email: params.get('email'), token: params.get('token'), password: EDITOR.password },
  });
  expect(accepted.ok()).toBe(true);
}

async function signInAsEditor(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => inviteEditor(request));

test('an editor uploads a gallery picture without a description, is refused, then describes it and it is saved', async ({
  page,
  request,
}) => {
  await signInAsEditor(page);
  await page.goto('/admin/home');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await gallery
    .getByLabel('Add images (up to 10 at a time)')
    .setInputFiles(await pngFile('bow.png', '#0f766e'));
  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(gallery.getByRole('alert')).toHaveText(
    'Describe the picture "Picture 1", or mark it decorative.',
  );
  await expect(gallery.getByText('Images uploaded successfully')).toHaveCount(0);

  await gallery.getByLabel('Description of Picture 1').fill(GALLERY_DESCRIPTION);
  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(gallery.getByText('Images uploaded successfully')).toBeVisible();

  // Stored with its description, and shown with it to visitors.
  const stored = (await (await request.get(`${API_PREFIX}${home.paths.gallery}`)).json())
    .data as GalleryImage[];
  const uploaded = stored.find((image) => image.imagePathAlt === GALLERY_DESCRIPTION);
  expect(uploaded).toMatchObject({ imagePathDecorative: false });
  const html = await (await request.get('/')).text();
  expect(html).toContain(`alt="${GALLERY_DESCRIPTION}"`);

  const token = await apiSignIn(request);
  await request.delete(`${API_PREFIX}${home.paths.gallery}/${encodeURIComponent(uploaded!._id)}`, {
    headers: bearer(token),
  });
});

test('a described hero picture’s description is its alt in the page’s server-rendered HTML', async ({
  page,
  request,
}) => {
  await signInAsEditor(page);
  await page.goto('/admin/about');
  const hero = page.getByRole('region', { name: 'About hero section' });
  await hero.getByRole('button', { name: 'Edit About hero section' }).click();
  await hero.getByLabel('Hero image', { exact: true }).setInputFiles(await pngFile('stance.png', '#1d4ed8'));
  await hero.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(hero.getByRole('alert')).toHaveText(
    'Describe the picture "Hero image", or mark it decorative.',
  );
  await hero.getByLabel('Description of Hero image').fill(HERO_DESCRIPTION);
  // The focal point from the keyboard: Enter keeps it, the arrows move it.
  const focalPoint = hero.getByRole('button', { name: /^Focal point of Hero image/ });
  await focalPoint.focus();
  await page.keyboard.press('Enter');
  await expect(hero.getByText('Focal point: the centre')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(hero.getByText('Focal point: 50% 45%')).toBeVisible();
  await hero.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(hero.getByText('About hero section updated successfully')).toBeVisible();

  try {
    // What a crawler or a browser without scripts reads: the page as the server sends it.
    const response = await request.get('/about');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<img[^>]+alt="${HERO_DESCRIPTION}"`));
    expect(html).toMatch(/object-position:\s*50% 45%/);
  } finally {
    // The hero as it was, for the specs that follow: its previous revision, picture and all.
    const token = await apiSignIn(request);
    const revisions = (
      await (await request.get(`${API_PREFIX}/about/hero/revisions`, { headers: bearer(token) })).json()
    ).data as { _id: string }[];
    await request.post(`${API_PREFIX}/about/hero/revisions/${revisions[0]._id}/restore`, {
      headers: bearer(token),
    });
  }
});
