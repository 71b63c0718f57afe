import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@academy/runtime';
import { ACCOUNT_PATH } from '../account/accountPath';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';

/**
 * The admin area's gate: without a session token, to the login page, remembering where the user
 * was going. The API client clears the session when the server rejects the token (401), so this
 * also sends a user with an expired session to sign in, and back afterwards. An account that must
 * set up two-factor sign-in may do nothing else (the server refuses the rest), so every other
 * admin page sends it to its account screen, which says why.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const mustSetUpTwoFactor = useSessionStore((state) => state.user?.mustSetUpTwoFactor === true);
  const location = useLocation();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location }} />;
  if (mustSetUpTwoFactor && location.pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return children;
}
