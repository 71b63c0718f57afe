import { networkError, ok } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { resetBrowserState } from '../support/browserState';
import { fakeSiteApi } from '../support/siteApi';
import { renderPublicLayout } from '../support/renderLayout';
import { NAVIGATION_PAGES } from '../support/siteSections';

/** The original quick links, in their order; other sections' pages may come among them. */
const SPEC_PATHS = ['/', '/about', '/service', '/blog', '/contact', '/privacy-policy'];

beforeEach(resetBrowserState);
afterEach(() => jest.restoreAllMocks());

const footer = () => within(screen.getByRole('contentinfo'));

/** The layout, once its frame (name, logo, contact, policy) has loaded. */
async function renderFooter() {
  renderPublicLayout(<p>Page</p>);
  await screen.findByRole('contentinfo');
}
const LONG_POLICY = `<h2>Your data</h2><p>${'We respect your privacy. '.repeat(20)}</p>`;

describe('the public footer', () => {
  it('shows the contact details that exist, the quick links and the policy excerpt', async () => {
    fakeSiteApi({
      'GET /contact/contacts': ok({
        address: '1 Dojo Road',
        phone: '',
        email: 'info@dojo.test',
        mapEmbed: '',
      }),
      'GET /dashboard/privacy': ok({ content: LONG_POLICY }),
    });
    await renderFooter();

    expect(await footer().findByText('1 Dojo Road')).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'info@dojo.test' })).toHaveAttribute(
      'href',
      'mailto:info@dojo.test',
    );
    expect(
      footer()
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('tel:')),
    ).toEqual([]);

    const excerpt = await footer().findByText(/^Your data We respect your privacy\./);
    expect(excerpt.textContent).toHaveLength(203);
    expect(excerpt.textContent?.endsWith('...')).toBe(true);
    expect(footer().getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    const hrefs = quickLinks.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([...NAVIGATION_PAGES.map(([, path]) => path), '/privacy-policy']);
    expect(hrefs.filter((href) => SPEC_PATHS.includes(href ?? ''))).toEqual(SPEC_PATHS);
  });

  it('links the phone the same way as the contact page does', async () => {
    fakeSiteApi({
      'GET /contact/contacts': ok({ address: '', phone: '+44 20 7946 0321', email: '', mapEmbed: '' }),
    });
    await renderFooter();
    expect(await footer().findByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
  });

  it("says 'No privacy policy available.' when none is saved", async () => {
    fakeSiteApi({ 'GET /dashboard/privacy': ok({ content: '' }) });
    await renderFooter();
    expect(await footer().findByText('No privacy policy available.')).toBeInTheDocument();
  });

  it('keeps the page usable when its data fails to load, and only logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeSiteApi({ 'GET /contact/contacts': networkError, 'GET /dashboard/privacy': networkError });
    await renderFooter();
    expect(await footer().findByText('No privacy policy available.')).toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the contact details.', expect.anything());
  });
});
