import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageErrorView, PageModuleUnavailable } from '@academy/ui';
import { Loading } from '../../components/Loading';
import type { RemoteRoute } from '../navigation/sitePages';
import { loadRemoteModule, loadedRemoteModule } from './loadRemoteModule';

/**
 * An admin screen: a route whose loader fetches the remote's screen (with the retries of
 * loadRemoteModule), as a public page's loader fetches its route module, and whose error view
 * keeps a failure to the slot ('This section could not be loaded.' with Try again, which runs
 * the loader again). A screen that fails while rendering is caught the same way.
 */
export function screenRoute({ path, remote, expose }: RemoteRoute): RouteObject {
  function RemoteScreen() {
    // The loader has fetched it before this renders.
    const Screen = loadedRemoteModule<ComponentType>(remote, expose)!;
    return (
      // A screen may lazy-load parts of itself.
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  }
  return {
    id: `screen:${path}`,
    path,
    loader: async () => {
      try {
        await loadRemoteModule(remote, expose);
      } catch (error) {
        console.error(`Remote section ${remote}/${expose} could not be loaded.`, error);
        throw new PageModuleUnavailable(error);
      }
      return null;
    },
    Component: RemoteScreen,
    ErrorBoundary: PageErrorView,
    HydrateFallback: Loading,
  };
}
