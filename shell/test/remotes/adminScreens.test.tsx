import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RETRY_DELAYS_MS } from '../../src/features/remotes/loadRemoteModule';
import { registerRemoteManifests } from '../../src/features/remotes/remoteRegistry';
import { resetBrowserState, signInAs } from '../support/browserState';
import { renderApp } from '../support/renderApp';
import { fakeSiteApi } from '../support/siteApi';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const unavailable = () => Promise.reject(new Error('Failed to fetch mf-manifest.json'));
const screenSaying = (text: string) => Promise.resolve({ default: () => <p>{text}</p> });

// The shell keeps a loaded module for the page's lifetime: each case uses its own remote.
beforeAll(() =>
  registerRemoteManifests({ remotes: { 'admin-about': '/remotes/admin-about/mf-manifest.json' } }),
);
beforeEach(() => {
  resetBrowserState();
  signInAs('Sensei Kim');
  fakeSiteApi();
  // Failures are logged; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  loadRemoteMock.mockReset();
});

/** Lets the retries' pauses pass (the real ones, not the test's clock). */
const afterTheRetries = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 100)));

describe('an admin screen slot', () => {
  it('shows Loading..., then the remote screen', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    loadRemoteMock.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const app = renderApp('/admin/home');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    arrive({ default: () => <p>Home editor</p> });
    await app;
    expect(await screen.findByText('Home editor')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('admin_home/Page');
  });

  it('retries, then shows the fallback in the slot only, and Try again recovers', async () => {
    loadRemoteMock.mockImplementation(unavailable);
    const user = userEvent.setup();
    await renderApp('/admin/about');
    await afterTheRetries();

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    // Each retry re-registers the remote, so the runtime does not answer from its failure cache.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'admin_about', entry: 'http://localhost/remotes/admin-about/mf-manifest.json' }],
      { force: true },
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Admin Dashboard');
    // The rest of the admin area stands: its sidebar lists the other screens.
    const sidebar = within(screen.getByRole('navigation', { name: 'Admin' }));
    for (const name of ['Dashboard', 'Home', 'About', 'Contact'])
      expect(sidebar.getByRole('link', { name })).toBeInTheDocument();

    loadRemoteMock.mockImplementation(() => screenSaying('About editor'));
    await user.click(main.getByRole('button', { name: 'Try again' }));
    expect(await main.findByText('About editor')).toBeInTheDocument();
    expect(main.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps the navigation working while a section is broken', async () => {
    loadRemoteMock.mockImplementation((id: string) =>
      id === 'admin_services/Page' ? unavailable() : screenSaying(`Remote page ${id}`),
    );
    const user = userEvent.setup();
    await renderApp('/admin/service');
    await afterTheRetries();
    await screen.findByText('This section could not be loaded.');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Blog' }),
    );
    expect(await screen.findByText('Remote page admin_blog/Page')).toBeInTheDocument();
  });

  it('contains a render error of the remote, and Try again renders it anew', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('Render failed');
      return <p>Contact editor</p>;
    }
    loadRemoteMock.mockImplementation(() => Promise.resolve({ default: Flaky }));
    const user = userEvent.setup();
    await renderApp('/admin/contact');

    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contact editor')).toBeInTheDocument();
  });
});
