// What a backup archive holds (README "Backups"): a gzipped tar of
//   database/<table>.jsonl   one row per line, as PostgreSQL's row_to_json writes it;
//   uploads/<name>           the served upload files the database refers to;
//   uploads-trash/<name>     those of the items in the trash;
//   manifest.json            written last: what made the archive, and the SHA-256 of every entry.

import { isUploadName } from '@academy/contracts';

export const ARCHIVE_FORMAT = 'karate-academy-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

/** The folders of DATA_DIR an archive carries, by the name of their entries' prefix. */
export const FILE_FOLDERS = ['uploads', 'uploads-trash'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/**
 * Tables left out: the migrations' record (the manifest carries the level), who is signed in,
 * rate-limit counters, single-use reset links, the schedule's own record, and the releases'
 * operational records (health figures, canary analysis turns, release preview links). Every other table is
 * carried, a section's too, without a word of its own.
 */
export const NOT_CARRIED = new Set([
  'schema_migrations',
  'sessions',
  'request_limits',
  'login_throttle',
  'password_resets',
  'backup_runs',
  'remote_health',
  'canary_turns',
  'release_previews',
]);

export interface EntryDigest {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The version of the project (package.json) that made it. */
  projectVersion: string;
  /** The database it was read from. */
  database: 'embedded' | 'postgres';
  createdAt: string;
  /** Every migration the database had applied, in order; the last is its level. */
  migrations: string[];
  migrationLevel: string;
  /** Rows per table. */
  tables: Record<string, number>;
  /** Upload files per folder. */
  files: Record<FileFolder, number>;
  /** Every entry but the manifest. */
  entries: Record<string, EntryDigest>;
}

/** An archive or a target that a backup or a restore refuses, with the sentence saying why. */
export class BackupRefused extends Error {}

export const tableEntry = (table: string) => `database/${table}.jsonl`;

/** A table's name from its entry's, or undefined for another entry. */
export function tableOfEntry(name: string): string | undefined {
  return /^database\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(name)?.[1];
}

/**
 * An upload file's folder and name from its entry's, or undefined for another entry: the name
 * must be one the upload pipeline writes (an image or a video of ours, never `x.html`).
 */
export function fileOfEntry(name: string): { folder: FileFolder; name: string } | undefined {
  const match = /^(uploads|uploads-trash)\/([^/]+)$/.exec(name);
  return match && isUploadName(match[2]) ? { folder: match[1] as FileFolder, name: match[2] } : undefined;
}

/** A quoted SQL identifier (the names come from the database's catalog or a checked entry name). */
export const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
