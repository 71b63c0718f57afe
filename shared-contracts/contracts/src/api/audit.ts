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
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What each action did, in the words of the log's sentences ('<who> signed in') and of its Action
 * filter ('Signed in'). A write of content says more in its entry's `sentence`: what it did to
 * which record ('saved a draft of Home › Hero section').
 */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  'sign-in': 'signed in',
  'sign-in failed': 'could not sign in',
  'sign-out': 'signed out',
  save: 'saved',
  delete: 'deleted',
  restore: 'restored',
  publish: 'published',
  export: 'exported the contact messages',
  'account created': 'accepted an invitation',
  'account removed': 'removed an account',
  'role changed': 'changed a role',
  'password changed': 'changed their password',
  'password change refused': 'gave a wrong current password',
  'session ended': 'ended a session',
  'other sessions ended': 'ended their other sessions',
  'two-factor setup started': 'started setting up two-factor sign-in',
  'two-factor turned on': 'turned on two-factor sign-in',
  'two-factor turned off': 'turned off two-factor sign-in',
  'two-factor off refused': 'gave a wrong code to turn off two-factor sign-in',
  'two-factor reset': 'had two-factor sign-in reset',
  'two-factor requirement changed': 'changed whether two-factor sign-in is required',
  'codes locked': 'was locked out after wrong codes',
  'invitation sent': 'invited someone',
  'invitation withdrawn': 'withdrew an invitation',
  'access refused': 'was refused access',
  'audit log downloaded': 'downloaded the audit log',
  registry: 'changed the remote registry',
  'canary rolled back': 'rolled a canary release back',
  'canary promoted': 'promoted a canary release',
  'release integrity failure': 'found a release file that did not match its pin',
  backup: 'made or downloaded a backup',
  'upload erased': 'erased an uploaded file',
  account: 'changed an account',
  invitation: 'changed an invitation',
};

/** An action as its filter offers it: 'Signed in', 'Saved'. */
export const auditActionLabel = (action: AuditAction) =>
  AUDIT_ACTION_WORDS[action].charAt(0).toUpperCase() + AUDIT_ACTION_WORDS[action].slice(1);

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
  /**
   * What happened, as a sentence: 'Admin saved a draft of Home › Hero section', 'Admin moved the
   * service "Kids Karate" to the trash', 'Admin invited temp.editor@example.com as editor'.
   */
  sentence: Type.String(),
  /** The record's name within the sentence, as it was then ('' when it names none). */
  subject: Type.String(),
  /** The admin screen that edits it ('' when there is none). */
  link: Type.String(),
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
