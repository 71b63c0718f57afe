import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from 'shared-contracts';
import { resetRemote } from './remoteRegistry';
import { retryWithBackoff } from './retryWithBackoff';

/** What a remote exposes: each a default-exported React component without props. */
export type RemoteExpose = 'Page' | 'DetailPage' | 'DetailsEditorPage';

/** Three attempts: a brief network hiccup or a redeploy in progress should not show the fallback. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 900];

// One load per module, shared by a nav-link preload and the page that then renders it.
const pending = new Map<string, Promise<ComponentType>>();
const loaded = new Map<string, ComponentType>();

function moduleId(remote: RemoteName, expose: RemoteExpose): string {
  return `${federationName(remote)}/${expose}`;
}

async function importComponent(id: string): Promise<ComponentType> {
  const module = await loadRemote<{ default?: ComponentType }>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module.default;
}

export function loadRemoteComponent(
  remote: RemoteName,
  expose: RemoteExpose = 'Page',
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<ComponentType> {
  const id = moduleId(remote, expose);
  const inFlight = pending.get(id);
  if (inFlight) return inFlight;
  const promise = retryWithBackoff(() => importComponent(id), {
    delays,
    beforeRetry: () => resetRemote(remote),
  });
  pending.set(id, promise);
  promise.then(
    (component) => loaded.set(id, component),
    // Forget the failure, so that 'Try again' or the next visit loads afresh.
    () => pending.delete(id),
  );
  return promise;
}

/** The component if it has already arrived, so a revisit renders without a loading flash. */
export function loadedRemoteComponent(remote: RemoteName, expose: RemoteExpose): ComponentType | undefined {
  return loaded.get(moduleId(remote, expose));
}

/** Warms the cache on a hint of intent (hover, focus); a failure shows only if the page is opened. */
export function preloadRemoteComponent(remote: RemoteName, expose: RemoteExpose = 'Page'): void {
  loadRemoteComponent(remote, expose).catch(() => undefined);
}
