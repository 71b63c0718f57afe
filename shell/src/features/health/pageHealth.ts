import { type createBrowserRouter, matchPath } from 'react-router-dom';
import { type HealthErrorKind, type RuntimeConfig, healthReleases } from '@academy/contracts';
import { siteMap } from '../navigation/sitePages';

declare global {
  interface Window {
    /**
     * The health report of this page view, kept and sent by the start script (shell/src/start.ts),
     * which defines this; absent where no start script ran (the server, tests).
     */
    __academyHealth?: {
      /** Counts an error of `remote` in this view, each kind once; a remote not on the page is not counted. */
      error(remote: string, kind: HealthErrorKind): void;
      /**
       * The app shows `path`, with these releases (healthReleases): the view before it, unless it
       * is at the same path, ends and sends its report.
       */
      view(path: string, releases: string): void;
    };
  }
}

/** Tells this page view's health report that `remote` had an error of this kind. */
export function reportRemoteError(remote: string, kind: HealthErrorKind): void {
  window.__academyHealth?.error(remote, kind);
}

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What tells the start script's health report which page view this is: each path the app shows
 * is one. A public page's view names its remote's release from the runtime config the page started
 * with; a page of the shell's own and the admin area name none (and are not reported).
 */
export function pageViews(
  config: Pick<RuntimeConfig, 'sections' | 'remotes' | 'releases' | 'overrides' | 'releasePreview'> | null,
) {
  const pages = siteMap(config?.sections ?? []).pageRoutes;
  let shown: string | undefined;
  const show = (pathname: string) => {
    if (pathname === shown) return;
    shown = pathname;
    const page = pages.find(({ path }) => matchPath(path, pathname));
    window.__academyHealth?.view(pathname, page && config ? healthReleases(config, [page.remote]) : '');
  };
  return {
    /** The page the browser opened, before there is a router. */
    show,
    /**
     * Every route the router goes to from now on, from when it begins to go there: what fails
     * while the page's module loads is that view's.
     */
    follow(router: Pick<Router, 'state' | 'subscribe'>) {
      show(router.state.location.pathname);
      router.subscribe((state) => show((state.navigation.location ?? state.location).pathname));
    },
  };
}
