import { PRIVACY_POLICY_PATH, SITE_FRAME, defineSection } from '@academy/contracts';

/**
 * The academy's own settings: its name and logo (every page's header) and the privacy policy,
 * which the shell shows at /privacy-policy and in every page's footer; and the admin area's
 * screens that span the sections (the trash, the staff accounts and their activity, the
 * backups, the remotes' releases).
 */
export default defineSection({
  name: 'dashboard',
  key: 'dashboard',
  order: 0,
  records: { hero: SITE_FRAME.brand, privacy: SITE_FRAME.privacy },
  lists: {},
  slots: {},
  pages: [{ path: PRIVACY_POLICY_PATH, datedBy: ['privacy'] }],
  screens: [
    { path: 'dashboard', expose: 'Page', label: 'Dashboard' },
    // No sidebar entry: the policy is edited in the dashboard settings.
    { path: 'privacy-policy', expose: 'Page' },
    // What every section's lists deleted, across sections: the admin area's own screen.
    { path: 'trash', expose: 'TrashPage', label: 'Trash' },
    // Old addresses that lead to new ones: editors' and owners'.
    { path: 'redirects', expose: 'RedirectsPage', label: 'Redirects' },
    // Every stored picture and video, where each is used: editors' and owners'.
    { path: 'media', expose: 'MediaPage', label: 'Media' },
    // The public menu arranged by staff: editors' and owners'.
    { path: 'navigation', expose: 'NavigationPage', label: 'Navigation' },
    // The staff accounts, the audit log, the backups and the remotes' releases: the owner's alone.
    { path: 'team', expose: 'TeamPage', label: 'Team', roles: ['owner'] },
    { path: 'activity', expose: 'ActivityPage', label: 'Activity', roles: ['owner'] },
    { path: 'backups', expose: 'BackupsPage', label: 'Backups', roles: ['owner'] },
    { path: 'releases', expose: 'ReleasesPage', label: 'Releases', roles: ['owner'] },
  ],
  devPorts: { screens: 3006 },
});
