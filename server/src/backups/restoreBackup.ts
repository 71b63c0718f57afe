import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Database, RawQuery } from '../db/database';
import { MIGRATIONS_TABLE, applyMigration, migrationFiles } from '../db/migrate';
import { LISTENER_NAME } from '../db/postgres';
import { syncDirectory } from '../services/durableFiles';
import { readArchive } from './archive';
import {
  BackupRefused,
  FILE_FOLDERS,
  type Manifest,
  NOT_CARRIED,
  fileOfEntry,
  identifier,
  tableEntry,
} from './manifest';
import { carried, tablesOf } from './siteSnapshot';

/** The staging folder's name in DATA_DIR. */
const STAGING_PREFIX = '.restore-';

/** Rows sent to the database per INSERT, and the most bytes of rows. */
const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 8 * 1024 * 1024;

export interface RestoreOptions {
  file: string;
  /** BACKUP_KEY: the archive must be sealed with it. */
  key?: string;
  /** Accepts an archive made before BACKUP_KEY (a plain .tar.gz), which nothing authenticates. */
  unsigned?: boolean;
  /** Replace a site the target already holds (all or nothing). */
  replace: boolean;
  dataDir: string;
  /** Opens the target database; called only once the archive has passed every check. */
  openTarget: () => Promise<Database>;
  /** Called inside the transaction just before it commits (tests stop the process there). */
  beforeCommit?: () => Promise<void>;
  /** Told, inside the transaction before it commits, the accounts the restore installs. */
  accounts?: (accounts: { email: string; role: string }[]) => void;
}

export interface Restored {
  manifest: Manifest;
  rows: number;
  files: number;
}

const NEWER = (name: string) =>
  `This backup comes from a newer version of the site: its database has the migration ${name}, which this version does not know. Update the site, then restore it.`;

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

/** The tables in an order that puts every table after those its foreign keys point at. */
async function insertOrder(query: RawQuery, tables: string[]): Promise<string[]> {
  const edges = await query(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema()`,
  );
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting].filter(
      (table) =>
        !edges.some(
          (edge) => edge.child === table && edge.parent !== table && waiting.has(String(edge.parent)),
        ),
    );
    // A cycle of foreign keys: insert in name order, and let the database say what it refuses.
    const next = ready.length > 0 ? ready : [...waiting];
    for (const table of next) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  return ordered;
}

/** Inserts a table's archived rows, identity columns' values included, and moves its sequences past them. */
async function importTable(query: RawQuery, table: string, file: string): Promise<number> {
  const name = identifier(table);
  const columns = (
    await query(
      `SELECT attname FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
        ORDER BY attnum`,
      [name],
    )
  ).map((row) => identifier(String(row.attname)));
  const insert = (batch: string[]) =>
    query(
      `INSERT INTO ${name} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
       SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${name}, $1::json)`,
      [`[${batch.join(',')}]`],
    );
  // Line by line: a table is never held whole, only a batch of its rows.
  let rows = 0;
  let batch: string[] = [];
  let batchBytes = 0;
  const lines = readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    batchBytes += line.length;
    rows += 1;
    if (batch.length >= ROWS_PER_INSERT || batchBytes >= BYTES_PER_INSERT) {
      await insert(batch);
      batch = [];
      batchBytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  const sequences = await query(
    `SELECT attname, pg_get_serial_sequence($1, attname) AS sequence FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [name],
  );
  for (const { attname, sequence } of sequences) {
    if (sequence === null) continue;
    await query(
      `SELECT setval($1, coalesce((SELECT max(${identifier(String(attname))}) FROM ${name}), 0) + 1, false)`,
      [sequence],
    );
  }
  return rows;
}

/** What the target holds that a restore would replace: its carried tables with rows. */
async function tablesWithRows(database: Database): Promise<string[]> {
  return database.snapshot(async (query) => {
    const holding: string[] = [];
    for (const table of carried(await tablesOf(query))) {
      const [row] = await query(`SELECT EXISTS (SELECT 1 FROM ${identifier(table)}) AS found`);
      if (row.found) holding.push(table);
    }
    return holding;
  });
}

async function serversOn(database: Database): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  return database.snapshot(async (query) => {
    const [row] = await query(
      'SELECT count(*)::int AS servers FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_NAME],
    );
    return Number(row.servers);
  });
}

/**
 * Moves the archive's upload files from the staging folder into DATA_DIR beside the files there,
 * which the old site goes on using until the database's content is replaced (the names are
 * random, so the two sets do not meet; a name found in both holds the same file). Resolves to the
 * files it moved in, which a failed restore removes again.
 */
async function placeFiles(manifest: Manifest, stagingDir: string, dataDir: string): Promise<string[]> {
  const placed: string[] = [];
  for (const folder of FILE_FOLDERS) await fs.mkdir(path.join(dataDir, folder), { recursive: true });
  for (const [entry, digest] of Object.entries(manifest.entries)) {
    if (!fileOfEntry(entry)) continue;
    const target = path.join(dataDir, entry);
    const present = await fs.stat(target).catch(() => undefined);
    if (present) {
      if ((await sha256Of(target)) !== digest.sha256)
        throw new BackupRefused(`DATA_DIR/${entry} already exists and holds another file than the backup's.`);
      continue;
    }
    await fs.rename(path.join(stagingDir, entry), target);
    placed.push(target);
  }
  for (const folder of FILE_FOLDERS) await syncDirectory(path.join(dataDir, folder));
  return placed;
}

/** Removes what the old site left in the upload folders: every file the backup does not have there. */
async function removeOldFiles(manifest: Manifest, dataDir: string): Promise<void> {
  for (const folder of FILE_FOLDERS) {
    const dir = path.join(dataDir, folder);
    for (const name of await fs.readdir(dir)) {
      if (!manifest.entries[`${folder}/${name}`]) await fs.rm(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Restores a backup into the target database and DATA_DIR. The archive is read and checked whole
 * first, into a staging folder in DATA_DIR; the target's content is replaced in one transaction
 * that drops its tables, makes the schema of the backup's migration level, inserts the rows,
 * and applies this version's later migrations. Until that transaction commits the old site is
 * whole: its files stay where they are and the new ones are only added beside them.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Restored> {
  const { dataDir } = options;
  await fs.mkdir(dataDir, { recursive: true });
  // What a restore that was killed left: the archive's copy it was reading from.
  for (const name of await fs.readdir(dataDir))
    if (name.startsWith(STAGING_PREFIX))
      await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
  const stagingDir = await fs.mkdtemp(path.join(dataDir, STAGING_PREFIX));
  try {
    // Read twice: first checked whole with nothing written, then copied into the staging folder,
    // each entry no larger than that manifest declares (and checked again).
    const reading = { key: options.key, unsigned: options.unsigned };
    const checked = await readArchive(options.file, reading);
    const manifest = await readArchive(options.file, {
      ...reading,
      staging: { dir: stagingDir, expected: checked },
    });
    const migrations = await migrationFiles();
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = manifest.migrations.find((name) => !known.has(name));
    if (unknown) throw new BackupRefused(NEWER(unknown));

    const target = await options.openTarget();
    try {
      const servers = await serversOn(target);
      if (servers > 0)
        throw new BackupRefused(
          `${servers} server${servers === 1 ? ' is' : 's are'} running on this database: stop ${servers === 1 ? 'it' : 'them'} before restoring, then start ${servers === 1 ? 'it' : 'them'} again.`,
        );
      const holding = await tablesWithRows(target);
      if (holding.length > 0 && !options.replace)
        throw new BackupRefused(
          `The database already holds a site (rows in ${holding.join(', ')}). Add --replace to replace it with the backup.`,
        );
      const placed = await placeFiles(manifest, stagingDir, dataDir);
      let rows = 0;
      try {
        await target.rawTransaction(async (query) => {
          const existing = await tablesOf(query);
          if (existing.length > 0) await query(`DROP TABLE ${existing.map(identifier).join(', ')} CASCADE`);
          await query(MIGRATIONS_TABLE);
          const archived = new Set(manifest.migrations);
          for (const migration of migrations.filter((each) => archived.has(each.name)))
            await applyMigration(query, migration);
          const present = new Set(await tablesOf(query));
          const foreign = Object.keys(manifest.tables).find(
            (table) => !present.has(table) || NOT_CARRIED.has(table),
          );
          if (foreign)
            throw new BackupRefused(
              `The backup holds the table ${foreign}, which this version of the site does not have: restore it with the version that made it.`,
            );
          for (const table of await insertOrder(query, Object.keys(manifest.tables)))
            rows += await importTable(query, table, path.join(stagingDir, tableEntry(table)));
          for (const migration of migrations.filter((each) => !archived.has(each.name)))
            await applyMigration(query, migration);
          const accounts = await query('SELECT email, role FROM admins ORDER BY email');
          options.accounts?.(accounts.map((row) => ({ email: String(row.email), role: String(row.role) })));
          await options.beforeCommit?.();
        });
      } catch (error) {
        await Promise.all(placed.map((file) => fs.rm(file, { force: true })));
        throw error;
      }
      // The site is restored: an old file left behind is an orphan, which the upload sweep removes.
      await removeOldFiles(manifest, dataDir).catch(() => undefined);
      const files = Object.values(manifest.files).reduce((sum, count) => sum + count, 0);
      return { manifest, rows, files };
    } finally {
      await target.close();
    }
  } finally {
    await fs.rm(stagingDir, { recursive: true, force: true });
  }
}
