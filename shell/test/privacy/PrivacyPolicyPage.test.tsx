import { act, screen } from '@testing-library/react';
import { resetBrowserState } from '../support/browserState';
import { deferredReply, mockApi, restoreApi } from '../support/mockApi';
import { renderApp } from '../support/renderApp';

beforeEach(resetBrowserState);
afterEach(() => {
  restoreApi();
  jest.restoreAllMocks();
});

const main = () => screen.getByRole('main');

describe('the privacy policy page', () => {
  it('shows Loading..., then the policy as formatted markup', async () => {
    const policy = deferredReply();
    mockApi({ 'GET /dashboard/privacy': policy.route });
    await renderApp('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // The page and the footer ask for the policy; both get this answer.
    await act(async () =>
      policy.answer([
        200,
        { success: true, data: { content: '<h2>Your data</h2><p>We keep <strong>little</strong>.</p>' } },
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    expect(main()).toContainHTML('<p>We keep <strong>little</strong>.</p>');
  });

  it("says 'No privacy policy available.' when none is saved", async () => {
    mockApi({ 'GET /dashboard/privacy': [200, { success: true, data: null }] });
    await renderApp('/privacy-policy');
    expect(await screen.findAllByText('No privacy policy available.')).toHaveLength(2); // page and footer
  });

  it("says 'Failed to load privacy policy.' when it cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /dashboard/privacy': [503, { success: false, error: 'Database unavailable' }] });
    await renderApp('/privacy-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load privacy policy.');
  });
});

describe('unknown addresses', () => {
  it('redirect to the home page', async () => {
    mockApi();
    const { currentPath } = await renderApp('/no/such/page');
    expect(currentPath()).toBe('/');
    await screen.findByText('No privacy policy available.');
  });
});
