import { failure, heldReply, ok } from 'shared-contracts/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderLayout } from '../support/renderLayout';
import { PublicLayout } from '../../src/layouts/public/PublicLayout';

beforeEach(resetBrowserState);
afterEach(() => jest.restoreAllMocks());

const banner = () => screen.getByRole('banner');

/** Renders the layout and waits for its footer's loads to settle. */
async function renderPublicLayout(path?: string) {
  renderLayout(PublicLayout, <p>Page</p>, path);
  await screen.findByText('No privacy policy available.');
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('the public header', () => {
  it("shows 'Our Company' until a name is saved, then the saved name and logo", async () => {
    const hero = heldReply();
    const api = fakeSiteApi({ 'GET /dashboard/hero': hero.route });
    renderLayout(PublicLayout, <p>Page</p>);
    expect(within(banner()).getByText('Our Company')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/dashboard/hero')).toHaveLength(1));

    await act(async () => hero.release(ok({ name: 'Kumo Dojo', logo: '/uploads/logo.png' })));

    expect(within(banner()).getByText('Kumo Dojo')).toBeInTheDocument();
    expect(within(banner()).getByRole('img', { name: 'Kumo Dojo' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
    expect(localStorage.getItem('dashboardName')).toBe('Kumo Dojo');
  });

  it('keeps the default when the name cannot be loaded, and only logs the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSiteApi({ 'GET /dashboard/hero': failure(500, 'Database unavailable') });
    await renderPublicLayout();
    expect(log).toHaveBeenCalledWith('Could not load the company name and logo.', expect.anything());
    expect(within(banner()).getByText('Our Company')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the five pages, marking the current one', async () => {
    fakeSiteApi();
    await renderPublicLayout('/service');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Services',
      'Blog',
      'Contact',
    ]);
    expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('hides when scrolling down past 50px and comes back when scrolling up', async () => {
    fakeSiteApi();
    await renderPublicLayout();
    scrollTo(120);
    expect(banner()).toHaveClass('hidden');
    scrollTo(80);
    expect(banner()).not.toHaveClass('hidden');
  });

  it('opens the small-screen menu, and closes it on Escape and on navigation', async () => {
    fakeSiteApi();
    const user = userEvent.setup();
    await renderPublicLayout();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
