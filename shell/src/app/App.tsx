import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import type { PageModule, RuntimeConfig, SiteSection } from '@academy/contracts';
import { readRemoteSetup } from '../features/overrides/remoteSetup';
import { loadRemoteModule } from '../features/remotes/loadRemoteModule';
import { createRoutes } from './routes';

/**
 * The browser's routes: the API through the shared client, pages from the remotes' entries; the
 * registry, this browser's developer overrides and release preview from the runtime config the
 * page started with.
 */
export function browserRoutes(
  sections: readonly SiteSection[],
  config?: Pick<RuntimeConfig, 'remotes' | 'overrides' | 'releasePreview'> | null,
) {
  return createRoutes({
    reader: contentReader(getData, getErrorStatus),
    loadPage: (remote, expose) => loadRemoteModule<PageModule<unknown>>(remote, expose),
    sections,
    remoteSetup: readRemoteSetup(config),
  });
}
