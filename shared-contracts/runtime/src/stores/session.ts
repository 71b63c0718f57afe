import type { Role } from '@academy/contracts';
import { create } from 'zustand';
import { readItem, writeItem } from './browserStorage';

/** Session-storage keys the site has always used (signed-in browsers depend on them). */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

export interface SessionUser {
  name: string;
  email?: string;
  _id?: string;
  /** What the account may do: the admin area shows only that (the server enforces it). */
  role?: Role;
  twoFactorEnabled?: boolean;
  /** Two-factor sign-in is required and this account has none: it may only set it up. */
  mustSetUpTwoFactor?: boolean;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  signIn: (token: string, user: SessionUser) => void;
  /** Replaces what is known of the signed-in account (a name changed, two-factor turned on). */
  updateUser: (user: SessionUser) => void;
  /** Forgets the session in this tab (after sign-out, or when the server no longer accepts it). */
  clear: () => void;
}

function readUser(): SessionUser | null {
  const raw = readItem('session', ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && typeof (parsed as SessionUser).name === 'string') {
      return parsed as SessionUser;
    }
  } catch {
    // A value we did not write; treat it as absent.
  }
  return null;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readItem('session', ADMIN_TOKEN_KEY),
  user: readUser(),
  signIn: (token, user) => {
    writeItem('session', ADMIN_TOKEN_KEY, token);
    writeItem('session', ADMIN_USER_KEY, JSON.stringify(user));
    set({ token, user });
  },
  updateUser: (user) => {
    writeItem('session', ADMIN_USER_KEY, JSON.stringify(user));
    set({ user });
  },
  clear: () => {
    writeItem('session', ADMIN_TOKEN_KEY, null);
    writeItem('session', ADMIN_USER_KEY, null);
    set({ token: null, user: null });
  },
}));
