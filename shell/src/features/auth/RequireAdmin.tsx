import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { screenShownTo } from '@academy/contracts';
import { useSessionStore } from '@academy/runtime';
import { ACCOUNT_PATH } from '../account/accountPath';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, useSiteMap } from '../navigation/sitePages';

/**
 * The admin area's gate: without a session token, to the login page, remembering where the user
 * was going. The API client clears the session when the server rejects the token (401), so this
 * also sends a user with an expired session to sign in, and back afterwards. An account that must
 * set up two-factor sign-in may do nothing else (the server refuses the rest), so every other
 * admin page sends it to its account screen, which says why. The admin area's home (where sign-in
 * lands) goes to the first screen the account's role sees when the dashboard is not one (an
 * author's: the blog).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const mustSetUpTwoFactor = useSessionStore((state) => state.user?.mustSetUpTwoFactor === true);
  const role = useSessionStore((state) => state.user?.role ?? 'owner');
  const { adminMenu } = useSiteMap();
  const location = useLocation();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location }} />;
  if (mustSetUpTwoFactor && location.pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  const home = adminMenu.find((entry) => entry.path === ADMIN_HOME_PATH);
  if (location.pathname === ADMIN_HOME_PATH && home && !screenShownTo(home, role)) {
    const first = adminMenu.find((entry) => screenShownTo(entry, role));
    if (first) return <Navigate to={first.path} replace />;
  }
  return children;
}
