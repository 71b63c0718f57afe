import { loadRemote } from '@module-federation/enhanced/runtime';
import { federationName } from '@academy/contracts';
import { reportRemoteError } from '../health/pageHealth';
import { resetRemote } from './remoteRegistry';
import { retryWithBackoff } from './retryWithBackoff';

/** Three attempts: a brief network hiccup or a redeploy in progress should not show the fallback. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 900];

// One load per module, shared by a nav-link preload and the page that then renders it.
const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

function moduleId(remote: string, expose: string): string {
  return `${federationName(remote)}/${expose}`;
}

async function importDefault(id: string): Promise<unknown> {
  const module = await loadRemote<{ default?: unknown }>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module.default;
}

/** The default export of a remote's exposed module, with retries that start the remote afresh. */
export function loadRemoteModule<T>(
  remote: string,
  expose: string,
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
    // Forget the failure, so that 'Try again' or the next visit loads afresh; the page view's
    // health report counts it against the remote.
    () => {
      pending.delete(id);
      reportRemoteError(remote, 'load');
    },
  );
  return promise as Promise<T>;
}

/** The module if it has already arrived, so a revisit renders without a loading flash. */
export function loadedRemoteModule<T>(remote: string, expose: string): T | undefined {
  return loaded.get(moduleId(remote, expose)) as T | undefined;
}

/** Warms the cache on a hint of intent (hover, focus); a failure shows only if the page is opened. */
export function preloadRemoteModule(remote: string, expose: string): void {
  loadRemoteModule(remote, expose).catch(() => undefined);
}
