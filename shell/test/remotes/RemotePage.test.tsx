import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemotePage } from '../../src/features/remotes/RemotePage';
import { registerRemoteManifests } from '../../src/features/remotes/remoteRegistry';
import { PublicLayout } from '../../src/layouts/public/PublicLayout';
import { resetBrowserState } from '../support/browserState';
import { mockApi, restoreApi } from '../support/mockApi';
import { renderLayout } from '../support/renderLayout';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const unavailable = () => Promise.reject(new Error('Failed to fetch mf-manifest.json'));
const page = (text: string) => Promise.resolve({ default: () => <p>{text}</p> });

beforeAll(() => registerRemoteManifests({ about: '/remotes/about/mf-manifest.json' }));
beforeEach(() => {
  resetBrowserState();
  mockApi();
  // Failures are logged; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
  loadRemoteMock.mockReset();
});

describe('a remote page slot', () => {
  it('shows Loading..., then the remote page', async () => {
    loadRemoteMock.mockImplementation(() => page('Our Story'));
    renderLayout(<PublicLayout />, <RemotePage remote="home" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Our Story')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('home/Page');
  });

  it('retries, then shows the fallback in the slot only, and Try again recovers', async () => {
    loadRemoteMock.mockImplementation(unavailable);
    const user = userEvent.setup();
    renderLayout(<PublicLayout />, <RemotePage remote="about" retryDelays={[0, 0]} />);

    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
    // Each retry re-registers the remote, so the runtime does not answer from its failure cache.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'about', entry: 'http://localhost/remotes/about/mf-manifest.json' }],
      { force: true },
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Our Company');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Quick Links');

    loadRemoteMock.mockImplementation(() => page('About the academy'));
    await user.click(main.getByRole('button', { name: 'Try again' }));
    expect(await main.findByText('About the academy')).toBeInTheDocument();
    expect(main.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps the navigation working while a section is broken', async () => {
    loadRemoteMock.mockImplementation(unavailable);
    const user = userEvent.setup();
    renderLayout(<PublicLayout />, <RemotePage remote="services" retryDelays={[]} />);
    await screen.findByText('This section could not be loaded.');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }),
    );
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('contains a render error of the remote, and Try again renders it anew', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('Render failed');
      return <p>Contact form</p>;
    }
    loadRemoteMock.mockImplementation(() => Promise.resolve({ default: Flaky }));
    const user = userEvent.setup();
    renderLayout(<PublicLayout />, <RemotePage remote="contact" />);

    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contact form')).toBeInTheDocument();
  });
});
