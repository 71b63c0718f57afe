import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@academy/runtime';
import { ADMIN_LOGIN_PATH } from '../navigation/sitePages';

/**
 * The admin area's gate: without a session token, to the login page, remembering where the user
 * was going. The API client clears the session when the server rejects the token (401), so this
 * also sends a user with an expired session to sign in, and back afterwards.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location }} />;
  return children;
}
