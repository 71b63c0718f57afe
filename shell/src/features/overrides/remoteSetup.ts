import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@academy/contracts';

/** One remote this browser loads from elsewhere than the site's own release. */
export interface RemoteOverride {
  remote: string;
  manifestUrl: string;
}

/** What the shell's pages know of the remote registry, from the runtime config. */
export interface RemoteSetup {
  /** Every remote of the registry, by name (the override panel's fields). */
  remotes: readonly string[];
  /**
   * The remotes an administrator pointed at a dev server for this browser only, by name: the
   * banner lists them. Empty for everyone else.
   */
  overrides: readonly RemoteOverride[];
  /** The release preview this browser opened, if any: the banner names it and how to end it. */
  releasePreview?: RuntimeConfig['releasePreview'];
}

export const NO_REMOTE_SETUP: RemoteSetup = { remotes: [], overrides: [] };

/** Whether the page shows the banner: a developer's overrides, or a release preview. */
export const showsRemoteBanner = (setup: RemoteSetup) => setup.overrides.length > 0 || !!setup.releasePreview;

// Plain code-unit order, not localeCompare: the server and the browser must list the overrides
// in the same order (the banner is rendered on both and hydrated), whatever their locales.
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The registry as the pages use it, from the runtime config the page was rendered with (on the
 * server) or started with (in the browser): the same input gives the same answer on both.
 */
export function readRemoteSetup(
  config: Partial<Pick<RuntimeConfig, 'remotes' | 'overrides' | 'releasePreview'>> | null | undefined,
): RemoteSetup {
  const overrides = Object.entries(config?.overrides ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .sort(([a], [b]) => byName(a, b))
    .map(([remote, manifestUrl]) => ({ remote, manifestUrl }));
  const remotes = [...Object.keys(config?.remotes ?? {})];
  for (const { remote } of overrides) if (!remotes.includes(remote)) remotes.push(remote);
  return { remotes, overrides, ...(config?.releasePreview && { releasePreview: config.releasePreview }) };
}

export const RemoteSetupContext = createContext<RemoteSetup>(NO_REMOTE_SETUP);

/** The remote registry the routes were made with. */
export const useRemoteSetup = () => useContext(RemoteSetupContext);
