import { failure, ok } from '@academy/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderPublicLayout } from '../support/renderLayout';
import { NAVIGATION_PAGES } from '../support/siteSections';

/** The five original pages, in their order; other sections' pages may come among them. */
const SPEC_PAGES = ['Home', 'About', 'Services', 'Blog', 'Contact'];
import { useSettingsStore } from '@academy/runtime';

beforeEach(resetBrowserState);
afterEach(() => jest.restoreAllMocks());

const banner = () => screen.getByRole('banner');

/** Renders the layout and waits for its frame (name, logo, contact, policy) to be loaded. */
async function renderSettled(path?: string) {
  renderPublicLayout(<p>Page</p>, path);
  await screen.findByRole('banner');
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('the public header', () => {
  it("shows 'Our Company' while no name is saved", async () => {
    fakeSiteApi();
    await renderSettled();
    expect(within(banner()).getByText('Our Company')).toBeInTheDocument();
    expect(within(banner()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the saved name and logo, and caches them for the next visit', async () => {
    const api = fakeSiteApi({ 'GET /dashboard/hero': ok({ name: 'Kumo Dojo', logo: '/uploads/logo.png' }) });
    await renderSettled();
    expect(api.callsTo('GET', '/dashboard/hero')).toHaveLength(1);
    expect(within(banner()).getByText('Kumo Dojo')).toBeInTheDocument();
    expect(within(banner()).getByRole('img', { name: 'Kumo Dojo' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
    expect(localStorage.getItem('dashboardName')).toBe('Kumo Dojo');
  });

  it('loads the logo at low priority, after the page’s own main picture', async () => {
    fakeSiteApi({ 'GET /dashboard/hero': ok({ name: 'Kumo Dojo', logo: '/uploads/logo.png' }) });
    await renderSettled();
    expect(within(banner()).getByRole('img', { name: 'Kumo Dojo' })).toHaveAttribute('fetchpriority', 'low');
  });

  it('keeps the default when the name cannot be loaded, and only logs the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSiteApi({ 'GET /dashboard/hero': failure(500, 'Database unavailable') });
    await renderSettled();
    expect(log).toHaveBeenCalledWith('Could not load the company name and logo.', expect.anything());
    expect(within(banner()).getByText('Our Company')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the cached name when the name cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('dashboardName', 'Kumo Dojo');
    useSettingsStore.setState({ dashboardName: 'Kumo Dojo' });
    fakeSiteApi({ 'GET /dashboard/hero': failure(503) });
    await renderSettled();
    expect(within(banner()).getByText('Kumo Dojo')).toBeInTheDocument();
  });

  it("links the sections' pages (the five original ones in order), marking the current one", async () => {
    fakeSiteApi();
    await renderSettled('/service');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(NAVIGATION_PAGES.map(([label]) => label));
    expect(labels.filter((label) => SPEC_PAGES.includes(label ?? ''))).toEqual(SPEC_PAGES);
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('hides when scrolling down past 50px and comes back when scrolling up', async () => {
    fakeSiteApi();
    await renderSettled();
    scrollTo(120);
    expect(banner()).toHaveClass('hidden');
    scrollTo(80);
    expect(banner()).not.toHaveClass('hidden');
  });

  it('opens the small-screen menu, and closes it on Escape and on navigation', async () => {
    fakeSiteApi();
    const user = userEvent.setup();
    await renderSettled();
    // A <summary>: browsers present it as a button, which testing-library's role table leaves out.
    const menuButton = screen.getByLabelText('Menu');
    expect(menuButton.tagName).toBe('SUMMARY');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menuButton).toHaveAttribute('aria-controls', nav.id);
    // A disclosure the browser opens by itself (no script needed); the links follow it.
    const menu = menuButton.closest('details')!;
    expect(menu.nextElementSibling).toBe(nav);

    await user.click(menuButton);
    expect(menu).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(menu).not.toHaveAttribute('open');

    await user.click(menuButton);
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(menu).not.toHaveAttribute('open');
  });

  it('keeps the header in view while the menu is open', async () => {
    fakeSiteApi();
    await renderSettled();
    await userEvent.click(screen.getByLabelText('Menu'));
    scrollTo(120);
    expect(banner()).not.toHaveClass('hidden');
  });
});
