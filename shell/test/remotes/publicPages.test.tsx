import { failure, heldReply, ok } from '@academy/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RETRY_DELAYS_MS } from '../../src/features/remotes/loadRemoteModule';
import { resetBrowserState } from '../support/browserState';
import { REMOTE_MODULES } from '../support/pageModules';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const serveRemotes = () =>
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: REMOTE_MODULES[id] }));

const main = () => within(screen.getByRole('main'));
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** Header and footer are there, whatever the page slot shows. */
function expectLayoutAround() {
  expect(screen.getByRole('banner')).toHaveTextContent('Our Company');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Quick Links');
}

// The shell keeps a loaded module for the page's lifetime, so the case that breaks a remote
// (contact) uses one that no other case loads.
beforeEach(() => {
  resetBrowserState();
  serveRemotes();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  loadRemoteMock.mockReset();
});

describe('the public pages', () => {
  it("show 'Loading...' while the page's data loads, on arrival and on every navigation", async () => {
    const aboutHero = heldReply();
    const homeHero = heldReply();
    fakeSiteApi({ 'GET /about/hero': aboutHero.route, 'GET /home/hero': homeHero.route });
    const user = userEvent.setup();
    const { currentPath } = await renderApp('/about');

    // A page the browser renders alone (no server HTML) waits for its frame and data together.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => aboutHero.release(ok({ heading: 'Our sensei' })));
    expect(await main().findByRole('heading', { level: 1, name: 'Our sensei' })).toBeInTheDocument();
    expectLayoutAround();
    expect(loadRemoteMock).toHaveBeenCalledWith('about/Page');

    await user.click(mainNav().getByRole('link', { name: 'Home' }));
    // The page being left goes at once; the next one shows when its data is there.
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
    expect(main().queryByRole('heading', { name: 'Our sensei' })).not.toBeInTheDocument();
    await act(async () => homeHero.release(ok({ heading: 'Discipline first' })));
    expect(await main().findByRole('heading', { level: 1, name: 'Discipline first' })).toBeInTheDocument();
    expect(main().queryByRole('status')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it("set the document's title and description from the page shown", async () => {
    fakeSiteApi({ 'GET /service/hero': ok({ heading: 'Kata and kumite' }) });
    const user = userEvent.setup();
    await renderApp('/service');
    await main().findByRole('heading', { name: 'Kata and kumite' });
    expect(document.title).toBe('Services | Our Company');
    expect(description()).toBe('Services: Kata and kumite');

    await user.click(mainNav().getByRole('link', { name: 'Blog' }));
    await main().findByRole('heading', { name: 'Blog' });
    expect(document.title).toBe('Blog | Our Company');
    expect(description()).toBe('Blog: nothing saved');
  });

  it("show the page's own error and title in its place when its data fails to load", async () => {
    fakeSiteApi({ 'GET /blog/hero': failure(500, 'Database unavailable') });
    await renderApp('/blog');
    const alert = within(await main().findByRole('alert'));
    expect(alert.getByRole('heading', { name: 'Error Loading Content' })).toBeInTheDocument();
    expect(alert.getByText('Failed to load blog')).toBeInTheDocument();
    expectLayoutAround();
  });

  it("show the page's own error without a title when it gives none (a missing blog post)", async () => {
    const api = fakeSiteApi({ 'GET /blog/detailed/7': failure(404, 'Blog post not found') });
    await renderApp('/blog/7');
    const alert = await main().findByRole('alert');
    expect(alert).toHaveTextContent('Blog post not found.');
    expect(within(alert).queryByRole('heading')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/blog/detailed/7')).toHaveLength(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('blog/DetailPage');
    expectLayoutAround();
  });

  it("show 'This section could not be loaded.' when the remote is down, and Try again loads it", async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'contact/Page') throw new Error('Failed to fetch mf-manifest.json');
      return { default: REMOTE_MODULES[id] };
    });
    fakeSiteApi({ 'GET /contact/hero': ok({ heading: 'Visit the dojo' }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderApp('/contact');

    // The shell retries a few times before it gives up.
    const pauses = RETRY_DELAYS_MS.reduce((total, ms) => total + ms, 0);
    await act(() => jest.advanceTimersByTimeAsync(pauses));
    expect(main().getByText('This section could not be loaded.')).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'contact/Page')).toHaveLength(
      RETRY_DELAYS_MS.length + 1,
    );
    expectLayoutAround();

    serveRemotes();
    await user.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('heading', { level: 1, name: 'Visit the dojo' })).toBeInTheDocument();
    expect(main().queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  });

  it('contain a render error of a page to its slot, and Try again renders it anew', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let hero = ok({});
    fakeSiteApi({ 'GET /home/hero': () => hero });
    const user = userEvent.setup();
    await renderApp('/');

    expect(await main().findByText('This section could not be loaded.')).toBeInTheDocument();
    expectLayoutAround();
    expect(console.error).toHaveBeenCalledWith('A page failed while rendering.', expect.any(TypeError));

    hero = ok({ heading: 'Discipline first' });
    await user.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('heading', { level: 1, name: 'Discipline first' })).toBeInTheDocument();
  });
});

describe('unknown addresses', () => {
  it('redirect to the home page', async () => {
    fakeSiteApi();
    const { currentPath } = await renderApp('/no/such/page');
    expect(await main().findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});
