import { Navigate, type RouteObject } from 'react-router-dom';
import { getData, getErrorStatus } from 'shared-contracts';
import type { RemoteName } from 'shared-contracts/api';
import { contentReader, pageRoute, type PageModule } from 'shared-contracts/page';
import {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_PAGES,
  PRIVACY_POLICY_PATH,
  PUBLIC_PAGES,
} from '../features/navigation/sitePages';
import { privacyPage } from '../features/privacy/privacyPage';
import { loadRemoteModule, type RemoteExpose } from '../features/remotes/loadRemoteModule';
import { RemotePage } from '../features/remotes/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { AdminArea, ForgotPasswordPage, LoginPage, ResetPasswordPage } from './adminScreens';
import { AppError, RootLayout } from './RootLayout';

/** Page loaders read the content API through the shared client. */
const reader = contentReader(getData, getErrorStatus);

/** A public page: the remote's route module, whose loader runs before the page shows. */
function remotePage(path: string, remote: RemoteName, expose: RemoteExpose = 'Page'): RouteObject {
  return pageRoute({ path, reader, module: () => loadRemoteModule<PageModule<unknown>>(remote, expose) });
}

/** An admin screen: the remote's component, loaded when the screen is shown. */
function remoteScreen(path: string, remote: RemoteName, expose: RemoteExpose = 'Page'): RouteObject {
  // Keyed by module: without a key React would keep one RemotePage, and its state, across routes.
  return { path, element: <RemotePage key={`${remote}/${expose}`} remote={remote} expose={expose} /> };
}

/**
 * Every route of the site, for React Router's data router. A route loads only its own remote,
 * when it is shown; public pages load their data first (their route modules' loaders).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: AppError,
      children: [
        {
          Component: PublicLayout,
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
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
