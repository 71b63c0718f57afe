import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../kit/database';
import type { ItemStatus, RegistryAction, Role } from '@academy/contracts';

// Typed view of the platform's tables that migrations/*.sql create; the SQL files are the source
// of truth. A section with tables of its own declares them in its folder, beside its migrations.

export const admins = pgTable('admins', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** The hash of the last ADMIN_PASSWORD applied to this account (adminAccount.ts). */
  passwordSettingHash: text('password_setting_hash'),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  /** What the account may do (migration 0012). */
  role: text('role').$type<Role>().notNull().default('owner'),
  /** Two-factor sign-in: the confirmed secret (base32), one set up and not yet confirmed, the last step accepted. */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** An account's single-use recovery codes, hashed (migration 0012). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.codeHash] })],
);

/** An invitation to make an account (migration 0012); the token is kept hashed. */
export const invitations = pgTable('invitations', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<Role>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull(),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  acceptedAt: timestampTz('accepted_at'),
});

/** Settings of the whole site that an owner changes (migration 0012). */
export const siteSettings = pgTable('site_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

/** What staff did (migration 0012), newest by `seq`. */
export const auditLog = pgTable('audit_log', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  at: timestampTz('at').notNull(),
  accountId: text('account_id').notNull(),
  accountName: text('account_name').notNull(),
  action: text('action').notNull(),
  path: text('path').notNull(),
  recordId: text('record_id').notNull(),
  address: text('address').notNull(),
  /** What the write did in words, the record's name in them as it was, its editor (migration 0020). */
  summary: text('summary').notNull().default(''),
  subject: text('subject').notNull().default(''),
  link: text('link').notNull().default(''),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  adminId: text('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  createdAt: timestampTz('created_at').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
  /** The hash of the cookie that finds this session's remote overrides (migration 0009). */
  overrideTokenHash: text('override_token_hash').unique(),
  /** Remote name → the dev server's manifest URL, in this session's browser only. */
  remoteOverrides: jsonb('remote_overrides').$type<Record<string, string>>(),
  /** Its public id, and where and when it was last used (migration 0012). */
  id: text('id')
    .notNull()
    .default(sql`gen_random_uuid()::text`),
  browser: text('browser').notNull().default(''),
  address: text('address').notNull().default(''),
  lastUsedAt: timestampTz('last_used_at'),
});

export const requestLimits = pgTable(
  'request_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowEnds: timestampTz('window_ends').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] })],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  adminId: text('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

/** Text and image-path fields of a content record, by the field names the API has always used. */
export type ContentFields = Record<string, string | number | boolean>;

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: text('id').primaryKey(),
    section: text('section').notNull(),
    block: text('block').notNull(),
    fields: jsonb('fields').$type<ContentFields>().notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.section, table.block)],
);

export const contentItems = pgTable('content_items', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  section: text('section').notNull(),
  collection: text('collection').notNull(),
  fields: jsonb('fields').$type<ContentFields>().notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
  /** Its own last save, or its blog's detailed content's, whichever came last. */
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  /** Set while the item is in the trash (migration 0010): no public read shows it. */
  trashedAt: timestampTz('trashed_at'),
  trashedBy: text('trashed_by'),
  /** The public paths of the files moved out of the served folder with it. */
  trashedFiles: jsonb('trashed_files').$type<string[]>(),
  /** 'published', 'draft' (staff only) or 'scheduled' (migration 0011). */
  status: text('status').$type<ItemStatus>().notNull().default('published'),
  /** When a scheduled item publishes itself. */
  publishAt: timestampTz('publish_at'),
  /** The account that created it (migration 0012): an author's own posts. */
  createdBy: text('created_by'),
});

/** A record's draft (migration 0011), keyed as its revisions are. */
export const contentDrafts = pgTable('content_drafts', {
  record: text('record').primaryKey(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestampTz('saved_at').notNull(),
});

/** A link that shows a page with the drafts applied (migration 0011); the token is kept hashed. */
export const previewLinks = pgTable('preview_links', {
  tokenHash: text('token_hash').primaryKey(),
  path: text('path').notNull(),
  createdBy: text('created_by').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});

/** A state a save replaced (migration 0010), newest by `seq`. */
export const contentRevisions = pgTable('content_revisions', {
  id: text('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  /** `<section>/<block>`, `<section>/<collection>/<id>`, or below an item's key. */
  record: text('record').notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestampTz('saved_at').notNull(),
});

/** The last deletion from each list: a page changes when an item leaves it, too. */
export const contentRemovals = pgTable(
  'content_removals',
  {
    section: text('section').notNull(),
    collection: text('collection').notNull(),
    removedAt: timestampTz('removed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.section, table.collection] })],
);

export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestampTz('ran_at').notNull().defaultNow(),
});

/** Where a remote is loaded from, when not from its build on this server (migration 0008). */
export const remoteRegistry = pgTable('remote_registry', {
  remote: text('remote').primaryKey(),
  url: text('url').notNull(),
  previousUrl: text('previous_url'),
  canaryUrl: text('canary_url'),
  canaryPercent: integer('canary_percent'),
  updatedAt: timestampTz('updated_at').notNull(),
  /** The pins (migration 0015): the digest of each entry's release.json; null for a build on this disk. */
  digest: text('digest'),
  previousDigest: text('previous_digest'),
  currentSince: timestampTz('current_since'),
  currentBy: text('current_by'),
  canaryDigest: text('canary_digest'),
  canaryStartedAt: timestampTz('canary_started_at'),
  canaryBakeMinutes: doublePrecision('canary_bake_minutes'),
  canaryAutoPromote: boolean('canary_auto_promote'),
});

export const remoteRegistryChanges = pgTable('remote_registry_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  remote: text('remote').notNull(),
  action: text('action').$type<RegistryAction>().notNull(),
  fromUrl: text('from_url'),
  toUrl: text('to_url'),
  percent: integer('percent'),
  changedBy: text('changed_by').notNull(),
  changedAt: timestampTz('changed_at').notNull(),
  digest: text('digest'),
  /** The figures that decided a canary analysis's change. */
  details: jsonb('details').$type<Record<string, unknown>>(),
});

/** A pinned release: the exact bytes of its release.json, under their SHA-256 (migration 0015). */
export const remoteReleases = pgTable('remote_releases', {
  digest: text('digest').primaryKey(),
  remote: text('remote').notNull(),
  version: text('version').notNull(),
  buildId: text('build_id').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  releaseJson: text('release_json').notNull(),
  pinnedAt: timestampTz('pinned_at').notNull(),
});

/** What visitors lived through, per minute, remote, release and arm (migration 0015). */
export const remoteHealth = pgTable(
  'remote_health',
  {
    minute: timestampTz('minute').notNull(),
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    arm: text('arm').$type<'stable' | 'canary'>().notNull(),
    views: integer('views').notNull().default(0),
    /** Views with at least one error of the remote, of any kind (migration 0016). */
    errorViews: integer('error_views').notNull().default(0),
    loadErrors: integer('load_errors').notNull().default(0),
    renderErrors: integer('render_errors').notNull().default(0),
    scriptErrors: integer('script_errors').notNull().default(0),
    serverFallbacks: integer('server_fallbacks').notNull().default(0),
    lcp: integer('lcp')
      .array()
      .notNull()
      .default(sql`'{}'`),
    inp: integer('inp')
      .array()
      .notNull()
      .default(sql`'{}'`),
    cls: integer('cls')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [primaryKey({ columns: [table.minute, table.remote, table.release, table.arm] })],
);

/** Canary analysis turns, one row per turn: whoever inserts it judges it (migration 0015). */
export const canaryTurns = pgTable('canary_turns', {
  dueAt: timestampTz('due_at').primaryKey(),
  judgedBy: text('judged_by').notNull(),
});

/** Links that show the site with one release of a remote (migration 0015): only the token's hash is kept. */
export const releasePreviews = pgTable('release_previews', {
  tokenHash: text('token_hash').primaryKey(),
  remote: text('remote').notNull(),
  url: text('url').notNull(),
  digest: text('digest'),
  version: text('version').notNull(),
  createdBy: text('created_by').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});

/** The scheduled backups, one row per slot of the schedule (migration 0013). */
export const backupRuns = pgTable('backup_runs', {
  dueAt: timestampTz('due_at').primaryKey(),
  startedAt: timestampTz('started_at').notNull(),
  finishedAt: timestampTz('finished_at'),
  file: text('file'),
  bytes: bigint('bytes', { mode: 'number' }),
  failure: text('failure'),
});

/** Each record's current revision and its last writer (migration 0024): what If-Match is checked against. */
export const contentVersions = pgTable('content_versions', {
  record: text('record').primaryKey(),
  revision: integer('revision').notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestampTz('saved_at').notNull(),
});
