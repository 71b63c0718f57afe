import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from '@academy/contracts';
import { resetRemote } from './remoteRegistry';
import { retryWithBackoff } from './retryWithBackoff';

/**
 * What a remote exposes, each as its default export: public remotes expose page modules
 * ('Page', blog's 'DetailPage'), admin remotes screens ('Page', admin-blog's 'DetailsEditorPage').
 */
export type RemoteExpose = 'Page' | 'DetailPage' | 'DetailsEditorPage';

/** Three attempts: a brief network hiccup or a redeploy in progress should not show the fallback. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 900];

// One load per module, shared by a nav-link preload and the page that then renders it.
const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

function moduleId(remote: RemoteName, expose: RemoteExpose): string {
  return `${federationName(remote)}/${expose}`;
}

async function importDefault(id: string): Promise<unknown> {
  const module = await loadRemote<{ default?: unknown }>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module.default;
}

/** The default export of a remote's exposed module, with retries that start the remote afresh. */
export function loadRemoteModule<T>(
  remote: RemoteName,
  expose: RemoteExpose = 'Page',
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  const id = moduleId(remote, expose);
  const inFlight = pending.get(id);
  if (inFlight) return inFlight as Promise<T>;
  const promise = retryWithBackoff(() => importDefault(id), {
    delays,
    beforeRetry: () => resetRemote(remote),
  });
  pending.set(id, promise);
  promise.then(
    (module) => loaded.set(id, module),
    // Forget the failure, so that 'Try again' or the next visit loads afresh.
    () => pending.delete(id),
  );
  return promise as Promise<T>;
}

/** The module if it has already arrived, so a revisit renders without a loading flash. */
export function loadedRemoteModule<T>(remote: RemoteName, expose: RemoteExpose): T | undefined {
  return loaded.get(moduleId(remote, expose)) as T | undefined;
}

/** Warms the cache on a hint of intent (hover, focus); a failure shows only if the page is opened. */
export function preloadRemoteModule(remote: RemoteName, expose: RemoteExpose = 'Page'): void {
  loadRemoteModule(remote, expose).catch(() => undefined);
}
