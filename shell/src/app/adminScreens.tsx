import { Suspense, lazy, type ComponentType } from 'react';
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
export const AcceptInvitationPage = lazy(() =>
  import('../features/auth/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })),
);
const RemoteOverridesPage = lazy(() =>
  import('../features/overrides/RemoteOverridesPage').then((m) => ({ default: m.RemoteOverridesPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })),
);

export function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}

/**
 * A screen of the shell's own inside the admin layout (so behind the guard), loading in the
 * layout's slot rather than in place of the whole layout.
 */
function inSlot(Screen: ComponentType) {
  return function SlotScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}

/** The developer's override panel. */
export const RemoteOverridesScreen = inSlot(RemoteOverridesPage);
/** The signed-in account's password, sessions and two-factor sign-in. */
export const AccountScreen = inSlot(AccountPage);
