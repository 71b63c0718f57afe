import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX } from '@academy/contracts';
import home from '@academy/section-home/section';
import { apiSignIn, bearer } from '../support/api';
import { pngFile } from '../support/images';

// A visitor whose browser runs no script: everything but the map works from the server's pages.
test.use({ javaScriptEnabled: false });

const SENT = "Thank you for your message! We'll get back to you soon.";
const FAILED = 'Failed to send message. Please try again later.';
const VISITOR = {
  name: 'Aiko Tanaka',
  email: 'aiko.tanaka@example.com',
  message: 'Do you teach kata to complete beginners?',
};

const messageForm = (page: Page) => page.getByRole('region', { name: 'Send Us a Message' });

/** Fills the form and sends it as the browser does (a POST of /contact); the server's answer. */
async function sendMessage(page: Page, fields: { name: string; email: string; message: string }) {
  const form = messageForm(page);
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Message').fill(fields.message);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  await page.waitForLoadState();
  // The message travels in the body: the address stays the page's own.
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
  return answer;
}

test('on a phone the menu opens and closes, and its links lead on', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('banner').getByLabel('Menu', { exact: true });
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await expect(about).toBeHidden();
  await menuButton.click();
  await expect(about).toBeVisible();
  await menuButton.click();
  await expect(about).toBeHidden();

  await menuButton.click();
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
  ).toBeHidden();
});

test('the blog search is answered by the server: /blog?q=kata lists the matching posts only', async ({
  page,
}) => {
  await page.goto('/blog');
  const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 3 });
  await expect(cards.filter({ hasText: 'Preparing for Your First Grading' })).toHaveCount(1);
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('KATA');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=KATA$/);
  await expect(search).toHaveValue('KATA');
  await expect(cards.filter({ hasText: 'Why Kata Still Matters' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Preparing for Your First Grading' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Five Habits of a Good Dojo Partner' })).toHaveCount(0);
});

test('the gallery scrolls', async ({ page, request }) => {
  // A gallery of its own: other tests empty it.
  const token = await apiSignIn(request);
  const gallery = `${API_PREFIX}${home.paths.gallery}`;
  const uploaded = await request.post(gallery, {
    headers: bearer(token),
    multipart: { galleryImages: await pngFile('scrolling.png', '#0f766e') },
  });
  expect(uploaded.status()).toBe(200);
  const [added] = (await uploaded.json()).data as { _id: string }[];
  try {
    await page.goto('/');
    const firstPhoto = page.getByRole('list', { name: 'Gallery photos' }).getByRole('listitem').first();
    const before = (await firstPhoto.boundingBox())!.x;
    await expect.poll(async () => (await firstPhoto.boundingBox())!.x).toBeLessThan(before - 20);
  } finally {
    await request.delete(`${gallery}/${encodeURIComponent(added._id)}`, { headers: bearer(token) });
  }
});

test('the contact form sends a message, says what was wrong, and says when there were too many', async ({
  page,
}) => {
  await page.goto('/contact');

  const sent = await sendMessage(page, VISITOR);
  expect(sent.status()).toBe(200);
  await expect(messageForm(page).getByRole('status')).toHaveText(SENT);
  await expect(messageForm(page).getByLabel('Name')).toHaveValue('');

  // Spaces pass the browser's own check of a required field; the server's refuses them.
  const refused = await sendMessage(page, { ...VISITOR, message: '   ' });
  expect(refused.status()).toBe(400);
  const alert = messageForm(page).getByRole('alert');
  await expect(alert).toContainText(FAILED);
  await expect(alert).toContainText('message is required');
  await expect(messageForm(page).getByLabel('Name')).toHaveValue(VISITOR.name);
  await expect(messageForm(page).getByLabel('Email')).toHaveValue(VISITOR.email);

  // Every message from this client counts against its limit (RATE_LIMIT_MAX, 5 by default).
  let answer = refused;
  for (let tries = 0; tries < 6 && answer.status() !== 429; tries += 1) {
    answer = await sendMessage(page, VISITOR);
  }
  expect(answer.status()).toBe(429);
  await expect(messageForm(page).getByRole('alert')).toContainText(
    /Too many requests\. Please try again in \d+ minutes?\./,
  );
  await expect(messageForm(page).getByLabel('Message')).toHaveValue(VISITOR.message);
});
