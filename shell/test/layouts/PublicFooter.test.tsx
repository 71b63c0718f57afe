import { screen, within } from '@testing-library/react';
import { resetBrowserState } from '../support/browserState';
import { mockApi, restoreApi } from '../support/mockApi';
import { renderLayout } from '../support/renderLayout';
import { PublicLayout } from '../../src/layouts/public/PublicLayout';

beforeEach(resetBrowserState);
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const footer = () => within(screen.getByRole('contentinfo'));
const LONG_POLICY = `<h2>Your data</h2><p>${'We respect your privacy. '.repeat(20)}</p>`;

describe('the public footer', () => {
  it('shows the contact details that exist, the quick links and the policy excerpt', async () => {
    mockApi({
      'GET /contact/contacts': [
        200,
        { success: true, data: { address: '1 Dojo Road', phone: '', email: 'info@dojo.test', mapEmbed: '' } },
      ],
      'GET /dashboard/privacy': [200, { success: true, data: { content: LONG_POLICY } }],
    });
    renderLayout(<PublicLayout />, <p>Page</p>);

    expect(await footer().findByText('1 Dojo Road')).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'info@dojo.test' })).toHaveAttribute(
      'href',
      'mailto:info@dojo.test',
    );
    expect(footer().queryByRole('link', { name: /^tel:/ })).not.toBeInTheDocument();

    const excerpt = await footer().findByText(/^Your data We respect your privacy\./);
    expect(excerpt.textContent).toHaveLength(203);
    expect(excerpt.textContent?.endsWith('...')).toBe(true);
    expect(footer().getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quickLinks.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/service',
      '/blog',
      '/contact',
      '/privacy-policy',
    ]);
  });

  it("says 'No privacy policy available.' when none is saved", async () => {
    mockApi({ 'GET /dashboard/privacy': [200, { success: true, data: { content: '' } }] });
    renderLayout(<PublicLayout />, <p>Page</p>);
    expect(await footer().findByText('No privacy policy available.')).toBeInTheDocument();
  });

  it('keeps the page usable when its data fails to load, and only logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /contact/contacts': 'network', 'GET /dashboard/privacy': 'network' });
    renderLayout(<PublicLayout />, <p>Page</p>);
    expect(await footer().findByText('No privacy policy available.')).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the contact details.', expect.anything());
  });
});
