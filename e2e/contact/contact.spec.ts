import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { outboxFiles, waitForNewMail } from '../support/mail';

const VISITOR = {
  name: 'Hana Kobayashi',
  email: 'hana.kobayashi@example.com',
  phone: '+44 7700 900456',
  message: 'Hello! Is there a beginners class for adults on Thursday evenings?',
};
const RED = 'rgb(185, 28, 28)';
const GREEN = 'rgb(21, 128, 61)';

/**
 * Records the scripts a page downloads; the returned function says which of them are the policy's
 * rich-text editor: its own chunk (policy-editor.*.js) or any script carrying ProseMirror, the
 * engine under it. The bodies are fetched again afterwards (the same static files), because the
 * browser drops a response's body once the page navigates away.
 */
function watchEditorCode(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  return async () => {
    const editorScripts: string[] = [];
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      const path = new URL(url).pathname;
      if (path.includes('policy-editor') || body.includes('ProseMirror')) editorScripts.push(path);
    }
    return editorScripts.sort();
  };
}

test('a visitor sends a message; the administrator marks it contacted, downloads the CSV and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const mailsBefore = outboxFiles().length;

  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  const form = visitor.getByRole('region', { name: 'Send Us a Message' });
  await form.getByLabel('Name').fill(VISITOR.name);
  await form.getByLabel('Email').fill(VISITOR.email);
  await form.getByLabel(/^Phone/).fill(VISITOR.phone);
  await form.getByLabel('Message').fill(VISITOR.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  await visitor.close();

  // The academy is told by mail (the demo's contact address), and can reply to the visitor.
  const mail = await waitForNewMail(mailsBefore);
  expect(mail).toContain('To: info@shotokan-academy.example');
  expect(mail).toContain(`Reply-To: ${VISITOR.email}`);
  expect(mail).toContain(VISITOR.message);

  await signIn(page);
  await page.goto('/admin/contact');
  const inbox = page.getByRole('region', { name: 'Submissions' });
  await inbox.getByRole('searchbox', { name: 'Filter submissions' }).fill('kobayashi');
  const row = inbox.getByRole('row').filter({ hasText: VISITOR.name });
  await expect(row).toContainText(VISITOR.message);
  await expect(row).toContainText(VISITOR.phone);
  await expect(row.getByText('No', { exact: true })).toHaveCSS('color', RED);

  await row.getByRole('button', { name: `Edit contacted for ${VISITOR.name}` }).click();
  await row.getByRole('combobox', { name: `Contacted ${VISITOR.name}` }).selectOption('Yes');
  await row.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByText('Yes', { exact: true })).toHaveCSS('color', GREEN);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    inbox.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('Name,Email,Phone,Message,Received,Contacted');
  const exported = lines.find((line) => line.startsWith(`${VISITOR.name},`)) ?? '';
  // The phone starts with '+', so it is written as text, not run as a formula.
  expect(exported.split(',').slice(0, 4)).toEqual([
    VISITOR.name,
    VISITOR.email,
    `'${VISITOR.phone}`,
    VISITOR.message,
  ]);
  expect(exported).toMatch(/,\d{4}-\d\d-\d\dT[\d:.]+Z,Yes$/);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete this submission?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: `Delete the submission of ${VISITOR.name}` }).click();
  await expect(inbox.getByRole('row').filter({ hasText: VISITOR.name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Submissions' })).not.toContainText(VISITOR.name);
});

test('the administrator writes the policy in the rich-text editor; the page and the footer show it', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/admin/privacy-policy');
  const policy = page.getByRole('region', { name: 'Privacy policy' });
  const tool = (name: string) =>
    policy.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

  await policy.getByRole('button', { name: 'Edit privacy policy' }).click();
  const area = policy.getByRole('textbox', { name: 'Policy text' });
  await area.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await tool('Heading').click();
  await page.keyboard.type('How we use your data');
  await page.keyboard.press('Enter');
  await tool('Bulleted list').click();
  await page.keyboard.type('To answer your messages');
  await page.keyboard.press('Enter');
  await page.keyboard.type('To arrange a trial lesson');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Questions? Write to ');
  await tool('Link').click();
  await policy.getByLabel('Link address').fill('mailto:privacy@shotokan-academy.example');
  await policy.getByRole('button', { name: 'Apply link' }).click();
  await expect(area.getByRole('heading', { level: 2 })).toHaveText('How we use your data');
  await policy.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(policy.getByText('Privacy policy updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/privacy-policy$/);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 5_000 });

  const visitor = await browser.newPage();
  await visitor.goto('/privacy-policy');
  const article = visitor.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'How we use your data' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText([
    'To answer your messages',
    'To arrange a trial lesson',
  ]);
  await expect(
    article.getByRole('link', { name: 'mailto:privacy@shotokan-academy.example' }),
  ).toHaveAttribute('href', 'mailto:privacy@shotokan-academy.example');
  await expect(visitor.getByRole('contentinfo')).toContainText(
    'How we use your data To answer your messages To arrange a trial lesson Questions? Write to',
  );
  await visitor.close();
});

test('no visitor and no other admin screen downloads the editor; opening it does', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  const visitorEditorCode = watchEditorCode(visitor);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.getByRole('navigation').getByRole('link', { name: 'Contact' }).first().click();
  await expect(visitor.getByRole('region', { name: 'Send Us a Message' })).toBeVisible();
  await visitor.goto('/contact');
  await expect(visitor.getByRole('region', { name: 'Contact Information' })).toBeVisible();
  expect(await visitorEditorCode()).toEqual([]);
  await visitor.close();

  const adminEditorCode = watchEditorCode(page);
  await signIn(page);
  for (const screen of ['contact', 'about', 'home']) {
    await page.goto(`/admin/${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('button', { name: 'Edit privacy policy' })).toBeVisible();
  expect(await adminEditorCode()).toEqual([]);

  await page.getByRole('button', { name: 'Edit privacy policy' }).click();
  await expect(page.getByRole('textbox', { name: 'Policy text' })).toBeVisible();
  expect(await adminEditorCode()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/remotes\/admin-dashboard\/policy-editor\.[0-9a-f]+\.js$/),
    ]),
  );
});

test('a saved name and logo show at once in the admin header and on the public site', async ({ page }) => {
  await signIn(page);
  const settings = page.getByRole('region', { name: 'Institute name and logo' });
  // The name is read once the settings are loaded, not from their 'Loading...' line.
  await expect(settings.getByRole('button', { name: 'Edit institute name and logo' })).toBeVisible();
  const before = (await settings.locator('p').first().textContent()) ?? '';
  await settings.getByRole('button', { name: 'Edit institute name and logo' }).click();
  await settings.getByLabel('Institute name').fill('Kenshikai Karate Dojo');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings.getByText('Settings saved successfully')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Kenshikai Karate Dojo');
  expect(await page.evaluate(() => localStorage.getItem('dashboardName'))).toBe('Kenshikai Karate Dojo');

  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Kenshikai Karate Dojo')).toBeVisible();

  // Put the demo's name back for the specs that follow.
  await page.goto('/admin/dashboard');
  await settings.getByRole('button', { name: 'Edit institute name and logo' }).click();
  await settings.getByLabel('Institute name').fill(before);
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings.getByText('Settings saved successfully')).toBeVisible();
});

test('the map is not part of the page’s load: it loads when the visitor comes near it', async ({
  browser,
  request,
}) => {
  // The server's page holds no frame: only its holder, at its height, with the frame's attributes.
  const html = await (await request.get('/contact')).text();
  const holder = /<div[^>]*data-lazy-frame[^>]*>/.exec(html)?.[0] ?? '';
  expect(holder).toContain('data-frame-title="Map of the academy"');
  expect(holder).toContain('data-frame-src="https://www.openstreetmap.org/export/embed.html?');
  expect(holder).toContain('height:450px');
  expect(html).not.toContain('<iframe');

  // A short screen: the map starts more than the 400 px it is loaded ahead below it.
  const screenHeight = 120;
  const visitor = await browser.newPage({ viewport: { width: 412, height: screenHeight } });
  await visitor.goto('/contact', { waitUntil: 'networkidle' });
  await expect(visitor.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  const mapHolder = visitor.locator('[data-lazy-frame]');
  expect(
    (await mapHolder.boundingBox())!.y - screenHeight,
    'the map’s distance below the screen',
  ).toBeGreaterThan(400);
  expect(await visitor.locator('iframe').count()).toBe(0);

  await mapHolder.scrollIntoViewIfNeeded();
  const map = visitor.getByTitle('Map of the academy');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  await visitor.close();
});
