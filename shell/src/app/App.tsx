import { getData, getErrorStatus } from 'shared-contracts';
import { contentReader, type PageModule } from 'shared-contracts/page';
import { loadRemoteModule } from '../features/remotes/loadRemoteModule';
import { createRoutes } from './routes';

/** The browser's routes: the API through the shared client, pages from the remotes' entries. */
export function browserRoutes() {
  return createRoutes({
    reader: contentReader(getData, getErrorStatus),
    loadPage: (remote, expose) => loadRemoteModule<PageModule<unknown>>(remote, expose),
  });
}
