import { ADMIN_HOME_PATH } from '../navigation/sitePages';

// Only pages of the admin area; `/admin` itself, or followed by '/', '?' or '#'.
const ADMIN_AREA = /^\/admin(?:[/?#]|$)/;
// The open admin screens: returning to them after signing in would make no sense.
const SIGN_IN_SCREENS = /^\/admin\/(?:login|forgot-password|reset-password|accept-invitation)(?:[/?#]|$)/;

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function toPath(candidate: unknown): string {
  if (typeof candidate === 'string') return candidate;
  if (!candidate || typeof candidate !== 'object') return '';
  const { pathname, search, hash } = candidate as LocationLike;
  return [pathname, search, hash].map((part) => (typeof part === 'string' ? part : '')).join('');
}

/**
 * Where to go after signing in: the admin page the guard turned the user away from (path, query
 * and hash), or the dashboard. Anything else, including other sites ('//evil.example',
 * 'https://...'), falls back to the dashboard, so the login page cannot be used to redirect
 * anywhere else.
 */
export function safeReturnPath(candidate: unknown): string {
  const path = toPath(candidate);
  if (!ADMIN_AREA.test(path) || SIGN_IN_SCREENS.test(path) || path.includes('\\')) return ADMIN_HOME_PATH;
  return path;
}

/** The return path the guard put into the login route's location state. */
export function returnPathFromState(state: unknown): string {
  return safeReturnPath(state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined);
}
