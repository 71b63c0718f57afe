import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteName } from 'shared-contracts';
import { Loading } from '../components/Loading';
import {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_PAGES,
  PRIVACY_POLICY_PATH,
  PUBLIC_PAGES,
} from '../features/navigation/sitePages';
import { PrivacyPolicyPage } from '../features/privacy/PrivacyPolicyPage';
import type { RemoteExpose } from '../features/remotes/loadRemoteComponent';
import { RemotePage } from '../features/remotes/RemotePage';
import { PublicLayout } from '../layouts/public/PublicLayout';
import { AdminArea, ForgotPasswordPage, LoginPage, ResetPasswordPage } from './adminScreens';

// Keyed by module: without a key React would keep one RemotePage, and its state, across routes.
function remote(name: RemoteName, expose: RemoteExpose = 'Page') {
  return <RemotePage key={`${name}/${expose}`} remote={name} expose={expose} />;
}

/** Every route of the site. A route loads only its own remote, when it is shown. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route element={<PublicLayout />}>
          {PUBLIC_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={remote(page.remote)} />
          ))}
          <Route path="/blog/:id" element={remote('blog', 'DetailPage')} />
          <Route path={PRIVACY_POLICY_PATH} element={<PrivacyPolicyPage />} />
        </Route>

        <Route path={ADMIN_LOGIN_PATH} element={<LoginPage />} />
        <Route path="/admin/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/admin/reset-password" element={<ResetPasswordPage />} />
        <Route path="/admin" element={<AdminArea />}>
          <Route index element={<Navigate to={ADMIN_HOME_PATH} replace />} />
          {ADMIN_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={remote(page.remote)} />
          ))}
          <Route path="blogs/:id/details" element={remote('admin-blog', 'DetailsEditorPage')} />
          {/* The spec shows no screen of its own: the policy is edited in the dashboard settings. */}
          <Route path="privacy-policy" element={remote('admin-dashboard')} />
        </Route>

        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
