import { screen, within } from '@testing-library/react';
import type { Role } from '@academy/contracts';
import { useSessionStore } from '@academy/runtime';
import { AdminSidebar } from '../../src/layouts/admin/AdminSidebar';
import { resetBrowserState } from '../support/browserState';
import { renderLayout } from '../support/renderLayout';
import { CONTENT_SCREENS } from '../support/siteSections';

/** The sidebar as the sections declare it, to an account of `role` (none: a session from before roles). */
function renderSidebar(role?: Role) {
  resetBrowserState();
  useSessionStore.getState().signIn('valid-token', { name: 'Sensei Kim', ...(role && { role }) });
  renderLayout(
    () => <AdminSidebar open={false} onNavigate={() => undefined} />,
    <p>Screen</p>,
    '/admin/dashboard',
  );
  return within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The content sections' screens: the five original ones in order, and any a section added after them. */
const sections = CONTENT_SCREENS.map(([label, path]) => [label, path]);
const SPEC_SCREENS = ['Home', 'About', 'Services', 'Blog', 'Contact'];

it('lists the five original content screens in their order', () => {
  expect(sections.map(([label]) => label).filter((label) => SPEC_SCREENS.includes(label))).toEqual(
    SPEC_SCREENS,
  );
});

describe('the admin sidebar', () => {
  it.each([
    ['an owner', 'owner' as const],
    ['an account without a role (an owner)', undefined],
  ])(
    'shows %s every screen: the dashboard with the trash, the team and the activity, then the sections',
    (_, role) => {
      expect(renderSidebar(role)).toEqual([
        ['Dashboard', '/admin/dashboard'],
        ['Trash', '/admin/trash'],
        ['Redirects', '/admin/redirects'],
        ['Media', '/admin/media'],
        ['Navigation', '/admin/navigation'],
        ['Team', '/admin/team'],
        ['Activity', '/admin/activity'],
        ['Backups', '/admin/backups'],
        ['Releases', '/admin/releases'],
        ...sections,
      ]);
    },
  );

  it('shows an editor the content, the dashboard, the trash, the redirects and the media, not the team or the activity', () => {
    expect(renderSidebar('editor')).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Trash', '/admin/trash'],
      ['Redirects', '/admin/redirects'],
      ['Media', '/admin/media'],
      ['Navigation', '/admin/navigation'],
      ...sections,
    ]);
  });

  it('shows an author the blog alone', () => {
    expect(renderSidebar('author')).toEqual([['Blog', '/admin/blog']]);
  });
});

describe('the admin sidebar’s tools', () => {
  it.each([
    ['owner', 1],
    ['editor', 0],
    ['author', 0],
  ] as const)('show Remote overrides, a site operation, to an %s %i time(s)', (role, count) => {
    renderSidebar(role);
    expect(screen.queryAllByRole('link', { name: 'Remote overrides' })).toHaveLength(count);
  });
});
