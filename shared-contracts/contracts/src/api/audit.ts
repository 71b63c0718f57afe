import { type Static, Type } from '@sinclair/typebox';

// The audit log (README "Staff accounts"): who did what, when and from where; the owner's, at
// `staffPaths.audit` (a page) and `staffPaths.auditCsv` (every match, as CSV).

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
  // What older entries, made before the actions above, filed every account or invitation change under.
  'account',
  'invitation',
] as const;

/** One entry of the audit log. */
export const auditEntry = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  /** The account's id and name at the time (empty for a failed sign-in of an unknown address). */
  accountId: Type.String(),
  accountName: Type.String(),
  /** One of AUDIT_ACTIONS: 'sign-in', 'save', 'role changed', 'access refused', ... */
  action: Type.String(),
  /** The record's API path (or the address signed in with, for sign-ins). */
  path: Type.String(),
  /** The record's id; for 'access refused', the account's role. */
  recordId: Type.String(),
  address: Type.String(),
});
export type AuditEntry = Static<typeof auditEntry>;

/** The filters of the log and its CSV (`from` and `to` ISO times); `page` for the log only. */
export const auditQuery = Type.Object({
  account: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.Union(AUDIT_ACTIONS.map((action) => Type.Literal(action)))),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export const auditCsvQuery = Type.Omit(auditQuery, ['page']);

/** One page of the log, newest first. */
export const auditPage = Type.Object({
  entries: Type.Array(auditEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AuditPage = Static<typeof auditPage>;
