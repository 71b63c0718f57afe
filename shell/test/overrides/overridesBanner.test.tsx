import { failure, heldReply, ok } from '@academy/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reloadPage } from '../../src/lib/reloadPage';
import { resetBrowserState, signInAs } from '../support/browserState';
import { REMOTE_MODULES } from '../support/pageModules';
import { SITE_REMOTES, overriddenConfig } from '../support/registry';
import { renderApp } from '../support/renderApp';
import { fakeSiteApi } from '../support/siteApi';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// jsdom cannot reload a page.
jest.mock('../../src/lib/reloadPage');

const ABOUT_DEV = 'http://localhost:3002/mf-manifest.json';
const HOME_DEV = 'http://localhost:3001/mf-manifest.json';

const overridesRegion = () => screen.getByRole('region', { name: 'Remote overrides' });
const lines = () =>
  within(overridesRegion())
    .getAllByRole('listitem')
    .map((line) => line.textContent);

beforeEach(() => {
  resetBrowserState();
  // Public pages are route modules; admin screens are components that name themselves.
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: REMOTE_MODULES[id] ?? (() => createElement('p', null, `Remote page ${id}`)),
  }));
});
afterEach(() => jest.clearAllMocks());

describe('the developer-override banner', () => {
  it('names each overridden remote and its URL at the top of a public page', async () => {
    fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
    await renderApp('/about', overriddenConfig({ home: HOME_DEV, about: ABOUT_DEV }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our sensei' })).toBeInTheDocument();

    expect(lines()).toEqual([
      `This browser loads about from ${ABOUT_DEV} (a developer override).`,
      `This browser loads home from ${HOME_DEV} (a developer override).`,
    ]);
    expect(within(overridesRegion()).getByRole('button', { name: 'Clear overrides' })).toBeEnabled();
    // Above the page, not inside it.
    expect(within(screen.getByRole('main')).queryByText(/developer override/)).not.toBeInTheDocument();
    expect(
      overridesRegion().compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is not there for a runtime config without overrides', async () => {
    fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
    await renderApp('/about', { remotes: SITE_REMOTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our sensei' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).not.toBeInTheDocument();
    expect(screen.queryByText(/developer override/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear overrides' })).not.toBeInTheDocument();
  });

  it('is not there for an empty set of overrides', async () => {
    fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
    await renderApp('/about', overriddenConfig({}));
    await screen.findByRole('heading', { level: 1, name: 'Our sensei' });
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).not.toBeInTheDocument();
  });

  it('shows in the admin area too, and not there without overrides', async () => {
    fakeSiteApi();
    signInAs('Sensei Kim');
    const overridden = await renderApp('/admin/about', overriddenConfig({ 'admin-about': ABOUT_DEV }));
    expect(await screen.findByText('Remote page admin_about/Page')).toBeInTheDocument();
    expect(lines()).toEqual([`This browser loads admin-about from ${ABOUT_DEV} (a developer override).`]);
    overridden.unmount();

    await renderApp('/admin/about', { remotes: SITE_REMOTES });
    expect(await screen.findByText('Remote page admin_about/Page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Remote overrides' })).not.toBeInTheDocument();
  });

  it("'Clear overrides' ends this browser's overrides on the server, then reloads the page", async () => {
    const cleared = heldReply();
    const api = fakeSiteApi({
      'GET /about/hero': ok({ heading: 'Our sensei' }),
      'DELETE /ops/overrides/mine': cleared.route,
    });
    const user = userEvent.setup();
    await renderApp('/about', overriddenConfig({ about: ABOUT_DEV }));
    await screen.findByRole('heading', { level: 1, name: 'Our sensei' });

    await user.click(screen.getByRole('button', { name: 'Clear overrides' }));
    expect(screen.getByRole('button', { name: 'Clearing...' })).toBeDisabled();
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => cleared.release(ok(null)));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.callsTo('DELETE', '/ops/overrides/mine')).toHaveLength(1);
    // A visitor's page has no session: the cookie alone says whose overrides these are.
    expect(api.callsTo('DELETE', '/ops/overrides/mine')[0].authorization).toBeUndefined();
  });

  it('says so when the overrides cannot be cleared, and does not reload', async () => {
    fakeSiteApi({
      'GET /about/hero': ok({ heading: 'Our sensei' }),
      'DELETE /ops/overrides/mine': failure(503, 'The database is unavailable. Please try again.'),
    });
    const user = userEvent.setup();
    await renderApp('/about', overriddenConfig({ about: ABOUT_DEV }));
    await screen.findByRole('heading', { level: 1, name: 'Our sensei' });

    await user.click(screen.getByRole('button', { name: 'Clear overrides' }));

    expect(await within(overridesRegion()).findByRole('alert')).toHaveTextContent(
      'The database is unavailable. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Clear overrides' })).toBeEnabled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
