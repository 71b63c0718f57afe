import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RuntimeConfig, federationName } from '@academy/contracts';
import { releaseIntegrity } from './releaseIntegrity';

/** Remote name → manifest URL, as the runtime config gave them; kept to re-register on retry. */
const manifests = new Map<string, string>();

function toRemote(name: string, manifestUrl: string) {
  // Absolute, so the remote's chunks resolve against the manifest's folder whatever the page's path.
  return { name: federationName(name), entry: new URL(manifestUrl, window.location.href).href };
}

/**
 * Registers every remote of the runtime config at its manifest, a pinned release with the
 * integrity of its files (see releaseIntegrity).
 */
export function registerRemoteManifests(config: Pick<RuntimeConfig, 'remotes' | 'releases'>): void {
  const { remotes } = config;
  registerPlugins([releaseIntegrity(config)]);
  Object.entries(remotes).forEach(([name, manifestUrl]) => manifests.set(name, manifestUrl));
  registerRemotes(Object.entries(remotes).map(([name, manifestUrl]) => toRemote(name, manifestUrl)));
}

/**
 * The federation runtime caches a failed manifest or remote entry, so a plain retry would fail
 * again without a request. Registering the remote anew with `force` drops those caches.
 */
export function resetRemote(name: string): void {
  const manifestUrl = manifests.get(name);
  if (manifestUrl) registerRemotes([toRemote(name, manifestUrl)], { force: true });
}
