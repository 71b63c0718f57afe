import type { RuntimeConfig } from '@academy/contracts';

/** A registry as the runtime config gives it: each remote at this site's own release. */
export const SITE_REMOTES: RuntimeConfig['remotes'] = {
  home: '/remotes/home/mf-manifest.json',
  about: '/remotes/about/mf-manifest.json',
  'admin-about': '/remotes/admin-about/mf-manifest.json',
};

/**
 * The runtime config of a browser whose administrator pointed these remotes elsewhere: the server
 * has put the URLs into `remotes` too.
 */
export function overriddenConfig(
  overrides: Record<string, string>,
): Pick<RuntimeConfig, 'remotes' | 'overrides'> {
  return { remotes: { ...SITE_REMOTES, ...overrides }, overrides };
}
