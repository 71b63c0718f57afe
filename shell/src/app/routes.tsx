import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import type { RemoteName, ContentReader, PageModule } from '@academy/contracts';
import { LoadingPage, pageRoute } from '@academy/ui';
import {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_PAGES,
  PRIVACY_POLICY_PATH,
  PUBLIC_PAGES,
} from '../features/navigation/sitePages';
import { privacyPage } from '../features/privacy/privacyPage';
import type { RemoteExpose } from '../features/remotes/loadRemoteModule';
import { RemotePage } from '../features/remotes/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { SITE_FRAME_ROUTE, loadSiteFrame } from '../layouts/public/siteFrame';
import { AdminArea, ForgotPasswordPage, LoginPage, ResetPasswordPage } from './adminScreens';
import { AppError, RootLayout } from './RootLayout';

/**
 * What the routes need from where they run: the browser reads the API through the shared client
 * and loads page modules from the remotes' browser entries; the server reads in process and loads
 * the remotes' server entries.
 */
export interface RouteDependencies {
  reader: ContentReader;
  loadPage: (remote: RemoteName, expose: RemoteExpose) => Promise<PageModule<unknown>>;
}

const ADMIN_AREA = /^\/admin(?:\/|$)/;

/** An admin screen: the remote's component, loaded when the screen is shown (in the browser). */
function remoteScreen(path: string, remote: RemoteName, expose: RemoteExpose = 'Page'): RouteObject {
  // Keyed by module: without a key React would keep one RemotePage, and its state, across routes.
  return { path, element: <RemotePage key={`${remote}/${expose}`} remote={remote} expose={expose} /> };
}

/**
 * Every route of the site, for React Router's data router, in the browser and on the server. A
 * route loads only its own remote, when it is shown; public pages load their data first (their
 * route modules' loaders), inside the frame the public layout loads once (header and footer).
 */
export function createRoutes({ reader, loadPage }: RouteDependencies): RouteObject[] {
  const remotePage = (path: string, remote: RemoteName, expose: RemoteExpose = 'Page') =>
    pageRoute({ path, reader, module: () => loadPage(remote, expose) });
  return [
    {
      Component: RootLayout,
      ErrorBoundary: AppError,
      children: [
        {
          id: SITE_FRAME_ROUTE,
          Component: PublicLayout,
          loader: () => loadSiteFrame(reader),
          // Loaded once; again only when coming back from the admin area, where it may have changed.
          shouldRevalidate: ({ currentUrl }) => ADMIN_AREA.test(currentUrl.pathname),
          // A page the browser renders alone (not from the server's HTML) waits for the frame here.
          HydrateFallback: LoadingPage,
          children: [
            ...PUBLIC_PAGES.map((page) => remotePage(page.path, page.remote)),
            remotePage('/blog/:id', 'blog', 'DetailPage'),
            pageRoute({ path: PRIVACY_POLICY_PATH, reader, module: async () => privacyPage }),
          ],
        },
        { path: ADMIN_LOGIN_PATH, element: <LoginPage /> },
        { path: '/admin/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/admin/reset-password', element: <ResetPasswordPage /> },
        {
          path: '/admin',
          element: <AdminArea />,
          children: [
            { index: true, element: <Navigate to={ADMIN_HOME_PATH} replace /> },
            ...ADMIN_PAGES.map((page) => remoteScreen(page.path, page.remote)),
            remoteScreen('blogs/:id/details', 'admin-blog', 'DetailsEditorPage'),
            // The spec shows no screen of its own: the policy is edited in the dashboard settings.
            remoteScreen('privacy-policy', 'admin-dashboard'),
          ],
        },
        // Any unknown path goes to the home page (a redirect the server answers too).
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
