import { ok } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import type { MenuEntry } from '@academy/contracts';
import { renderPage } from '../../src/server/renderPage';
import { resetBrowserState } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderPublicLayout } from '../support/renderLayout';
import { NAVIGATION_PAGES, SITE_SECTIONS } from '../support/siteSections';

// The menu as staff arranged it (issue 32, item 5): the header, the phone menu (the same list
// behind the Menu button) and the footer's quick links follow it, on the server's page too.

beforeEach(resetBrowserState);
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const SHOP = { url: 'https://shop.example.com/', label: 'Shop' };
/** The sections' pages, About renamed and moved first, Blog hidden, and a link to the shop after Home. */
const ARRANGED: MenuEntry[] = [
  { path: '/about', label: 'Our dojo', hidden: false },
  ...NAVIGATION_PAGES.filter(([, path]) => path !== '/about').flatMap(([label, path]) => [
    { path, label, hidden: path === '/blog' },
    ...(path === '/' ? [SHOP] : []),
  ]),
];
const SHOWN = ['Our dojo', 'Home', 'Shop', ...NAVIGATION_PAGES.map(([label]) => label).slice(1)].filter(
  (label) => label !== 'About' && label !== 'Blog',
);

const menuApi = () => fakeSiteApi({ 'GET /navigation': ok({ entries: ARRANGED }) });
const labelsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

test('the header and the phone menu show the arranged entries: renamed, hidden, ordered, and a link elsewhere', async () => {
  const user = userEvent.setup();
  menuApi();
  renderPublicLayout(<p>Page</p>);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(labelsOf(nav)).toEqual(SHOWN);
  expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', SHOP.url);
  expect(within(nav).getByRole('link', { name: 'Our dojo' })).toHaveAttribute('href', '/about');

  // On a phone the same list opens behind the Menu button; a link elsewhere is followed as any link.
  await user.click(screen.getByLabelText('Menu'));
  expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav);
  expect(within(nav).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
});

test("the footer's quick links follow the arrangement, the privacy policy last", async () => {
  menuApi();
  renderPublicLayout(<p>Page</p>);
  const quickLinks = await screen.findByRole('navigation', { name: 'Quick Links' });
  expect(labelsOf(quickLinks)).toEqual([...SHOWN, 'Privacy Policy']);
  expect(within(quickLinks).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', SHOP.url);
});

test("without an arrangement (never loaded) the menu is the sections' own", async () => {
  fakeSiteApi();
  renderPublicLayout(<p>Page</p>);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(labelsOf(nav)).toEqual(NAVIGATION_PAGES.map(([label]) => label));
});

test("the server's page has the arranged menu in its header and footer", async () => {
  menuApi();
  const rendered = await renderPage(new Request('http://dojo.test/contact'), {
    apiOrigin: '',
    reader: contentReader(getData, getErrorStatus),
    sections: SITE_SECTIONS,
    loadPage: () => Promise.reject(new Error('left to the browser')),
  });
  if (rendered.kind !== 'page') throw new Error(`not rendered: ${rendered.kind}`);
  document.body.innerHTML = rendered.html;
  expect(labelsOf(screen.getByRole('navigation', { name: 'Main' }))).toEqual(SHOWN);
  expect(labelsOf(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
    ...SHOWN,
    'Privacy Policy',
  ]);
  expect(screen.getAllByRole('link', { name: 'Shop' }).map((link) => link.getAttribute('href'))).toEqual([
    SHOP.url,
    SHOP.url,
  ]);
});
