import { failure, heldReply, ok, renderPage, type Route } from '@academy/testing';
import { act, screen } from '@testing-library/react';
import { privacyPage } from '../../src/features/privacy/privacyPage';
import { resetBrowserState } from '../support/browserState';

beforeEach(resetBrowserState);

/** The page as the shell routes it, with the policy read answering `reply`. */
const renderPrivacyPage = (reply: Route) =>
  renderPage(privacyPage, { path: '/privacy-policy', api: { 'GET /dashboard/privacy': reply } });

describe('the privacy policy page', () => {
  it('shows Loading..., then the policy as formatted markup under its title', async () => {
    const policy = heldReply();
    renderPrivacyPage(policy.route);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    await act(async () =>
      policy.release(ok({ content: '<h2>Your data</h2><p>We keep <strong>little</strong>.</p>' })),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toContainHTML('<p>We keep <strong>little</strong>.</p>');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'No privacy policy available.' when none is saved", async () => {
    renderPrivacyPage(ok(null));
    expect(await screen.findByText('No privacy policy available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it("says 'Failed to load privacy policy.' when it cannot be loaded", async () => {
    renderPrivacyPage(failure(503, 'Database unavailable'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load privacy policy.');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
