import { ok } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resetBrowserState, signInAs } from '../support/browserState';
import { REMOTE_MODULES } from '../support/pageModules';
import { SITE_REMOTES, overriddenConfig } from '../support/registry';
import { renderApp } from '../support/renderApp';
import { fakeSiteApi } from '../support/siteApi';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const PREVIEW = { remote: 'about', version: '1.1.0-3f9a2c1b7d', expiresAt: '2026-11-28T14:35:12.000Z' };
const previewRegion = () => screen.getByRole('region', { name: 'Release preview' });

beforeEach(() => {
  resetBrowserState();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: REMOTE_MODULES[id] ?? (() => createElement('p', null, `Remote page ${id}`)),
  }));
});
afterEach(() => jest.clearAllMocks());

describe('the release preview banner', () => {
  it('names the remote, its version and when the preview ends above a public page, with a link that ends it', async () => {
    fakeSiteApi({ 'GET /about/hero': ok({ heading: 'Our sensei' }) });
    await renderApp('/about', { remotes: SITE_REMOTES, releasePreview: PREVIEW });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our sensei' })).toBeInTheDocument();

    expect(previewRegion()).toHaveTextContent(
      'This browser previews about 1.1.0-3f9a2c1b7d, a release visitors do not get yet, until 2026-11-28 14:35 UTC.',
    );
    // A plain link: the server clears the preview's cookie and leads back to the page.
    expect(within(previewRegion()).getByRole('link', { name: 'End preview' })).toHaveAttribute(
      'href',
      '?release-preview=end',
    );
    expect(
      previewRegion().compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows in the admin area too, beside a developer’s overrides, and not at all without a preview', async () => {
    fakeSiteApi();
    signInAs('Sensei Kim');
    const both = await renderApp('/admin/about', {
      ...overriddenConfig({ 'admin-about': 'http://localhost:3002/mf-manifest.json' }),
      releasePreview: PREVIEW,
    });
    expect(await screen.findByText('Remote page admin_about/Page')).toBeInTheDocument();
    expect(previewRegion()).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Remote overrides' })).toBeInTheDocument();
    both.unmount();

    await renderApp('/admin/about', { remotes: SITE_REMOTES });
    expect(await screen.findByText('Remote page admin_about/Page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Release preview' })).not.toBeInTheDocument();
  });
});
