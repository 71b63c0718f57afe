// Staff accounts (DECISIONS.md, "Staff"): roles, invitations, your own account, two-factor
// sign-in and the audit log. Paths are below the API prefix.

/**
 * What an account may do: `owner` everything (accounts, the audit log, site operations); `editor`
 * all content and the contact inbox; `author` blog posts only, their own, as drafts.
 */
export const ROLES = ['owner', 'editor', 'author'] as const;
export type Role = (typeof ROLES)[number];

export const staffPaths = {
  /** GET (owner): `{ accounts: StaffAccount[], invitations: PendingInvitation[], requireTwoFactor }`. */
  users: '/users',
  /** PUT `{ role }`, DELETE (owner): an account; its sessions end at once on removal. */
  user: (id: string) => `/users/${encodeURIComponent(id)}`,
  /** POST `{ email, name, role }` (owner): mails a link valid INVITATION_DAYS. */
  invitations: '/users/invitations',
  /** DELETE (owner): withdraws a pending invitation. */
  invitation: (id: string) => `/users/invitations/${encodeURIComponent(id)}`,
  /** PUT `{ requireTwoFactor }` (owner). */
  settings: '/users/settings',
  /** POST `{ email, token, password }` (public): creates the account and signs it in (the login's answer). */
  acceptInvitation: '/auth/accept-invitation',
  /** GET: the signed-in account (`StaffUser`). */
  me: '/auth/me',
  /** POST `{ currentPassword, newPassword }`. */
  password: '/auth/password',
  /** GET: this account's sessions; DELETE: every one but this one. */
  sessions: '/auth/sessions',
  /** DELETE: one of this account's sessions. */
  session: (id: string) => `/auth/sessions/${encodeURIComponent(id)}`,
  /** POST: `{ secret, otpauthUrl, qrCode }`, a new secret waiting to be confirmed. */
  twoFactorSetup: '/auth/2fa/setup',
  /** POST `{ code }`: turns two-factor sign-in on; answers `{ recoveryCodes }`. */
  twoFactorEnable: '/auth/2fa/enable',
  /** POST `{ code }` (a code or a recovery code): turns it off. */
  twoFactorDisable: '/auth/2fa/disable',
  /** GET (owner): `?account=&action=&from=&to=&page=` newest first, paged; `/audit.csv` the same as CSV. */
  audit: '/audit',
  auditCsv: '/audit.csv',
} as const;

/** The admin area's page where an invitation's link leads. */
export const ACCEPT_INVITATION_PAGE = '/admin/accept-invitation';
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The signed-in account, as sign-in and `/auth/me` answer it. */
export interface StaffUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  /** Two-factor sign-in is required and this account has none: it may only set it up. */
  mustSetUpTwoFactor: boolean;
}

/** An account as the Team screen lists it. */
export interface StaffAccount {
  _id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
}

export interface PendingInvitation {
  _id: string;
  email: string;
  name: string;
  role: Role;
  invitedBy: string;
  expiresAt: string;
}

/** One of the signed-in account's sessions. */
export interface StaffSession {
  _id: string;
  browser: string;
  address: string;
  lastUsedAt: string;
  current: boolean;
}

/** What `POST /auth/login` answers (401) when the password was right and a code is needed. */
export const TWO_FACTOR_REQUIRED = 'Enter the code from your authenticator app.';

/** One entry of the audit log. */
export interface AuditEntry {
  _id: string;
  at: string;
  /** The account's id and name at the time (empty for a failed sign-in of an unknown address). */
  accountId: string;
  accountName: string;
  /** One of AUDIT_ACTIONS: 'sign-in', 'save', 'role changed', 'access refused', ... */
  action: string;
  /** The record's API path (or the address signed in with, for sign-ins). */
  path: string;
  /** The record's id; for 'access refused', the account's role. */
  recordId: string;
  address: string;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in failed',
  'sign-out',
  'save',
  'delete',
  'restore',
  'publish',
  'export',
  'account created',
  'account removed',
  'role changed',
  'password changed',
  'password change refused',
  'session ended',
  'other sessions ended',
  'two-factor setup started',
  'two-factor turned on',
  'two-factor turned off',
  'two-factor off refused',
  'two-factor reset',
  'two-factor requirement changed',
  'codes locked',
  'invitation sent',
  'invitation withdrawn',
  'access refused',
  'audit log downloaded',
  'registry',
  // Canary analysis's decisions (README "Canaries that decide"), by 'canary analysis'.
  'canary rolled back',
  'canary promoted',
  // A file of a pinned release that did not match its pin, by 'server' (README "Releases").
  'release integrity failure',
  'backup',
  'upload erased',
  // What entries made before issue 28 filed every account or invitation change under.
  'account',
  'invitation',
] as const;
