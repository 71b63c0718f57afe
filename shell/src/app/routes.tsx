import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import {
  ACCEPT_INVITATION_PAGE,
  REMOTE_OVERRIDES_SCREEN,
  type ContentReader,
  type PageForm,
  type PageModule,
  type SiteSection,
} from '@academy/contracts';
import { LoadingPage, pageRoute } from '@academy/ui';
import { ACCOUNT_PATH } from '../features/account/accountPath';
import {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  PRIVACY_POLICY_PATH,
  SiteMapContext,
  siteMap,
} from '../features/navigation/sitePages';
import { NO_REMOTE_SETUP, RemoteSetupContext, type RemoteSetup } from '../features/overrides/remoteSetup';
import { reportingPageError } from '../features/health/reportingPageError';
import { privacyPage } from '../features/privacy/privacyPage';
import { hasPageSearchFields, withPageSearchFields } from '../features/search/pageSearchFields';
import { screenRoute } from '../features/remotes/screenRoute';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { SITE_FRAME_ROUTE, loadSiteFrame } from '../layouts/public/siteFrame';
import {
  AcceptInvitationPage,
  AccountScreen,
  AdminArea,
  ForgotPasswordPage,
  LoginPage,
  RemoteOverridesScreen,
  ResetPasswordPage,
} from './adminScreens';
import { AppError, RootLayout } from './RootLayout';

/**
 * What the routes need from where they run: the browser reads the API through the shared client
 * and loads page modules from the remotes' browser entries; the server reads in process and loads
 * the remotes' server entries. The sections (from the runtime config) say which routes there are.
 */
export interface RouteDependencies {
  reader: ContentReader;
  loadPage: (remote: string, expose: string) => Promise<PageModule<unknown>>;
  sections: readonly SiteSection[];
  /**
   * The registry's remotes and this browser's developer overrides, from the same runtime config
   * on both sides (the banner is server-rendered and hydrated). None when not given.
   */
  remoteSetup?: RemoteSetup;
  /** On the server, a form the visitor sent to the page without its script: the page's action takes it. */
  submitted?: PageForm;
}

const ADMIN_AREA = /^\/admin(?:\/|$)/;

/** A page's module as its route loads it: with the search and social fields of its path, when it has a record of them. */
const searchable =
  (path: string, module: () => Promise<PageModule<unknown>>) => async (): Promise<PageModule<unknown>> =>
    hasPageSearchFields(path)
      ? (withPageSearchFields(await module(), path) as PageModule<unknown>)
      : module();

/**
 * Every route of the site, for React Router's data router, in the browser and on the server. A
 * route loads only its own remote, when it is shown: public pages load their module and data
 * in their loader (inside the frame the public layout loads once, header and footer), admin
 * screens their module; both show their section's fallback in the slot when it fails.
 */
export function createRoutes({
  reader,
  loadPage,
  sections,
  remoteSetup = NO_REMOTE_SETUP,
  submitted,
}: RouteDependencies): RouteObject[] {
  const site = siteMap(sections);
  return [
    {
      Component: () => (
        <SiteMapContext.Provider value={site}>
          <RemoteSetupContext.Provider value={remoteSetup}>
            <RootLayout />
          </RemoteSetupContext.Provider>
        </SiteMapContext.Provider>
      ),
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
            ...site.pageRoutes.map(({ path, remote, expose }) => ({
              ...pageRoute({
                path,
                reader,
                submitted,
                module: searchable(path, () => loadPage(remote, expose)),
              }),
              ErrorBoundary: reportingPageError(remote),
            })),
            pageRoute({
              path: PRIVACY_POLICY_PATH,
              reader,
              submitted,
              module: searchable(PRIVACY_POLICY_PATH, async () => privacyPage as PageModule<unknown>),
            }),
          ],
        },
        { path: ADMIN_LOGIN_PATH, element: <LoginPage /> },
        { path: '/admin/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/admin/reset-password', element: <ResetPasswordPage /> },
        { path: ACCEPT_INVITATION_PAGE, element: <AcceptInvitationPage /> },
        {
          path: '/admin',
          element: <AdminArea />,
          children: [
            { index: true, element: <Navigate to={ADMIN_HOME_PATH} replace /> },
            // The shell's own screens, first: they win over a section screen that declared the same path.
            { path: REMOTE_OVERRIDES_SCREEN, element: <RemoteOverridesScreen /> },
            { path: ACCOUNT_PATH, element: <AccountScreen /> },
            ...site.screenRoutes.map(screenRoute),
          ],
        },
        // Any unknown path goes to the home page (a redirect the server answers too).
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
