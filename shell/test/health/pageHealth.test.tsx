import { failure, heldReply, ok } from '@academy/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@academy/contracts';
import { pageViews } from '../../src/features/health/pageHealth';
import { RETRY_DELAYS_MS } from '../../src/features/remotes/loadRemoteModule';
import { resetBrowserState } from '../support/browserState';
import { REMOTE_MODULES } from '../support/pageModules';
import { fakeSiteApi } from '../support/siteApi';
import { renderApp } from '../support/renderApp';
import { SITE_SECTIONS } from '../support/siteSections';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const serveRemotes = () =>
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: REMOTE_MODULES[id] }));
const main = () => within(screen.getByRole('main'));
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** The start script's side of the page view's health report, as the app sees it. */
const health = { error: jest.fn(), view: jest.fn() };

const config: RuntimeConfig = {
  apiOrigin: '',
  sections: SITE_SECTIONS,
  remotes: {
    home: '/remotes/home/mf-manifest.json',
    about: 'https://cdn.example.org/academy/about/1.2.0-abc/mf-manifest.json',
  },
  releases: {
    home: { version: 'local', arm: 'stable' },
    about: { version: '1.2.0-abc', arm: 'canary' },
  },
};

beforeEach(() => {
  resetBrowserState();
  serveRemotes();
  window.__academyHealth = health;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  loadRemoteMock.mockReset();
  health.error.mockReset();
  health.view.mockReset();
  delete window.__academyHealth;
});

describe("a remote's errors in the page view's health report", () => {
  it("count a page's code that could not be had once, as 'load', after the retries", async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    fakeSiteApi();
    await renderApp('/classes');
    await act(() => jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]));
    expect(health.error).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((total, ms) => total + ms, 0)));
    expect(main().getByText('This section could not be loaded.')).toBeInTheDocument();
    expect(health.error.mock.calls).toEqual([['classes', 'load']]);
  });

  it("count a page that failed while rendering as 'render' of its remote", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSiteApi({ 'GET /home/hero': ok({}) });
    await renderApp('/');
    expect(await main().findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(health.error.mock.calls).toEqual([['home', 'render']]);
  });

  it("count nothing when a page's data could not be read: its own error text is no failure of its code", async () => {
    fakeSiteApi({ 'GET /blog/hero': failure(500, 'Database unavailable') });
    await renderApp('/blog');
    expect(await main().findByRole('alert')).toHaveTextContent('Failed to load blog');
    expect(health.error).not.toHaveBeenCalled();
  });
});

describe('the page views', () => {
  it("are each route the app goes to, from when it begins to go there, with its remote's release", async () => {
    const aboutHero = heldReply();
    fakeSiteApi({
      'GET /home/hero': ok({ heading: 'Discipline first' }),
      'GET /about/hero': aboutHero.route,
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/', config);
    pageViews(config).follow(router);
    await main().findByRole('heading', { level: 1, name: 'Discipline first' });
    expect(health.view.mock.calls).toEqual([['/', 'home local stable /remotes/home/']]);

    await user.click(mainNav().getByRole('link', { name: 'About' }));
    // While its data is still on the way.
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
    expect(health.view.mock.calls.at(-1)).toEqual([
      '/about',
      'about 1.2.0-abc canary https://cdn.example.org/academy/about/1.2.0-abc/',
    ]);
    await act(async () => aboutHero.release(ok({ heading: 'Our sensei' })));
    await main().findByRole('heading', { level: 1, name: 'Our sensei' });

    // The shell's own page and the admin area name no release: the view before them ends.
    await act(() => router.navigate('/privacy-policy'));
    await act(() => router.navigate('/admin/login'));
    expect(health.view.mock.calls.slice(2)).toEqual([
      ['/privacy-policy', ''],
      ['/admin/login', ''],
    ]);
    expect(health.view).toHaveBeenCalledTimes(4);
  });

  it('name no release on a release preview, whose views are not reported', () => {
    const views = pageViews({
      ...config,
      releasePreview: { remote: 'about', version: '1.2.0-abc', expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    views.show('/about');
    expect(health.view.mock.calls).toEqual([['/about', '']]);
  });
});
