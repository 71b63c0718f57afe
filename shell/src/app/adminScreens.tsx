import { Suspense, lazy } from 'react';
import { Loading } from '../components/Loading';
import { RequireAdmin } from '../features/auth/RequireAdmin';

// The admin area's own screens load on demand, so a visitor of the public site downloads none
// of them. The guard stays eager: it decides before anything is fetched.
const AdminLayout = lazy(() =>
  import('../layouts/admin/AdminLayout').then((m) => ({ default: m.AdminLayout })),
);
export const LoginPage = lazy(() =>
  import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const RemoteOverridesPage = lazy(() =>
  import('../features/overrides/RemoteOverridesPage').then((m) => ({ default: m.RemoteOverridesPage })),
);

export function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

/**
 * The shell's own admin screen, the developer's override panel: inside the admin layout (so
 * behind the guard), loading in the layout's slot rather than in place of the whole layout.
 */
export function RemoteOverridesScreen() {
  return (
    <Suspense fallback={<Loading />}>
      <RemoteOverridesPage />
    </Suspense>
  );
}
