import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX, type Navigation, navigationPaths } from '@academy/contracts';
import { apiSignIn, bearer } from '../support/api';
import { signIn } from '../support/auth';

// The menu, arranged by staff (issue 32, item 5): an entry hidden and a link to another site added
// on the Navigation screen, seen by visitors in the header, the phone menu and the server's page.

const SHOP = { label: 'Academy shop', url: 'https://shop.example.com/' };
const PHONE = { width: 390, height: 844 };

/** The public menu's links, as a visitor sees them. */
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('an entry is hidden from the menu and a link to another site added, on the header and the phone menu', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request);
  const menu = `${API_PREFIX}${navigationPaths.menu}`;
  const before = ((await (await request.get(menu)).json()) as { data: Navigation }).data;
  try {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Navigation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Navigation' })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Menu' });
    await entries
      .getByRole('listitem', { name: 'Blog' })
      .getByRole('checkbox', { name: 'Hidden from the menu' })
      .check();

    const adding = page.getByRole('region', { name: 'Add a link to another site' });
    await adding.getByRole('textbox', { name: 'Label' }).fill(SHOP.label);
    await adding.getByRole('textbox', { name: 'Address' }).fill(SHOP.url);
    await adding.getByRole('button', { name: 'Add link' }).click();
    await expect(entries.getByRole('listitem', { name: SHOP.label })).toBeVisible();
    // Moved with the keyboard from last to just after Home.
    const handle = entries.getByRole('button', { name: `Move ${SHOP.label}`, exact: true });
    await handle.focus();
    const steps = (await entries.getByRole('listitem').count()) - 2;
    for (let step = 0; step < steps; step += 1) await handle.press('ArrowUp');
    await expect(entries.getByRole('listitem').nth(1)).toHaveAccessibleName(SHOP.label);
    await page.getByRole('button', { name: 'Save menu' }).click();
    await expect(page.getByText('Menu saved')).toBeVisible();

    // The server's page, before any script: the link in the header, Blog gone from it.
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const serverMenu = /<nav id="site-navigation"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(serverMenu).toContain(`href="${SHOP.url}"`);
    expect(serverMenu).not.toContain('href="/blog"');

    await page.goto('/');
    const links = mainMenu(page).getByRole('link');
    await expect(links.nth(1)).toHaveText(SHOP.label);
    await expect(mainMenu(page).getByRole('link', { name: SHOP.label })).toHaveAttribute('href', SHOP.url);
    await expect(mainMenu(page).getByRole('link', { name: 'Blog' })).toHaveCount(0);
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    await expect(quickLinks.getByRole('link', { name: SHOP.label })).toHaveAttribute('href', SHOP.url);

    // On a phone, behind the Menu button.
    await page.setViewportSize(PHONE);
    await page.goto('/about');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByLabel('Menu').click();
    await expect(mainMenu(page).getByRole('link', { name: SHOP.label })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Blog' })).toHaveCount(0);
  } finally {
    await request.put(menu, { headers: bearer(token), data: before });
  }
});
