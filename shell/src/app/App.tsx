import { getData, getErrorStatus, contentReader } from '@academy/runtime';
import type { PageModule, SiteSection } from '@academy/contracts';
import { loadRemoteModule } from '../features/remotes/loadRemoteModule';
import { createRoutes } from './routes';

/** The browser's routes: the API through the shared client, pages from the remotes' entries. */
export function browserRoutes(sections: readonly SiteSection[]) {
  return createRoutes({
    reader: contentReader(getData, getErrorStatus),
    loadPage: (remote, expose) => loadRemoteModule<PageModule<unknown>>(remote, expose),
    sections,
  });
}
