import { type Static, Type } from '@sinclair/typebox';
import { requiredEmail, requiredText } from '../schemas/fields';
import { TEXT_LIMITS } from './limits';
import { pathParam } from './pathParam';
import { ROLES } from './roles';

// Staff accounts (README "Staff accounts"): roles, invitations, your own account, two-factor
// sign-in and the audit log. Paths are below the API prefix; the shapes of sign-in and of your own
// account are in auth.ts, the audit log's in audit.ts.

export const role = Type.Union(ROLES.map((name) => Type.Literal(name)));

export const staffPaths = {
  /** GET (owner): `{ accounts: StaffAccount[], invitations: PendingInvitation[], requireTwoFactor }`. */
  users: '/users',
  /** PUT `{ role }`, DELETE (owner): an account; its sessions end at once on removal. */
  user: (id: string) => `/users/${pathParam(id)}`,
  /** POST `{ email, name, role }` (owner): mails a link valid INVITATION_DAYS. */
  invitations: '/users/invitations',
  /** DELETE (owner): withdraws a pending invitation. */
  invitation: (id: string) => `/users/invitations/${pathParam(id)}`,
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
  session: (id: string) => `/auth/sessions/${pathParam(id)}`,
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

/** An account as the Team screen lists it. */
export const staffAccount = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role,
  twoFactorEnabled: Type.Boolean(),
});
export type StaffAccount = Static<typeof staffAccount>;

export const pendingInvitation = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role,
  invitedBy: Type.String(),
  expiresAt: Type.String(),
});
export type PendingInvitation = Static<typeof pendingInvitation>;

/** Whether every account must sign in with a second factor: the staff's one setting. */
export const staffSettings = Type.Object({ requireTwoFactor: Type.Boolean() });
export type StaffSettings = Static<typeof staffSettings>;

/** What `GET /users` answers: the accounts, the invitations not yet accepted, and the sign-in rule. */
export const staffList = Type.Object({
  accounts: Type.Array(staffAccount),
  invitations: Type.Array(pendingInvitation),
  ...staffSettings.properties,
});
export type StaffList = Static<typeof staffList>;

export const invitationBody = Type.Object({
  email: requiredEmail(),
  name: requiredText(TEXT_LIMITS.name),
  role,
});
export type InvitationBody = Static<typeof invitationBody>;

export const roleBody = Type.Object({ role });
export type RoleBody = Static<typeof roleBody>;

/** The invitation's link gives the address and token; the invited person chooses the password. */
export const acceptInvitationBody = Type.Object({
  email: requiredEmail(),
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 1000 }),
});
export type AcceptInvitationBody = Static<typeof acceptInvitationBody>;
