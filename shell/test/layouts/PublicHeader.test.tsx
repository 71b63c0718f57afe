import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState } from '../support/browserState';
import { mockApi, restoreApi } from '../support/mockApi';
import { renderLayout } from '../support/renderLayout';
import { PublicLayout } from '../../src/layouts/public/PublicLayout';

beforeEach(resetBrowserState);
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const banner = () => screen.getByRole('banner');

/** Renders the layout and waits for its footer's loads to settle. */
async function renderPublicLayout(path?: string) {
  renderLayout(<PublicLayout />, <p>Page</p>, path);
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
    let answer: (reply: [number, unknown]) => void = () => undefined;
    const api = mockApi({ 'GET /dashboard/hero': () => new Promise((resolve) => (answer = resolve)) });
    renderLayout(<PublicLayout />, <p>Page</p>);
    expect(within(banner()).getByText('Our Company')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/dashboard/hero')).toHaveLength(1));

    await act(async () =>
      answer([200, { success: true, data: { name: 'Kumo Dojo', logo: '/uploads/logo.png' } }]),
    );

    expect(within(banner()).getByText('Kumo Dojo')).toBeInTheDocument();
    expect(within(banner()).getByRole('img', { name: 'Kumo Dojo' })).toHaveAttribute(
      'src',
      '/uploads/logo.png',
    );
    expect(localStorage.getItem('dashboardName')).toBe('Kumo Dojo');
  });

  it('keeps the default when the name cannot be loaded, and only logs the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /dashboard/hero': [500, { success: false, error: 'Database unavailable' }] });
    await renderPublicLayout();
    expect(log).toHaveBeenCalled();
    expect(within(banner()).getByText('Our Company')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the five pages, marking the current one', async () => {
    mockApi();
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
    mockApi();
    await renderPublicLayout();
    scrollTo(120);
    expect(banner()).toHaveClass('hidden');
    scrollTo(80);
    expect(banner()).not.toHaveClass('hidden');
  });

  it('opens the small-screen menu, and closes it on Escape and on navigation', async () => {
    mockApi();
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
